#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import NcursesTerminal
import Testing
import TerminalCore

/// Ctrl+Z delivered as a key while the app asks (the terminal's `susp` switched off, given back
/// on request and on stop), and a paste past the 4 MiB limit: cut, with the dropped bytes counted.
extension NcursesTerminalTests {
    /// The terminal's `susp` character on `descriptor` (0: switched off).
    private static func suspendCharacter(of descriptor: Int32) -> UInt8? {
        var modes = termios()
        guard tcgetattr(descriptor, &modes) == 0 else { return nil }
        return withUnsafeBytes(of: &modes.c_cc) { $0[Int(VSUSP)] }
    }

    @Test func theSuspendKeyIsDeliveredOnlyWhileAskedAndGivenBackOnStop() throws {
        let pty = try PseudoTerminal()
        #expect(Self.suspendCharacter(of: pty.slave) == 0x1A, "a new pty suspends on Ctrl+Z")
        let terminal = NcursesTerminal(input: pty.slave, output: pty.slave, terminalType: "xterm-256color")
        terminal.deliverSuspendKey(true)
        #expect(Self.suspendCharacter(of: pty.slave) == 0x1A, "nothing changes before start")
        try terminal.start()
        #expect(Self.suspendCharacter(of: pty.slave) == 0, "asked before start: switched off at start")
        terminal.deliverSuspendKey(false)
        #expect(Self.suspendCharacter(of: pty.slave) == 0x1A)
        terminal.deliverSuspendKey(true)
        #expect(Self.suspendCharacter(of: pty.slave) == 0)
        // Ctrl+Z now reaches the program as a byte, read as a key.
        pty.type([0x1A])
        #expect(terminal.nextEvent(timeout: .seconds(10)) == .event(.key(.ctrl("z"))))
        terminal.stop()
        #expect(Self.suspendCharacter(of: pty.slave) == 0x1A, "stop gives the shell its suspend key back")
    }

    @Test func aSuspendCharacterOtherThanCtrlZIsLeftAsTheUserSetIt() throws {
        let pty = try PseudoTerminal()
        var modes = termios()
        #expect(tcgetattr(pty.slave, &modes) == 0)
        withUnsafeMutableBytes(of: &modes.c_cc) { $0[Int(VSUSP)] = 0x18 } // Ctrl+X
        #expect(tcsetattr(pty.slave, TCSANOW, &modes) == 0)
        let terminal = NcursesTerminal(input: pty.slave, output: pty.slave, terminalType: "xterm-256color")
        try terminal.start()
        defer { terminal.stop() }
        terminal.deliverSuspendKey(true)
        #expect(Self.suspendCharacter(of: pty.slave) == 0x18)
    }

    @Test func aPastePastTheLimitIsCutAndTheDroppedBytesAreCounted() async throws {
        let pty = try PseudoTerminal()
        let terminal = NcursesTerminal(input: pty.slave, output: pty.slave, terminalType: "xterm-256color")
        try terminal.start()
        defer { terminal.stop() }
        let limit = TerminalEvent.maximumPasteBytes
        let bytes = Array("\u{1B}[200~".utf8) + [UInt8](repeating: UInt8(ascii: "x"), count: limit + 1_000)
            + Array("\u{1B}[201~\u{1B}[200~ok\u{1B}[201~z".utf8)
        let master = pty.master
        let writer = Task.detached { Self.writeAll(bytes, to: master) }
        #expect(terminal.nextEvent(timeout: .seconds(30)) == .event(.paste(String(repeating: "x", count: limit))))
        #expect(terminal.droppedPasteBytes == 1_000)
        #expect(terminal.nextEvent(timeout: .seconds(10)) == .event(.paste("ok")))
        #expect(terminal.droppedPasteBytes == 0, "the next paste came whole")
        #expect(terminal.nextEvent(timeout: .seconds(10)) == .event(.key(.char("z"))))
        _ = await writer.value
    }
}
