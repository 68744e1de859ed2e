#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import NcursesTerminal
import Testing
import TerminalCore

/// The kitty keyboard protocol (instant Esc), SGR mouse reporting and bracketed paste, on a
/// pseudo terminal that answers the start-up probe like a kitty-protocol terminal, like one
/// that does not, late, split, or never.
extension NcursesTerminalTests {
    private static let kittyAnswer = "\u{1B}[?0u\u{1B}[?62;22c"
    private static let legacyAnswer = "\u{1B}[?62;22c"
    private static let query = "\u{1B}[?u\u{1B}[c"
    private static let push = "\u{1B}[>1u"

    /// A started terminal that has shown its first frame, and what start and that frame wrote.
    private func startShowingAFrame(mouse: Bool = true, sequenceWait: Int32? = nil) throws -> (NcursesTerminal, PseudoTerminal, [UInt8]) {
        let pty = try PseudoTerminal()
        let terminal = NcursesTerminal(input: pty.slave, output: pty.slave, terminalType: "xterm-256color", mouse: mouse)
        if let sequenceWait { terminal.sequenceWait = sequenceWait }
        try terminal.start()
        terminal.present(SampleFrames.list(selected: 0))
        return (terminal, pty, pty.drainWritten())
    }

    /// Starts a terminal, shows a frame, then the terminal answers `answer`; the answer is read.
    private func start(answering answer: String?, mouse: Bool = true) throws -> (NcursesTerminal, PseudoTerminal, [UInt8]) {
        let (terminal, pty, started) = try startShowingAFrame(mouse: mouse)
        if let answer {
            // A key after the answer: once it is read, so is the answer (however late the pty
            // hands it over on a busy machine), and nothing came before it.
            pty.type(answer + "z")
            #expect(terminal.nextEvent(timeout: .seconds(60)) == .event(.key(.char("z"))), "an answer is not an event")
        }
        return (terminal, pty, started + pty.drainWritten())
    }

    private static func contains(_ haystack: [UInt8], _ needle: String) -> Bool {
        position(of: needle, in: haystack) != nil
    }

    private static func position(of needle: String, in haystack: [UInt8]) -> Int? {
        let bytes = Array(needle.utf8)
        guard bytes.count <= haystack.count else { return nil }
        return (0...(haystack.count - bytes.count)).first { Array(haystack[$0..<($0 + bytes.count)]) == bytes }
    }

    @Test func theProbeGoesOutAfterTheFirstFrameAndStartWritesNoQuery() throws {
        let pty = try PseudoTerminal()
        let terminal = NcursesTerminal(input: pty.slave, output: pty.slave, terminalType: "xterm-256color")
        try terminal.start()
        defer { terminal.stop() }
        let started = pty.drainWritten()
        #expect(!Self.contains(started, Self.query), "start waits for nothing and asks nothing")
        terminal.present(SampleFrames.list(selected: 0))
        let framed = pty.drainWritten()
        let query = try #require(Self.position(of: Self.query, in: framed))
        #expect(Self.contains(Array(framed[..<query]), "Product 1"), "the frame comes first")
        terminal.present(SampleFrames.list(selected: 1))
        #expect(!Self.contains(pty.drainWritten(), Self.query), "asked once")
    }

    @Test func withoutTheKeyboardProtocolNothingIsAsked() throws {
        let pty = try PseudoTerminal()
        let terminal = NcursesTerminal(input: pty.slave, output: pty.slave, terminalType: "xterm-256color", keyboardProtocol: false)
        try terminal.start()
        defer { terminal.stop() }
        terminal.present(SampleFrames.list(selected: 0))
        #expect(terminal.nextEvent(timeout: .zero) == .timeout)
        #expect(!Self.contains(pty.drainWritten(), Self.query))
    }

    @Test func aKittyTerminalGetsFlagOneWhenItAnswersAndEscArrivesWithoutTheEscapeDelay() throws {
        let (terminal, pty, started) = try start(answering: Self.kittyAnswer)
        defer { terminal.stop() }
        #expect(Self.contains(started, Self.query))
        #expect(Self.contains(started, Self.push))
        #expect(terminal.isKittyKeyboardActive)

        pty.type("\u{1B}[27u")
        #expect(terminal.nextEvent(timeout: .seconds(60)) == .event(.key(.escape)))
        pty.type("\u{1B}[99;5u")
        #expect(terminal.nextEvent(timeout: .seconds(60)) == .event(.key(.ctrl("c"))))
        pty.type("\u{1B}[120;3u")
        #expect(terminal.nextEvent(timeout: .seconds(60)) == .event(.key(.alt("x"))))
        pty.type("\u{1B}[9;2u")
        #expect(terminal.nextEvent(timeout: .seconds(60)) == .event(.key(.backTab)))
        pty.type("\u{1B}[13;5u")
        #expect(terminal.nextEvent(timeout: .seconds(60)) == .event(.key(KeyEvent(.enter, [.control]))))
        pty.type("\u{1B}[97;2u")
        #expect(terminal.nextEvent(timeout: .seconds(60)) == .event(.key(.char("A"))))
    }

    @Test func anAnswerSplitAcrossReadsIsStillAnAnswer() throws {
        let (terminal, pty, _) = try startShowingAFrame(sequenceWait: 10_000)
        defer { terminal.stop() }
        // The rest arrives 10 ms after the start, while the terminal is reading (a thread of its
        // own: a task could wait for a pool thread that this test's blocking read holds; the
        // long sequence wait keeps a writer the machine wakes late from splitting the answer).
        let master = pty.master
        let parts = ["\u{1B}[?", "1u\u{1B}[?62", ";22", "cx"].map { Array($0.utf8) }
        let writer = Thread {
            for part in parts {
                Self.writeAll(part, to: master)
                usleep(10_000)
            }
        }
        writer.start()
        #expect(terminal.nextEvent(timeout: .seconds(60)) == .event(.key(.char("x"))), "the answer is no key")
        #expect(terminal.isKittyKeyboardActive)
        #expect(Self.contains(pty.drainWritten(), Self.push))
    }

    @Test func keysTypedAroundALateAnswerKeepTheirOrderAndTheAnswerIsNeverAKey() throws {
        let (terminal, pty, _) = try startShowingAFrame()
        defer { terminal.stop() }
        pty.type("ab")
        #expect(terminal.nextEvent(timeout: .seconds(60)) == .event(.key(.char("a"))))
        // Before the terminal said it speaks the protocol, `CSI … u` is not a key.
        pty.type("\u{1B}[120;5u")
        #expect(terminal.nextEvent(timeout: .seconds(60)) == .event(.key(.char("b"))))
        #expect(terminal.nextEvent(timeout: .milliseconds(50)) == .timeout)
        pty.type("c\u{1B}[?1uq\u{1B}[?62;22cd")
        #expect(terminal.nextEvent(timeout: .seconds(60)) == .event(.key(.char("c"))))
        #expect(terminal.nextEvent(timeout: .seconds(60)) == .event(.key(.char("q"))))
        #expect(terminal.nextEvent(timeout: .seconds(60)) == .event(.key(.char("d"))))
        #expect(terminal.nextEvent(timeout: .milliseconds(50)) == .timeout)
        #expect(terminal.isKittyKeyboardActive)
        pty.type("\u{1B}[120;5u")
        #expect(terminal.nextEvent(timeout: .seconds(60)) == .event(.key(.ctrl("x"))))
    }

    @Test func aTerminalAnsweringOnlyDeviceAttributesKeepsTheEscapeDelay() throws {
        let (terminal, pty, started) = try start(answering: Self.legacyAnswer)
        defer { terminal.stop() }
        #expect(Self.contains(started, Self.query))
        #expect(!Self.contains(started, Self.push))
        #expect(!terminal.isKittyKeyboardActive)
        pty.type([27])
        #expect(terminal.nextEvent(timeout: .seconds(60)) == .event(.key(.escape)))
        pty.type("\u{1B}x")
        #expect(terminal.nextEvent(timeout: .seconds(60)) == .event(.key(.alt("x"))))
        pty.type("\u{1B}[27u")
        #expect(terminal.nextEvent(timeout: .milliseconds(50)) == .timeout)
    }

    @Test func aSilentTerminalCostsNothingAndKeysStillArrive() throws {
        let (terminal, pty, _) = try start(answering: nil)
        defer { terminal.stop() }
        #expect(!terminal.isKittyKeyboardActive)
        pty.type("ab")
        #expect(terminal.nextEvent(timeout: .seconds(60)) == .event(.key(.char("a"))))
        #expect(terminal.nextEvent(timeout: .seconds(60)) == .event(.key(.char("b"))))
    }

    @Test func hostileNumbersInKittyKeysMouseReportsAndRepliesAreIgnored() throws {
        let (terminal, pty, _) = try start(answering: Self.kittyAnswer)
        defer { terminal.stop() }
        let hostile = [
            "\u{1B}[97;-9223372036854775808u", "\u{1B}[97;9223372036854775807u", "\u{1B}[97;0u",
            "\u{1B}[-97u", "\u{1B}[99999999999999999999999u", "\u{1B}[1114112u", "\u{1B}[55296u",
            "\u{1B}[97;+5u", "\u{1B}[97; 5u", "\u{1B}[97;257u",
            "\u{1B}[<0;-1;5M", "\u{1B}[<0;99999999999999999999;5M", "\u{1B}[<-9223372036854775808;1;1M",
            "\u{1B}[<0;0;0M", "\u{1B}[<0;1M", "\u{1B}[<;;M",
            "\u{1B}[?-1u", "\u{1B}[?99999999999999999999u", "\u{1B}[?1;-2c", "\u{1B}[200;1~",
        ]
        for sequence in hostile {
            pty.type(sequence)
            #expect(terminal.nextEvent(timeout: .milliseconds(30)) == .timeout, "\(sequence.dropFirst())")
        }
        pty.type("z")
        #expect(terminal.nextEvent(timeout: .seconds(60)) == .event(.key(.char("z"))))
    }

    @Test func shiftWithALetterWhoseUppercaseIsTwoCharactersKeepsTheLetter() throws {
        let (terminal, pty, _) = try start(answering: Self.kittyAnswer)
        defer { terminal.stop() }
        // ß → "SS", ŉ → "ʼN", ﬁ → "FI", և → "ԵՒ": none is one character.
        for letter in ["ß", "ŉ", "ﬁ", "\u{587}"] {
            let code = try #require(letter.unicodeScalars.first).value
            pty.type("\u{1B}[\(code);2u")
            #expect(terminal.nextEvent(timeout: .seconds(60)) == .event(.key(.char(Character(letter)))), "\(letter)")
            pty.type("\u{1B}[\(code);6u")
            #expect(terminal.nextEvent(timeout: .seconds(60)) == .event(.key(KeyEvent(.character(Character(letter)), [.control, .shift]))), "\(letter)")
        }
        pty.type("\u{1B}[233;2u")
        #expect(terminal.nextEvent(timeout: .seconds(60)) == .event(.key(.char("É"))))
    }

    @Test func aBracketedPasteIsOneEventWhoseKeysAreText() throws {
        let (terminal, pty, started) = try start(answering: Self.legacyAnswer)
        defer { terminal.stop() }
        #expect(Self.contains(started, "\u{1B}[?2004h"))
        pty.type("\u{1B}[200~q\rEsc\u{1B} \u{1B}[A日本 👍🏽\u{1B}[20x\u{7F}\u{1B}[201~z")
        #expect(terminal.nextEvent(timeout: .seconds(60)) == .event(.paste("q\rEsc\u{1B} \u{1B}[A日本 👍🏽\u{1B}[20x\u{7F}")))
        #expect(terminal.nextEvent(timeout: .seconds(60)) == .event(.key(.char("z"))))

        // Split across reads, and empty.
        pty.type("\u{1B}[200~ab")
        usleep(20_000)
        pty.type("c\u{1B}[2")
        usleep(20_000)
        pty.type("01~\u{1B}[200~\u{1B}[201~")
        #expect(terminal.nextEvent(timeout: .seconds(60)) == .event(.paste("abc")))
        #expect(terminal.nextEvent(timeout: .seconds(60)) == .event(.paste("")))
        #expect(terminal.nextEvent(timeout: .milliseconds(50)) == .timeout)
    }

    @Test func aLargePasteArrivesWhole() throws {
        let (terminal, pty, _) = try start(answering: Self.legacyAnswer)
        defer { terminal.stop() }
        let line = String(repeating: "0123456789abcdé漢", count: 8) + "\r"
        let text = String(repeating: line, count: 400) // 51 KB
        // A second paste and keys follow at once: they share the paste's last read.
        let bytes = Array("\u{1B}[200~\(text)\u{1B}[201~\u{1B}[200~日\u{1B}[201~zq".utf8)
        // The pty holds a few KB: write from another thread while the terminal reads (a thread
        // of its own: a task could wait for the pool thread this test's blocking read holds).
        let master = pty.master
        let writer = Thread { Self.writeAll(bytes, to: master) }
        writer.start()
        #expect(terminal.nextEvent(timeout: .seconds(60)) == .event(.paste(text)))
        #expect(terminal.nextEvent(timeout: .seconds(60)) == .event(.paste("日")))
        #expect(terminal.nextEvent(timeout: .seconds(60)) == .event(.key(.char("z"))))
        #expect(terminal.nextEvent(timeout: .seconds(60)) == .event(.key(.char("q"))))
    }

    /// Writes all of `bytes` to a non-blocking descriptor, waiting while it is full.
    nonisolated static func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written > 0 {
                offset += written
                continue
            }
            guard written < 0, errno == EAGAIN || errno == EINTR else { return }
            var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
            _ = poll(&ready, 1, 1000)
        }
    }

    @Test func withoutMouseNothingAsksForMouseReporting() throws {
        let (terminal, _, started) = try start(answering: Self.legacyAnswer, mouse: false)
        defer { terminal.stop() }
        #expect(!terminal.isMouseReportingActive)
        #expect(!Self.contains(started, "\u{1B}[?1000h"))
        #expect(!Self.contains(started, "\u{1B}[?1006h"))
    }

    @Test func sgrMouseReportsBecomeClicksAndWheelNotchesAndReleasesAreIgnored() throws {
        let (terminal, pty, started) = try start(answering: Self.legacyAnswer)
        defer { terminal.stop() }
        #expect(terminal.isMouseReportingActive)
        #expect(Self.contains(started, "\u{1B}[?1000h\u{1B}[?1006h"))
        pty.type("\u{1B}[<0;5;3M\u{1B}[<0;5;3m")
        #expect(terminal.nextEvent(timeout: .seconds(60)) == .event(.mouse(MouseEvent(.click, at: Point(x: 4, y: 2)))))
        pty.type("\u{1B}[<64;10;7M\u{1B}[<65;10;7M\u{1B}[<2;1;1M")
        #expect(terminal.nextEvent(timeout: .seconds(60)) == .event(.mouse(MouseEvent(.scrollUp, at: Point(x: 9, y: 6)))))
        #expect(terminal.nextEvent(timeout: .seconds(60)) == .event(.mouse(MouseEvent(.scrollDown, at: Point(x: 9, y: 6)))))
        // A right click is not an event.
        #expect(terminal.nextEvent(timeout: .milliseconds(100)) == .timeout)
        pty.type("q")
        #expect(terminal.nextEvent(timeout: .seconds(60)) == .event(.key(.char("q"))))
    }

    @Test func stopAndTheCrashSequenceSwitchKittyModeMousePasteOffBeforeLeavingTheAlternateScreen() throws {
        let (terminal, pty, _) = try start(answering: Self.kittyAnswer)
        let crash = terminal.crashRestoreSequence ?? []
        let off = "\u{1B}[?1006l\u{1B}[?1000l\u{1B}[<u\u{1B}[?2004l"
        #expect(Self.contains(crash, off))
        let rmcup = terminal.terminfoString("rmcup") ?? []
        // After CAN, which ends an escape sequence a signal cut in half.
        #expect(Array(crash.prefix(1 + off.utf8.count)) == [0x18] + Array(off.utf8))
        #expect(!rmcup.isEmpty)
        terminal.stop()
        let stopped = pty.drainWritten()
        if let offStart = Self.position(of: off, in: stopped), let rmcupStart = Self.position(of: String(decoding: rmcup, as: UTF8.self), in: stopped) {
            #expect(offStart < rmcupStart)
        } else {
            Issue.record("stop wrote \(stopped)")
        }
    }

    @Test func beforeTheAnswerTheCrashSequenceSwitchesMouseAndPasteOffButPopsNothing() throws {
        let (terminal, _, _) = try start(answering: nil)
        defer { terminal.stop() }
        let crash = terminal.crashRestoreSequence ?? []
        let off = Array("\u{1B}[?1006l\u{1B}[?1000l\u{1B}[?2004l".utf8)
        #expect(Array(crash.prefix(1 + off.count)) == [0x18] + off)
        #expect(!Self.contains(crash, "\u{1B}[<u"))
    }

    @Test func escapeDelayHonoursTheEnvironmentVariable() {
        #expect(NcursesTerminal.escapeDelay(environment: nil) == 25)
        #expect(NcursesTerminal.escapeDelay(environment: "10") == 10)
        #expect(NcursesTerminal.escapeDelay(environment: "0") == 0)
        #expect(NcursesTerminal.escapeDelay(environment: "soon") == 25)
        #expect(NcursesTerminal.escapeDelay(environment: "99999") == 25)
    }
}
