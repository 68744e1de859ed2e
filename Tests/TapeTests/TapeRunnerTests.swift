import Tape
import TerminalCore
import Testing

@MainActor
@Suite struct TapeRunnerTests {
    private struct Boom: Error, CustomStringConvertible {
        var description: String { "boom" }
    }

    /// Row `number` (1-based) of a framed screen, for a row that shows `text` centred on 80 columns.
    private func centredRow(_ number: Int, _ text: String) -> String {
        let left = (80 - text.count) / 2
        return "  \(number) │" + String(repeating: " ", count: left) + text
            + String(repeating: " ", count: 80 - left - text.count) + "│"
    }

    // MARK: - Expect and ExpectNot

    @Test func expectAndExpectNotPassWhenTheScreenAgrees() async throws {
        let result = try #require(await replay("""
        Expect "Items"
        Expect "› Item 1"
        ExpectNot "Item 13"
        Enter
        Expect "Details of Item 1"
        ExpectNot "Item 2"
        """))
        #expect(result.passed)
        #expect(result.failures.isEmpty)
        #expect(result.stepsRun == 6)
        #expect(result.keysSent == 1)
    }

    @Test func expectFailsWithItsLocationTheMessageAndTheWholeScreen() async throws {
        let result = try #require(await replay("""
        Enter
        Expect "Item 1"
        Expect "Item 7"
        Escape
        """))
        let failure = try #require(onlyFailure(result))
        #expect(!result.passed)
        #expect(failure.location == TapeLocation(file: "t.tape", line: 3, column: 1))
        #expect(failure.kind == .notOnScreen("Item 7"))
        #expect(failure.headline == "t.tape:3: expected \"Item 7\" on screen")
        #expect(failure.lines.count == 1 + 24 + 2)
        #expect(failure.lines[1] == "    ┌─ 80x24 " + String(repeating: "─", count: 72) + "┐")
        #expect(failure.lines[2].hasPrefix("  1 │ ‹ Esc "))
        #expect(failure.lines[2].contains("Item 1"))
        #expect(failure.lines[4] == "  3 │" + " Details of Item 1".padding(80) + "│")
        #expect(failure.lines[25].hasPrefix(" 24 │ Esc Back"))
        #expect(failure.lines[26] == "    └" + String(repeating: "─", count: 80) + "┘")
        #expect(failure.description == failure.lines.joined(separator: "\n"))
        // The tape stopped at the failure: Escape was never sent.
        #expect(result.stepsRun == 2)
        #expect(result.keysSent == 1)
        #expect(result.screen == failure.screen)
    }

    @Test func expectNotFailsWhenTheScreenShowsTheText() async throws {
        let failure = try #require(await onlyFailure(replay("Down\nExpectNot \"Item 12\"\n")))
        #expect(failure.kind == .onScreen("Item 12"))
        #expect(failure.headline == "t.tape:2: expected \"Item 12\" not on screen")
        #expect(failure.screen.count == 24)
    }

    @Test func expectMatchesAcrossConsecutiveRows() async throws {
        let tape = Tape(path: "api", commands: [
            TapeStep(.expect("› Item 1\n   Item 2"), at: TapeLocation(file: "api", line: 1, column: 1)),
            TapeStep(.expectNot("Item 2\n   Item 1"), at: TapeLocation(file: "api", line: 2, column: 1)),
        ])
        let result = await TapeRunner(host: TestHost()).run(tape)
        #expect(result.passed, "\(result.failures)")
    }

    @Test func quotesAndBackslashesInMessagesAreEscaped() async throws {
        let failure = try #require(await onlyFailure(replay(#"Expect "say \"hi\" \\ now""#)))
        #expect(failure.headline == #"t.tape:1: expected "say \"hi\" \\ now" on screen"#)
    }

    // MARK: - ExpectTitle

    @Test func expectTitleReadsTheTopMostLayer() async throws {
        let result = try #require(await replay("""
        ExpectTitle "Items"
        Down 2
        Enter
        ExpectTitle "Item 3"
        Escape
        Type "a"
        ExpectTitle "Delete?"
        Escape
        ExpectTitle "Items"
        """))
        #expect(result.passed, "\(result.failures)")
    }

    @Test func expectTitleFailureSaysWhatTheTitleWas() async throws {
        let failure = try #require(await onlyFailure(replay("Enter\nExpectTitle \"Items\"\n")))
        #expect(failure.kind == .titleMismatch(expected: "Items", actual: "Item 1"))
        #expect(failure.headline == "t.tape:2: expected title \"Items\", got \"Item 1\"")
        #expect(failure.lines.count == 27)
    }

    // MARK: - Keys

    @Test func repeatedKeysAndTypeSendOneKeyPerPress() async throws {
        let result = try #require(await replay("""
        Down 3
        Type "jk"
        Enter
        ExpectTitle "Item 4"
        """))
        #expect(result.passed, "\(result.failures)")
        #expect(result.keysSent == 6)
    }

    @Test func keysAfterTheAppQuitAreAFailure() async throws {
        let result = try #require(await replay("""
        Type "q"
        Sleep 1s
        Expect "Items"
        Enter
        """))
        let failure = try #require(onlyFailure(result))
        #expect(failure.kind == .appQuit)
        #expect(failure.location.line == 4)
        #expect(failure.headline == "t.tape:4: the app quit before this step")
        #expect(result.keysSent == 1)
        #expect(result.stepsRun == 3)
    }

    @Test func resizesAndDeepLinksAfterTheAppQuitAreAFailureToo() async throws {
        let resize = try #require(await onlyFailure(replay("Ctrl+C\nResize 40x12\n")))
        #expect(resize.headline == "t.tape:2: the app quit before this step")
        let deeplink = try #require(await onlyFailure(replay("Ctrl+C\nDeeplink \"test://item/2\"\n")))
        #expect(deeplink.headline == "t.tape:2: the app quit before this step")
    }

    // MARK: - Sleep

    @Test func sleepMovesOnlyTheVirtualClockAndRunsTimersWhenTheirTimeComes() async throws {
        let result = try #require(await replay("""
        Route loading
        Expect "Loading…"
        Sleep 1s
        ExpectNot "Loaded"
        Sleep 999ms
        ExpectNot "Loaded"
        Sleep 1ms
        Expect "Loaded"
        """))
        #expect(result.passed, "\(result.failures)")
        #expect(result.duration == .seconds(2))
        #expect(result.keysSent == 0)
    }

    @Test func tooShortASleepLeavesTheTimerPending() async throws {
        let failure = try #require(await onlyFailure(replay("Route loading\nSleep 1s\nExpect \"Loaded\"\n")))
        #expect(failure.headline == "t.tape:3: expected \"Loaded\" on screen")
        #expect(failure.screen.contains { $0.contains("Loading…") })
    }

    @Test func longSleepsNeverWait() async throws {
        let result = try #require(await replay("Sleep 600s\nSleep 600s\nExpect \"Items\"\n"))
        #expect(result.passed)
        #expect(result.duration == .seconds(1200))
    }

    // MARK: - Resize

    @Test func resizeReflowsTheLayoutAndRecoversFromATooSmallTerminal() async throws {
        let result = try #require(await replay("""
        Expect "Item 12"
        Resize 40x12
        ExpectNot "Item 12"
        Expect "Item 10"
        Resize 30x10
        Expect "Terminal too small"
        ExpectNot "Items"
        Resize 40x12
        Expect "Item 10"
        """))
        #expect(result.passed, "\(result.failures)")
        #expect(result.screen.count == 12)
        #expect(result.screen[0] == String(repeating: " ", count: 17) + "Items" + String(repeating: " ", count: 18))
        #expect(result.screen[11].hasPrefix(" ↑↓ Move"))
    }

    // MARK: - Deeplink

    @Test func deeplinksGoToTheSessionAndTheScreenFollows() async throws {
        let host = TestHost()
        let result = try #require(await replay("""
        Deeplink "test://item/7"
        ExpectTitle "Item 7"
        Expect "Details of Item 7"
        Deeplink "nope://"
        ExpectTitle "Unsupported link"
        """, host: host))
        #expect(result.passed, "\(result.failures)")
        #expect(host.lastSession?.deeplinks == ["test://item/7", "nope://"])
    }

    // MARK: - Screenshot

    @Test func screenshotAppendsTheFramedScreenToTheOutput() async throws {
        let result = try #require(await replay("Screenshot\nEnter\nScreenshot\n"))
        #expect(result.passed)
        #expect(result.output.count == 2 * 27)
        #expect(result.output[0] == "t.tape:1: Screenshot")
        #expect(result.output[1] == "    ┌─ 80x24 " + String(repeating: "─", count: 72) + "┐")
        #expect(result.output[2] == centredRow(1, "Items"))
        #expect(result.output[3] == "  2 │" + " › Item 1".padding(80) + "│")
        #expect(result.output[27] == "t.tape:3: Screenshot")
        #expect(result.output[31] == "  3 │" + " Details of Item 1".padding(80) + "│")
    }

    // MARK: - AssertNoLeaks

    @Test func assertNoLeaksPassesWhenTheSessionReportsNone() async throws {
        let result = try #require(await replay("Enter\nEscape\nAssertNoLeaks\n"))
        #expect(result.passed)
    }

    @Test func assertNoLeaksFailsListingTheLeaks() async throws {
        let host = TestHost()
        host.leaks = ["DetailCoordinator: its screens left but it is alive", "DetailViewModel"]
        let failure = try #require(await onlyFailure(replay("Enter\nAssertNoLeaks\n", host: host)))
        #expect(failure.kind == .leaks(host.leaks))
        #expect(failure.headline == "t.tape:2: leaks: 2 still alive")
        #expect(failure.details == ["  - DetailCoordinator: its screens left but it is alive", "  - DetailViewModel"])
        #expect(Array(failure.lines.prefix(3)) == [failure.headline] + failure.details)
        #expect(failure.lines.count == 3 + 26)
    }

    // MARK: - Sessions

    @Test func everyTapeGetsAFreshSessionAtItsRoute() async throws {
        let host = TestHost()
        let runner = TapeRunner(host: host)
        let first = await runner.run(try #require(parsed("Enter\n", routes: host.routes)))
        let second = await runner.run(try #require(parsed("Route loading\nExpectTitle \"Loading\"\n", routes: host.routes)))
        #expect(first.passed && second.passed, "\(first.failures) \(second.failures)")
        #expect(host.sessionsMade == 2)
    }

    @Test func aHostThatCannotStartFailsTheTapeAtItsFirstLine() async throws {
        let host = TestHost()
        host.startupError = Boom()
        let result = try #require(await replay("Enter\nExpect \"Items\"\n", host: host))
        let failure = try #require(onlyFailure(result))
        #expect(failure.kind == .sessionFailed("boom"))
        #expect(failure.headline == "t.tape:1: could not start the app: boom")
        #expect(failure.lines == [failure.headline])
        #expect(result.stepsRun == 0)
    }

    @Test func anAppOnAnotherClockIsRefusedRatherThanReplayedWrongly() async throws {
        let host = TestHost()
        host.usesItsOwnClock = true
        let failure = try #require(await onlyFailure(replay("Route loading\nSleep 2s\nExpect \"Loaded\"\n", host: host)))
        #expect(failure.headline.hasPrefix("t.tape:1: could not start the app: the host built its Application on another terminal or clock"))
    }

    @Test func runContentsOfParsesWithTheHostsRoutes() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let good = try directory.write("Route loading\nSleep 2s\nExpect \"Loaded\"\n", to: "good.tape")
        let bad = try directory.write("Route home\n", to: "bad.tape")
        let runner = TapeRunner(host: TestHost())
        #expect(try await runner.run(contentsOf: good).passed)
        await #expect(throws: TapeError(.unknownRoute("home", expected: ["list", "loading"]), at: TapeLocation(file: bad, line: 1, column: 7))) {
            try await runner.run(contentsOf: bad)
        }
    }

    @Test func theTerminalCanBeSwapped() async throws {
        var made: [Size] = []
        let runner = TapeRunner(host: TestHost()) { size in
            made.append(size)
            return HeadlessTerminal(size: size)
        }
        let result = await runner.run(try #require(parsed("Size 50x15\nExpect \"Items\"\n", routes: nil)))
        #expect(result.passed)
        #expect(made == [Size(width: 50, height: 15)])
        #expect(result.screen.count == 15)
    }

    // MARK: - SaveState and RestoreState

    @Test func restoreStateWithoutASaveStateFailsAtItsLine() async throws {
        let failure = await onlyFailure(replay("Enter\nRestoreState\n"))
        #expect(failure?.description.hasPrefix("t.tape:2: RestoreState needs a SaveState before it") == true, "\(String(describing: failure))")
    }

    @Test func aHostThatCannotSaveItsStateFailsSaveStateWithTheReason() async throws {
        let failure = await onlyFailure(replay("SaveState\n"))
        #expect(failure?.description.hasPrefix("t.tape:1: this app cannot save its navigation state") == true, "\(String(describing: failure))")
    }
}

extension String {
    /// This text padded with spaces to `width` characters.
    func padding(_ width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - count))
    }
}
