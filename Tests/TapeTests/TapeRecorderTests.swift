import Tape
import TerminalCore
import TerminalUI
import Testing

@MainActor
@Suite struct TapeRecorderTests {
    /// An interactive session of the test host: its terminal, clock and app.
    @MainActor
    private struct Session {
        let terminal: HeadlessTerminal
        let clock: VirtualClock
        let session: TestSession
        var application: Application { session.application }

        init(route: String? = nil, size: Size = .reference) throws {
            terminal = HeadlessTerminal(size: size)
            clock = VirtualClock()
            let made = try TestHost().makeSession(terminal: terminal, clock: clock, route: route)
            session = try #require(made as? TestSession)
            session.application.start()
        }

        /// Keys as a real terminal delivers them: one at a time through the input queue.
        func press(_ keys: KeyEvent...) {
            for key in keys {
                terminal.enqueue(.key(key))
                application.processPendingInput()
            }
        }

        func type(_ text: String) {
            for character in text { press(.char(character)) }
        }

        func resize(_ size: Size) {
            terminal.resize(to: size)
            application.processPendingInput()
        }

        /// Time passing with the app asleep (nothing due): the clock moves, nothing runs.
        func idle(_ duration: Duration) {
            clock.advance(by: duration)
        }

        /// Time passing with the app waking up for its timers.
        func wait(_ duration: Duration) {
            application.advance(by: duration, on: clock)
        }
    }

    @Test func aRecordedSessionReplaysToTheSameScreen() async throws {
        let live = try Session(route: "list")
        let recorder = TapeRecorder(application: live.application, route: "list")
        recorder.start()
        live.press(.down, .down, .enter)
        live.idle(.milliseconds(200))
        live.press(.escape)
        live.type("a")
        live.idle(.seconds(3))
        live.press(.right, .escape)
        live.resize(Size(width: 40, height: 12))
        live.press(.end, .up, .enter)
        recorder.stop()

        let text = recorder.tapeText(header: ["Recorded by a test"])
        #expect(text == """
        # Recorded by a test
        Size 80x24
        Route list
        Down 2
        Enter
        Escape
        Type "a"
        Sleep 3200ms
        Right
        Escape
        Resize 40x12
        End
        Up
        Enter

        """)
        let replayed = try #require(await replay(text + "ExpectTitle \"Item 11\"\n"))
        #expect(replayed.passed, "\(replayed.failures)")
        #expect(replayed.screen == live.terminal.lines)
        #expect(replayed.keysSent == 10)
        #expect(replayed.duration == live.clock.elapsed)
    }

    @Test func deeplinksOpenedFromOutsideAreRecordedAndReplayed() async throws {
        let live = try Session(route: "list")
        let recorder = TapeRecorder(application: live.application, route: "list")
        recorder.start()
        recorder.recordDeeplink("test://item/7")
        live.session.openDeeplink("test://item/7")
        live.application.settle()
        live.press(.escape)
        recorder.stop()
        let text = recorder.tapeText()
        #expect(text.contains("Deeplink \"test://item/7\"\nEscape\n"))
        let replayed = try #require(await replay(text))
        #expect(replayed.passed, "\(replayed.failures)")
        #expect(replayed.screen == live.terminal.lines)
    }

    @Test func pastesAreRecordedAsOnePasteEachAndReplayed() async throws {
        let live = try Session(route: "list")
        let recorder = TapeRecorder(application: live.application, route: "list")
        recorder.start()
        live.terminal.enqueue(.paste("two\nlines\t\u{1B}[2J"))
        await live.application.processPendingInput()
        live.press(.enter)
        recorder.stop()
        let text = recorder.tapeText()
        #expect(text.contains("Paste \"two\\nlines\\t\\u{1B}[2J\"\nEnter\n"), "\(text)")
        #expect(recorder.inputs.first == .paste("two\nlines\t\u{1B}[2J"))
        let replayed = try #require(await replay(text))
        #expect(replayed.passed, "\(replayed.failures)")
        #expect(replayed.screen == live.terminal.lines)
    }

    @Test func pausesInWhichTimersRanAreKeptHoweverShort() async throws {
        let live = try Session(route: "loading")
        let recorder = TapeRecorder(application: live.application, route: "loading", minimumSleep: .seconds(10))
        recorder.start()
        live.idle(.milliseconds(1500))
        live.press(.char("?"))
        live.wait(.milliseconds(600))
        live.press(.char("?"))
        recorder.stop()
        #expect(live.terminal.contains("Loaded"))
        #expect(recorder.inputs == [.key(.char("?")), .sleep(.milliseconds(2100)), .key(.char("?"))])

        let replayed = try #require(await replay(recorder.tapeText()))
        #expect(replayed.passed, "\(replayed.failures)")
        #expect(replayed.screen == live.terminal.lines)
    }

    @Test func aFinalWaitForTimersIsKept() async throws {
        let live = try Session(route: "loading")
        let recorder = TapeRecorder(application: live.application, route: "loading")
        recorder.start()
        live.wait(.seconds(2))
        recorder.stop()
        #expect(recorder.commands == [.sleep(.seconds(2))])
        let replayed = try #require(await replay(recorder.tapeText() + "Expect \"Loaded\"\n"))
        #expect(replayed.passed, "\(replayed.failures)")
    }

    @Test func shortIdlePausesAreCarriedIntoTheNextSleep() throws {
        let live = try Session()
        let recorder = TapeRecorder(application: live.application, minimumSleep: .milliseconds(500))
        recorder.start()
        live.idle(.milliseconds(300))
        live.press(.down)
        live.idle(.milliseconds(300))
        live.press(.down)
        live.idle(.milliseconds(100))
        live.press(.down)
        recorder.stop()
        #expect(recorder.inputs == [.key(.down), .sleep(.milliseconds(600)), .key(.down), .key(.down)])
    }

    @Test func resizesAreRecordedWhenTheyHappen() throws {
        let live = try Session()
        let recorder = TapeRecorder(application: live.application)
        recorder.start()
        live.resize(Size(width: 50, height: 20))
        live.resize(Size(width: 40, height: 12))
        live.press(.down)
        live.resize(Size(width: 60, height: 20))
        recorder.stop()
        #expect(recorder.size == .reference)
        #expect(recorder.inputs == [.resize(Size(width: 50, height: 20)), .resize(Size(width: 40, height: 12)), .key(.down),
                                    .resize(Size(width: 60, height: 20))])
    }

    @Test func existingObserversKeepWorkingAndAreRestored() throws {
        let live = try Session()
        var observed: [KeyEvent] = []
        var events = 0
        live.application.keyObserver = { observed.append($0) }
        live.application.afterEvent = { events += 1 }
        let recorder = TapeRecorder(application: live.application)
        recorder.start()
        live.press(.down)
        recorder.stop()
        live.press(.up)
        #expect(observed == [.down, .up])
        #expect(events > 0)
        #expect(recorder.inputs == [.key(.down)])
        #expect(!recorder.isRecording)
    }

    @Test func theTapeIsWrittenToAFile() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let live = try Session(route: "list", size: Size(width: 100, height: 30))
        let recorder = TapeRecorder(application: live.application, route: "list")
        recorder.start()
        live.type("jj")
        live.press(.enter)
        recorder.stop()
        let path = directory.path + "/recordings/session.tape"
        try recorder.write(toFile: path, header: ["Recorded by lcdemo --record"])
        #expect(directory.read("recordings/session.tape") == """
        # Recorded by lcdemo --record
        Size 100x30
        Route list
        Type "jj"
        Enter

        """)
        let result = try await TapeRunner(host: TestHost()).run(contentsOf: path)
        #expect(result.screen == live.terminal.lines)
        #expect(throws: TapeFileError.self) { try recorder.write(toFile: path + "/inside-a-file.tape") }
    }
}
