import Glibc
import NcursesTerminal
import Testing
import TerminalCore

/// Issue 13: the kitty keyboard protocol (instant Esc) and SGR mouse reporting on a pseudo
/// terminal that answers like a kitty-protocol terminal, or like one that does not.
extension NcursesTerminalTests {
    private static let kittyAnswer = "\u{1B}[?0u\u{1B}[?62;22c"
    private static let legacyAnswer = "\u{1B}[?62;22c"

    /// Starts a terminal whose pty already holds `answer` (what the terminal replies to the
    /// probe), returning what start wrote.
    private func start(answering answer: String?, mouse: Bool = true) throws -> (NcursesTerminal, PseudoTerminal, [UInt8]) {
        let pty = try PseudoTerminal()
        if let answer { pty.type(answer) }
        let terminal = NcursesTerminal(input: pty.slave, output: pty.slave, terminalType: "xterm-256color",
                                       mouse: mouse, keyboardProbeTimeout: .milliseconds(300))
        try terminal.start()
        return (terminal, pty, pty.drain())
    }

    private static func contains(_ haystack: [UInt8], _ needle: String) -> Bool {
        let bytes = Array(needle.utf8)
        guard bytes.count <= haystack.count else { return false }
        return (0...(haystack.count - bytes.count)).contains { Array(haystack[$0..<($0 + bytes.count)]) == bytes }
    }

    @Test func aKittyTerminalGetsFlagOneAndEscArrivesWithoutTheEscapeDelay() throws {
        let (terminal, pty, started) = try start(answering: Self.kittyAnswer)
        defer { terminal.stop() }
        #expect(Self.contains(started, "\u{1B}[?u\u{1B}[c"))
        #expect(Self.contains(started, "\u{1B}[>1u"))
        #expect(terminal.isKittyKeyboardActive)

        pty.type("\u{1B}[27u")
        let clock = ContinuousClock()
        let begin = clock.now
        #expect(terminal.nextEvent(timeout: .seconds(2)) == .event(.key(.escape)))
        // The whole sequence is there at once: nothing waits for ESCDELAY (25 ms).
        #expect(clock.now - begin < .milliseconds(20))

        pty.type("\u{1B}[99;5u")
        #expect(terminal.nextEvent(timeout: .seconds(2)) == .event(.key(.ctrl("c"))))
        pty.type("\u{1B}[120;3u")
        #expect(terminal.nextEvent(timeout: .seconds(2)) == .event(.key(.alt("x"))))
        pty.type("\u{1B}[9;2u")
        #expect(terminal.nextEvent(timeout: .seconds(2)) == .event(.key(.backTab)))
        pty.type("\u{1B}[13;5u")
        #expect(terminal.nextEvent(timeout: .seconds(2)) == .event(.key(KeyEvent(.enter, [.control]))))
    }

    @Test func aTerminalAnsweringOnlyDeviceAttributesKeepsTheEscapeDelay() throws {
        let (terminal, pty, started) = try start(answering: Self.legacyAnswer)
        defer { terminal.stop() }
        #expect(Self.contains(started, "\u{1B}[?u\u{1B}[c"))
        #expect(!Self.contains(started, "\u{1B}[>1u"))
        #expect(!terminal.isKittyKeyboardActive)
        pty.type([27])
        #expect(terminal.nextEvent(timeout: .seconds(2)) == .event(.key(.escape)))
        pty.type("\u{1B}x")
        #expect(terminal.nextEvent(timeout: .seconds(2)) == .event(.key(.alt("x"))))
    }

    @Test func aSilentTerminalIsTreatedAsNotSpeakingTheProtocolAndKeysTypedMeanwhileAreKept() throws {
        let (terminal, pty, _) = try start(answering: "ab" + Self.legacyAnswer + "c")
        defer { terminal.stop() }
        #expect(!terminal.isKittyKeyboardActive)
        #expect(terminal.nextEvent(timeout: .seconds(1)) == .event(.key(.char("a"))))
        #expect(terminal.nextEvent(timeout: .seconds(1)) == .event(.key(.char("b"))))
        #expect(terminal.nextEvent(timeout: .seconds(1)) == .event(.key(.char("c"))))
        _ = pty

        let (silent, _, _) = try { () throws -> (NcursesTerminal, PseudoTerminal, [UInt8]) in
            terminal.stop()
            return try start(answering: nil)
        }()
        defer { silent.stop() }
        #expect(!silent.isKittyKeyboardActive)
    }

    @Test func sgrMouseReportsBecomeClicksAndWheelNotchesAndReleasesAreIgnored() throws {
        let (terminal, pty, started) = try start(answering: Self.legacyAnswer)
        defer { terminal.stop() }
        #expect(terminal.isMouseReportingActive)
        #expect(Self.contains(started, "\u{1B}[?1000h\u{1B}[?1006h"))
        pty.type("\u{1B}[<0;5;3M\u{1B}[<0;5;3m")
        #expect(terminal.nextEvent(timeout: .seconds(1)) == .event(.mouse(MouseEvent(.click, at: Point(x: 4, y: 2)))))
        pty.type("\u{1B}[<64;10;7M\u{1B}[<65;10;7M\u{1B}[<2;1;1M")
        #expect(terminal.nextEvent(timeout: .seconds(1)) == .event(.mouse(MouseEvent(.scrollUp, at: Point(x: 9, y: 6)))))
        #expect(terminal.nextEvent(timeout: .seconds(1)) == .event(.mouse(MouseEvent(.scrollDown, at: Point(x: 9, y: 6)))))
        // A right click is not an event.
        #expect(terminal.nextEvent(timeout: .milliseconds(100)) == .timeout)
        pty.type("q")
        #expect(terminal.nextEvent(timeout: .seconds(1)) == .event(.key(.char("q"))))
    }

    @Test func withoutMouseNothingAsksForMouseReporting() throws {
        let (terminal, _, started) = try start(answering: Self.legacyAnswer, mouse: false)
        defer { terminal.stop() }
        #expect(!terminal.isMouseReportingActive)
        #expect(!Self.contains(started, "\u{1B}[?1000h"))
        #expect(!Self.contains(started, "\u{1B}[?1006h"))
    }

    @Test func stopAndTheCrashSequenceSwitchKittyModeAndMouseReportingOffBeforeLeavingTheAlternateScreen() throws {
        let (terminal, pty, _) = try start(answering: Self.kittyAnswer)
        let crash = terminal.crashRestoreSequence ?? []
        let off = "\u{1B}[?1006l\u{1B}[?1000l\u{1B}[<u"
        #expect(Self.contains(crash, off))
        let rmcup = terminal.terminfoString("rmcup") ?? []
        #expect(Array(crash.prefix(off.utf8.count)) == Array(off.utf8))
        #expect(!rmcup.isEmpty)
        terminal.stop()
        let stopped = pty.drain()
        #expect(Self.contains(stopped, off))
        if let offEnd = (0..<stopped.count).first(where: { Array(stopped[$0..<min(stopped.count, $0 + off.utf8.count)]) == Array(off.utf8) }),
           let rmcupStart = (0..<stopped.count).first(where: { Array(stopped[$0..<min(stopped.count, $0 + rmcup.count)]) == rmcup }) {
            #expect(offEnd < rmcupStart)
        } else {
            Issue.record("stop wrote \(stopped)")
        }
    }

    @Test func escapeDelayHonoursTheEnvironmentVariable() {
        #expect(NcursesTerminal.escapeDelay(environment: nil) == 25)
        #expect(NcursesTerminal.escapeDelay(environment: "10") == 10)
        #expect(NcursesTerminal.escapeDelay(environment: "0") == 0)
        #expect(NcursesTerminal.escapeDelay(environment: "soon") == 25)
        #expect(NcursesTerminal.escapeDelay(environment: "99999") == 25)
    }
}
