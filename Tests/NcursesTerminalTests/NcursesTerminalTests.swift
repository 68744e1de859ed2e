#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import NcursesTerminal
import Testing
import TerminalCore

/// ncurses runs in-process on a pseudo terminal; curses is global state, so one test at a time.
@Suite(.serialized)
@MainActor
struct NcursesTerminalTests {
    /// A started terminal on a fresh pty, with the start-up output already drained.
    private func startedTerminal(size: Size = .reference) throws -> (NcursesTerminal, PseudoTerminal) {
        let pty = try PseudoTerminal(size: size)
        let terminal = NcursesTerminal(input: pty.slave, output: pty.slave, terminalType: "xterm-256color")
        try terminal.start()
        // The first read writes the keyboard protocol query (no frame was shown); nobody answers.
        #expect(terminal.nextEvent(timeout: .zero) == .timeout)
        _ = pty.drainWritten()
        return (terminal, pty)
    }

    func expectScreen(of terminal: NcursesTerminal, toShow frame: Frame, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let screen = terminal.screenContents()?.canvas else {
            Issue.record("the terminal is not started", sourceLocation: sourceLocation)
            return
        }
        let expected = frame.composed()
        #expect(screen.lines == expected.lines, sourceLocation: sourceLocation)
        if screen.lines == expected.lines {
            for y in 0..<expected.size.height {
                for x in 0..<expected.size.width where screen[x, y] != expected[x, y] {
                    Issue.record("cell (\(x), \(y)): curses shows \(screen[x, y]), expected \(expected[x, y])", sourceLocation: sourceLocation)
                    return
                }
            }
        }
    }

    // MARK: - Refusing

    @Test func refusesNonTerminalsBeforeWritingAnything() throws {
        var pipeDescriptors: [Int32] = [-1, -1]
        #expect(pipe(&pipeDescriptors) == 0)
        defer { pipeDescriptors.forEach { close($0) } }
        _ = fcntl(pipeDescriptors[0], F_SETFL, O_NONBLOCK)
        let pty = try PseudoTerminal()

        let toPipe = NcursesTerminal(input: pty.slave, output: pipeDescriptors[1], terminalType: "xterm-256color")
        #expect(throws: TerminalError.notATerminal("output (file descriptor \(pipeDescriptors[1])) is not a terminal")) {
            try toPipe.start()
        }
        let devNull = open("/dev/null", O_RDWR)
        defer { close(devNull) }
        let fromDevNull = NcursesTerminal(input: devNull, output: pty.slave, terminalType: "xterm-256color")
        #expect(throws: TerminalError.notATerminal("input (file descriptor \(devNull)) is not a terminal")) {
            try fromDevNull.start()
        }
        var buffer = [UInt8](repeating: 0, count: 64)
        #expect(read(pipeDescriptors[0], &buffer, buffer.count) <= 0)
        #expect(pty.drainWritten().isEmpty)
        #expect(!toPipe.isStarted && !fromDevNull.isStarted)
    }

    @Test func refusesUnknownTerminalTypeWithOneLineReason() throws {
        let pty = try PseudoTerminal()
        var modes = termios()
        tcgetattr(pty.slave, &modes)
        let terminal = NcursesTerminal(input: pty.slave, output: pty.slave, terminalType: "no-such-terminal-lc")
        do {
            try terminal.start()
            Issue.record("start() should have thrown")
        } catch let error as TerminalError {
            guard case .unusableTerminalType(let reason) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(reason.contains("no-such-terminal-lc") && !reason.contains("\n"))
        }
        #expect(pty.drainWritten().isEmpty)
        var after = termios()
        tcgetattr(pty.slave, &after)
        #expect(after.c_lflag == modes.c_lflag)
        // Nothing stuck: a good start works after a refused one.
        let good = NcursesTerminal(input: pty.slave, output: pty.slave, terminalType: "xterm-256color")
        try good.start()
        good.stop()
    }

    @Test func refusesTerminalTypesThatCannotMoveTheCursorOrAreMissing() throws {
        let pty = try PseudoTerminal()
        var modes = termios()
        tcgetattr(pty.slave, &modes)
        let dumb = NcursesTerminal(input: pty.slave, output: pty.slave, terminalType: "dumb")
        #expect(throws: TerminalError.self) { try dumb.start() }
        do {
            try dumb.start()
        } catch TerminalError.unusableTerminalType(let reason) {
            #expect(reason.contains("cannot move the cursor"))
        }
        let missing = NcursesTerminal(input: pty.slave, output: pty.slave, terminalType: "")
        #expect(throws: TerminalError.unusableTerminalType("TERM is not set: set it to your terminal's type, for example TERM=xterm-256color")) {
            try missing.start()
        }
        #expect(pty.drainWritten().isEmpty)
        var after = termios()
        tcgetattr(pty.slave, &after)
        #expect(after.c_lflag == modes.c_lflag && after.c_iflag == modes.c_iflag)
    }

    @Test func refusesASecondTerminalWhileOneRuns() throws {
        let (terminal, pty) = try startedTerminal()
        defer { terminal.stop(); withExtendedLifetime(pty) {} }
        let other = try PseudoTerminal()
        let second = NcursesTerminal(input: other.slave, output: other.slave, terminalType: "xterm-256color")
        #expect(throws: TerminalError.setupFailed("another NcursesTerminal is already running in this process")) {
            try second.start()
        }
        #expect(other.drainWritten().isEmpty)
        #expect(terminal.isStarted)
    }

    // MARK: - Drawing

    @Test func showsOverlappingLayersWideCharactersAndColoursAsComposed() throws {
        let (terminal, pty) = try startedTerminal()
        defer { terminal.stop() }
        let frame = SampleFrames.stacked()
        terminal.present(frame)
        let bytes = pty.drainWritten()
        #expect(!bytes.isEmpty)
        expectScreen(of: terminal, toShow: frame)
        #expect(frame.composed().lines[0].hasPrefix("Home 日本語 🙂"))
    }

    @Test func reusesWindowsAcrossMovesResizesRemovalsAndRestacking() throws {
        let (terminal, pty) = try startedTerminal()
        defer { terminal.stop(); withExtendedLifetime(pty) {} }
        var frame = SampleFrames.stacked()
        terminal.present(frame)
        expectScreen(of: terminal, toShow: frame)

        frame.layers[1].origin = Point(x: 20, y: 5) // the sheet moves
        terminal.present(frame)
        expectScreen(of: terminal, toShow: frame)

        var smaller = Canvas(size: Size(width: 20, height: 4)) // the alert shrinks
        smaller.drawBox(smaller.bounds, title: "Small")
        frame.layers[2].canvas = smaller
        terminal.present(frame)
        expectScreen(of: terminal, toShow: frame)

        frame.layers.swapAt(1, 2) // restacked: the sheet now covers the alert
        terminal.present(frame)
        expectScreen(of: terminal, toShow: frame)

        frame.layers.remove(at: 3) // the bottom sheet is dismissed
        frame.layers[1].origin = Point(x: 70, y: 20) // and the alert hangs off the screen
        terminal.present(frame)
        expectScreen(of: terminal, toShow: frame)

        frame.cursor = Point(x: 5, y: 7)
        terminal.present(frame)
        expectScreen(of: terminal, toShow: frame)
        #expect(terminal.screenContents()?.cursor == Point(x: 5, y: 7))
    }

    @Test func layersSharingAnIdGetWindowsOfTheirOwn() throws {
        let (terminal, pty) = try startedTerminal()
        defer { terminal.stop(); withExtendedLifetime(pty) {} }
        var frame = SampleFrames.stacked()
        for index in frame.layers.indices { frame.layers[index].id = "same" }
        terminal.present(frame)
        expectScreen(of: terminal, toShow: frame)
        frame.layers.removeFirst()
        terminal.present(frame)
        expectScreen(of: terminal, toShow: frame)
    }

    @Test func smallerFrameThanScreenLeavesTheRestBlank() throws {
        let (terminal, pty) = try startedTerminal()
        defer { terminal.stop(); withExtendedLifetime(pty) {} }
        terminal.present(SampleFrames.filled("x", style: .bold))
        let frame = SampleFrames.stacked(size: Size(width: 50, height: 15))
        terminal.present(frame)
        var expected = Canvas(size: .reference)
        expected.blit(frame.composed(), at: .zero)
        #expect(terminal.screenContents()?.canvas == expected)
    }

    // MARK: - Bytes written

    @Test func identicalFrameWritesZeroBytes() throws {
        let (terminal, pty) = try startedTerminal()
        defer { terminal.stop() }
        terminal.present(SampleFrames.stacked())
        _ = pty.drainWritten()
        terminal.present(SampleFrames.stacked())
        #expect(terminal.nextEvent(timeout: .zero) == .timeout)
        let bytes = pty.drainWritten()
        print("bytes for an unchanged frame: \(bytes.count)")
        #expect(bytes.isEmpty)
    }

    @Test func movingListSelectionWritesFewBytes() throws {
        let (terminal, pty) = try startedTerminal()
        defer { terminal.stop() }
        terminal.present(SampleFrames.list(selected: 3))
        let first = pty.drainWritten()
        terminal.present(SampleFrames.list(selected: 4))
        let move = pty.drainWritten()
        expectScreen(of: terminal, toShow: SampleFrames.list(selected: 4))
        terminal.present(SampleFrames.filled("#", style: Style(foreground: .red, background: .blue)))
        let full = pty.drainWritten()
        print("bytes: first list frame \(first.count), selection moved \(move.count), full-screen change \(full.count)")
        #expect(move.count > 0 && move.count < 200)
    }

    // MARK: - Input

    @Test func mapsTerminfoKeyStringsToKeys() throws {
        let (terminal, pty) = try startedTerminal()
        defer { terminal.stop() }
        var expectations: [(String, KeyEvent)] = [
            ("kcuu1", .up), ("kcud1", .down), ("kcub1", .left), ("kcuf1", .right),
            ("kpp", .pageUp), ("knp", .pageDown), ("khome", .home), ("kend", .end),
            ("kdch1", .delete), ("kich1", KeyEvent(.insert)), ("kcbt", .backTab), ("kbs", .backspace),
        ]
        for n in 1...12 { expectations.append(("kf\(n)", .f(n))) }
        for (capability, expected) in expectations {
            let sequence = try #require(terminal.terminfoString(capability), "xterm-256color has \(capability)")
            pty.type(sequence)
            #expect(terminal.nextEvent(timeout: .seconds(60)) == .event(.key(expected)), "\(capability)")
        }
    }

    @Test func mapsEscapeAltUnicodeAndControlKeys() throws {
        let (terminal, pty) = try startedTerminal()
        defer { terminal.stop() }
        let cases: [(String, KeyEvent)] = [
            ("\u{1B}", .escape), ("\u{1B}x", .alt("x")), ("日", .char("日")), ("🙂", .char("🙂")),
            ("\u{01}", .ctrl("a")), ("\r", .enter), ("\t", .tab), ("q", .char("q")), ("\u{7F}", .backspace),
        ]
        for (typed, expected) in cases {
            pty.type(typed)
            #expect(terminal.nextEvent(timeout: .seconds(60)) == .event(.key(expected)), "\(typed.unicodeScalars.map { $0.value })")
        }
        pty.type("\u{1B}\u{1B}")
        #expect(terminal.nextEvent(timeout: .seconds(60)) == .event(.key(.escape)))
        #expect(terminal.nextEvent(timeout: .seconds(60)) == .event(.key(.escape)))
        let reading = pty.drainWritten()
        #expect(reading.isEmpty, "reading keys wrote \(reading.count) bytes")
    }

    /// A lone Esc is read after 25 ms (or `ESCDELAY`), not curses' default second: Esc is the
    /// back gesture and must feel instant. (Counted in curses itself, not timed on the screen.)
    @Test func startingSetsTheShortEscapeDelay() throws {
        let (terminal, pty) = try startedTerminal()
        defer { terminal.stop(); withExtendedLifetime(pty) {} }
        let configured = getenv("ESCDELAY").map { String(cString: $0) }
        #expect(terminal.activeEscapeDelay == NcursesTerminal.escapeDelay(environment: configured))
        #expect(NcursesTerminal.escapeDelay(environment: nil) == 25)
    }

    @Test func timesOutWithoutInput() throws {
        let (terminal, pty) = try startedTerminal()
        defer { terminal.stop(); withExtendedLifetime(pty) {} }
        let clock = ContinuousClock()
        let start = clock.now
        #expect(terminal.nextEvent(timeout: .milliseconds(60)) == .timeout)
        // A timeout never ends early; how late it ends is the machine's business, not the test's.
        #expect(clock.now - start >= .milliseconds(55))
    }

    @Test func returnsClosedAtOnceAndForGoodWhenTheTerminalHangsUp() throws {
        let (terminal, pty) = try startedTerminal()
        defer { terminal.stop(); withExtendedLifetime(pty) {} }
        pty.hangUp()
        // At once: closed, not a timeout of the wait (which would answer `.timeout`), and for good
        // (a wait without a timeout would never return if the hang-up were forgotten).
        #expect(terminal.nextEvent(timeout: .seconds(30)) == .closed)
        #expect(terminal.nextEvent(timeout: nil) == .closed, "a hang-up is for good")
    }

    @Test func sigintIsReadAsControlC() throws {
        let (terminal, pty) = try startedTerminal()
        defer { terminal.stop(); withExtendedLifetime(pty) {} }
        // To the process, as a terminal sends it: the test's own thread may block signals
        // (libdispatch workers do), so the handler runs elsewhere and must wake the wait.
        kill(getpid(), SIGINT)
        #expect(terminal.nextEvent(timeout: .seconds(60)) == .event(.key(.ctrl("c"))))
        #expect(terminal.nextEvent(timeout: .milliseconds(20)) == .timeout)
    }

    @Test func resizeIsReportedWithTheNewSize() throws {
        let (terminal, pty) = try startedTerminal()
        defer { terminal.stop() }
        terminal.present(SampleFrames.stacked())
        let newSize = Size(width: 60, height: 20)
        pty.resize(to: newSize)
        kill(getpid(), SIGWINCH) // a pty that is not the controlling terminal sends none itself
        #expect(terminal.nextEvent(timeout: .seconds(60)) == .event(.resize(newSize)))
        #expect(terminal.size == newSize)
        let frame = SampleFrames.stacked(size: newSize)
        terminal.present(frame)
        expectScreen(of: terminal, toShow: frame)
    }

    // MARK: - Restoring

    @Test func stopRestoresTheTerminalAndIsIdempotent() throws {
        let pty = try PseudoTerminal()
        var before = termios()
        tcgetattr(pty.slave, &before)
        let handlersBefore = Self.signalHandlers()
        let terminal = NcursesTerminal(input: pty.slave, output: pty.slave, terminalType: "xterm-256color")
        try terminal.start()
        let restore = try #require(terminal.crashRestoreSequence)
        let exitAlternateScreen = try #require(terminal.terminfoString("rmcup"))
        let showCursor = try #require(terminal.terminfoString("cnorm"))
        #expect(restore.contains(exitAlternateScreen) && restore.contains(showCursor))
        var during = termios()
        tcgetattr(pty.slave, &during)
        #expect(during.c_lflag & tcflag_t(ICANON | ECHO) == 0)
        terminal.present(SampleFrames.list(selected: 0))
        _ = pty.drainWritten()

        terminal.stop()
        let bytes = pty.drainWritten()
        #expect(bytes.contains(exitAlternateScreen))
        var after = termios()
        tcgetattr(pty.slave, &after)
        #expect(after.c_lflag == before.c_lflag && after.c_iflag == before.c_iflag && after.c_oflag == before.c_oflag)
        #expect(Self.signalHandlers() == handlersBefore)
        terminal.stop()
        terminal.present(SampleFrames.list(selected: 1))
        #expect(terminal.nextEvent(timeout: .zero) == .closed)
        #expect(pty.drainWritten().isEmpty)
        #expect(!terminal.isStarted)
    }

    @Test func everySignalThatWouldEndTheProcessIsTakenOverWhileStartedButAnIgnoredOneIsLeftAlone() throws {
        let ignored = SIGUSR2
        let previous = signal(ignored, SIG_IGN)
        defer { signal(ignored, previous) }
        let handlersBefore = Self.signalHandlers()
        let pty = try PseudoTerminal()
        let terminal = NcursesTerminal(input: pty.slave, output: pty.slave, terminalType: "xterm-256color")
        try terminal.start()
        for (index, number) in Self.endingSignals.enumerated() where handlersBefore[index] == 0 {
            #expect(Self.signalHandler(number) > 1, "signal \(number) still has its default action: it would leave the terminal raw")
        }
        for number in [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS, SIGQUIT] {
            #expect(Self.signalHandler(number) > 1, "crash signal \(number) is not ours")
        }
        #expect(Self.signalHandler(ignored) == 1, "an ignored signal was taken over")
        terminal.stop()
        #expect(Self.signalHandlers() == handlersBefore)
    }
}

extension NcursesTerminalTests {
    /// Every signal whose default action ends the process (`man 7 signal`), real-time ones too.
    static let endingSignals: [Int32] = [
        SIGINT, SIGTERM, SIGHUP, SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE, SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF,
        SIGSTKFLT, SIGIO, SIGPWR, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS, SIGQUIT,
    ] + Array(__libc_current_sigrtmin()...__libc_current_sigrtmax())

    /// The handler addresses of the signals the terminal takes over.
    static func signalHandlers() -> [UInt] {
        (endingSignals + [SIGWINCH]).map(signalHandler)
    }

    /// The handler address of one signal (0 = SIG_DFL, 1 = SIG_IGN).
    static func signalHandler(_ signal: Int32) -> UInt {
        var action = sigaction()
        sigaction(signal, nil, &action)
        return unsafeBitCast(action.__sigaction_handler.sa_handler, to: UInt.self)
    }
}

extension Array where Element == UInt8 {
    func contains(_ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty, needle.count <= count else { return needle.isEmpty }
        return (0...(count - needle.count)).contains { self[$0..<($0 + needle.count)].elementsEqual(needle) }
    }
}
