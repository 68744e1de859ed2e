import Tape
import TerminalCore
import Testing

@MainActor
@Suite struct TapeSuiteRunnerTests {
    /// Runs the suite over `paths` with a fresh runner, capturing every line it writes.
    private func runSuite(_ paths: [String], host: TestHost = TestHost(),
                          options: TapeRunner.Options = .init()) async -> (summary: TapeSuiteSummary, lines: [String]) {
        var lines: [String] = []
        let suite = TapeSuiteRunner(runner: TapeRunner(host: host, options: options)) { lines.append($0) }
        let summary = await suite.run(paths: paths)
        return (summary, lines)
    }

    private func isClosingLine(_ line: String) -> Bool {
        line.wholeMatch(of: /\d+ passed, \d+ failed/) != nil
    }

    @Test func allPassingTapesExitZero() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let a = try directory.write("Enter\nExpectTitle \"Item 1\"\n", to: "a.tape")
        let b = try directory.write("Route loading\nSleep 2s\nExpect \"Loaded\"\n", to: "b.tape")
        let (summary, lines) = await runSuite([a, b])
        #expect(lines == ["PASS \(a)", "PASS \(b)", "2 passed, 0 failed"])
        #expect(summary.exitCode == 0)
        #expect(summary.passed == 2)
        #expect(summary.failed == 0)
    }

    @Test func aFailedExpectationExitsOneAndPrintsTheFailureWithTheScreen() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let good = try directory.write("Expect \"Items\"\n", to: "good.tape")
        let bad = try directory.write("# opens item 1\nEnter\nExpectTitle \"Item 2\"\nEscape\n", to: "bad.tape")
        let (summary, lines) = await runSuite([bad, good])
        #expect(summary.exitCode == 1)
        let expectedLines: Int = 2 + 24 + 2 + 2
        #expect(lines.count == expectedLines)
        #expect(lines[0] == "FAIL \(bad)")
        #expect(lines[1] == "\(bad):3: expected title \"Item 2\", got \"Item 1\"")
        #expect(lines[2].hasPrefix("    ┌─ 80x24 "))
        #expect(lines[3].hasPrefix("  1 │ ‹ Esc "))
        #expect(lines[28] == "PASS \(good)")
        #expect(lines.last == "1 passed, 1 failed")
        #expect(lines.filter(isClosingLine) == ["1 passed, 1 failed"])
        #expect(summary.results.map(\.passed) == [false, true])
    }

    @Test func aMalformedTapeExitsTwoPrintsEveryErrorAndRunsNoStep() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let failing = try directory.write("Expect \"Nope\"\n", to: "failing.tape")
        let malformed = try directory.write("Enter\nEntr\nSleep 5\n", to: "malformed.tape")
        let passing = try directory.write("Expect \"Items\"\n", to: "passing.tape")
        let host = TestHost()
        let (summary, lines) = await runSuite([failing, malformed, passing], host: host)
        #expect(summary.exitCode == 2)
        #expect(summary.malformed == [malformed])
        #expect(summary.passed == 1)
        #expect(summary.failed == 2)
        // The malformed tape never started an app; the other two did.
        #expect(host.sessionsMade == 2)
        let start = try #require(lines.firstIndex(of: "FAIL \(malformed)"))
        #expect(Array(lines[start...]) == [
            "FAIL \(malformed)",
            "\(malformed):2:1: error: unknown command 'Entr'; did you mean 'Enter'?",
            "\(malformed):3:7: error: invalid duration '5'; write a number (up to 3 decimals) followed by ms or s, for example 500ms or 1.5s",
            "PASS \(passing)",
            "1 passed, 2 failed",
        ])
        #expect(lines[0] == "FAIL \(failing)")
        #expect(lines[1] == "\(failing):1: expected \"Nope\" on screen")
    }

    @Test func routesAreCheckedAgainstTheHost() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let tape = try directory.write("Route home\nEnter\n", to: "route.tape")
        let (summary, lines) = await runSuite([tape])
        #expect(summary.exitCode == 2)
        #expect(lines == [
            "FAIL \(tape)",
            "\(tape):1:7: error: unknown route 'home'; expected one of: list, loading",
            "0 passed, 1 failed",
        ])
    }

    @Test func anUnreadableTapeIsMalformed() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let missing = directory.path + "/missing.tape"
        let (summary, lines) = await runSuite([missing])
        #expect(summary.exitCode == 2)
        #expect(lines == [
            "FAIL \(missing)",
            "\(missing):1:1: error: cannot read the tape: No such file or directory",
            "0 passed, 1 failed",
        ])
    }

    @Test func screenshotsArePrintedUnderTheirTape() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let tape = try directory.write("Size 40x12\nScreenshot\n", to: "shot.tape")
        let (summary, lines) = await runSuite([tape])
        #expect(summary.exitCode == 0)
        let expectedLines: Int = 1 + 1 + 14 + 1
        #expect(lines.count == expectedLines)
        #expect(lines[0] == "PASS \(tape)")
        #expect(lines[1] == "\(tape):2: Screenshot")
        #expect(lines[2] == "    ┌─ 40x12 " + String(repeating: "─", count: 32) + "┐")
        #expect(lines[3] == "  1 │" + String(repeating: " ", count: 17) + "Items" + String(repeating: " ", count: 18) + "│")
        #expect(lines[15] == "    └" + String(repeating: "─", count: 40) + "┘")
        #expect(lines[16] == "1 passed, 0 failed")
    }

    @Test func noTapesStillEndWithTheClosingLine() async {
        let (summary, lines) = await runSuite([])
        #expect(lines == ["0 passed, 0 failed"])
        #expect(summary.exitCode == 0)
    }
}
