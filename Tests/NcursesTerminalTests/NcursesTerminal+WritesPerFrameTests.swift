#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import NcursesTerminal
import Testing
import TerminalCore

/// A frame reaches the terminal in one write: whoever reads the terminal (an emulator, the SSH
/// server relaying a session) wakes once per frame, and never sees half of one.
extension NcursesTerminalTests {
    /// The `write` calls this thread has made (`syscw` of `/proc/thread-self/io`): the frame is
    /// presented on this thread, so other tests running beside it do not count.
    private static func writesOfThisThread() -> Int? {
        guard let file = fopen("/proc/thread-self/io", "r") else { return nil }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 128)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if text.hasPrefix("syscw:") { return Int(String(text.dropFirst(6).filter(\.isNumber))) }
        }
        return nil
    }

    private func writes(during present: () -> Void) throws -> Int {
        let before = try #require(Self.writesOfThisThread())
        present()
        return try #require(Self.writesOfThisThread()) - before
    }

    @Test func aFrameIsOneWrite() throws {
        let pty = try PseudoTerminal(size: .reference)
        let terminal = NcursesTerminal(input: pty.slave, output: pty.slave, terminalType: "xterm-256color")
        try terminal.start()
        defer { terminal.stop() }
        terminal.present(SampleFrames.list(selected: 3))
        _ = pty.drainWritten()
        // A list move changes two rows apart: curses moves the cursor between them.
        #expect(try writes { terminal.present(SampleFrames.list(selected: 7)) } == 1)
        #expect(!pty.drainWritten().isEmpty)
        expectScreen(of: terminal, toShow: SampleFrames.list(selected: 7))
        #expect(try writes { terminal.present(SampleFrames.stacked()) } == 1)
        _ = pty.drainWritten()
        expectScreen(of: terminal, toShow: SampleFrames.stacked())
    }
}
