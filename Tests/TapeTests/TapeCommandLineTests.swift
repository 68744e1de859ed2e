import Tape
import TapeTesting
import TerminalCore
import Testing

/// `TapeCommandLine`: the entry point any executable gets by conforming to `TapeHost`.
@Suite @MainActor struct TapeCommandLineTests {
    /// Runs `arguments` on the test host; returns the exit code, standard output and error.
    private func run(_ arguments: [String], isTerminal: Bool = false, host: TestHost = TestHost()) async -> (code: Int32, out: [String], err: [String]) {
        var out: [String] = []
        var err: [String] = []
        let code = await TapeCommandLine.run(host: host, name: "app", arguments: arguments,
                                       terminal: { HeadlessTerminal(size: .reference) }, isTerminal: isTerminal,
                                       write: { out.append($0) }, writeError: { err.append($0) })
        return (code, out, err)
    }

    @Test func replaysTapesAndReportsEach() async throws {
        let passing = try await temporaryFile(named: "ok.tape", bytes: Array("Route list\nExpectTitle \"Items\"\nEnter\nExpectTitle \"Item 1\"\n".utf8))
        defer { passing.remove() }
        let failing = try await temporaryFile(named: "bad.tape", bytes: Array("Route list\nExpect \"Nope\"\n".utf8))
        defer { failing.remove() }
        let ok = await run(["--replay", passing.path])
        #expect(ok.code == 0)
        #expect(ok.out.first == "PASS \(passing.path)")
        #expect(ok.out.last == "1 passed, 0 failed")
        let bad = await run(["--replay", passing.path, failing.path])
        #expect(bad.code == 1)
        #expect(bad.out.contains("\(failing.path):2: expected \"Nope\" on screen"))
        #expect(bad.out.last == "1 passed, 1 failed")
    }

    @Test func aMalformedTapeExitsWith2() async throws {
        let malformed = try await temporaryFile(named: "m.tape", bytes: Array("Frobnicate\n".utf8))
        defer { malformed.remove() }
        await #expect(run(["--replay", malformed.path]).code == 2)
    }

    @Test func withoutATerminalTheLiveAppDoesNotStartAndSaysWhy() async {
        let host = TestHost()
        let result = await run([], isTerminal: false, host: host)
        #expect(result.code == 2)
        #expect(result.err == ["app: not a terminal; run it in a terminal, or replay tapes headless with --replay FILE.tape"])
        #expect(host.sessionsMade == 0)
        await #expect(run(["--replay", "x.tape", "--tty"], isTerminal: false).err == ["app: --tty needs a terminal; leave it out to replay headless"])
    }

    /// A terminal whose start fails as `error`.
    private final class RefusingTerminal: Terminal {
        let error: TerminalError
        init(_ error: TerminalError) { self.error = error }
        var size: Size { .reference }
        func start() throws { throw error }
        func stop() {}
        func present(_ frame: Frame) {}
        func nextEvent(timeout: Duration?) -> TerminalInput { .closed }
    }

    /// A terminal that will not start gives its reason in one line; only "not a terminal" adds
    /// where to run the app instead (for a bad TERM, say in an SSH session, advice about tapes
    /// would be wrong).
    @Test func aTerminalThatWillNotStartSaysWhyInOneLine() async {
        let cases: [(TerminalError, String)] = [
            (.unusableTerminalType("unknown or unusable terminal type \"nosuchterm\" (TERM): set TERM to your terminal's type, for example TERM=xterm-256color"),
             "app: unknown or unusable terminal type \"nosuchterm\" (TERM): set TERM to your terminal's type, for example TERM=xterm-256color"),
            (.setupFailed("cannot open the terminal's output (errno 24)"), "app: cannot open the terminal's output (errno 24)"),
            (.notATerminal("standard input is not a terminal"),
             "app: standard input is not a terminal; run it in a terminal, or replay tapes headless with --replay FILE.tape"),
        ]
        for (error, line) in cases {
            let host = TestHost()
            var err: [String] = []
            let code = await TapeCommandLine.run(host: host, name: "app", arguments: [], terminal: { RefusingTerminal(error) },
                                                 isTerminal: true, write: { _ in }, writeError: { err.append($0) })
            #expect(code == 2)
            #expect(err == [line])
        }
    }

    @Test func usageErrorsNameTheFixAndExitWith64() async {
        let cases: [([String], String)] = [
            (["--bogus"], "app: unknown argument --bogus; see app --help"),
            (["--replay"], "app: --replay needs at least one FILE.tape; see app --help"),
            (["--route"], "app: --route needs a value; see app --help"),
            (["--tty"], "app: --tty goes with --replay FILE.tape; see app --help"),
            (["--update-snapshots"], "app: --update-snapshots goes with --replay FILE.tape; see app --help"),
            (["--replay", "a.tape", "--record", "b.tape"], "app: --record cannot be used with --replay: tapes set their own Route and Deeplink; see app --help"),
            (["--route", "nowhere"], "app: unknown route nowhere; use one of: list, loading"),
        ]
        for (arguments, message) in cases {
            let result = await run(arguments)
            #expect(result.code == 64, "\(arguments)")
            #expect(result.err == [message])
        }
    }

    @Test func helpListsEveryOptionAndTheRoutes() async {
        let result = await run(["--help"])
        #expect(result.code == 0)
        let text = result.out.joined(separator: "\n")
        for option in ["--route ROUTE", "(list, loading)", "--deeplink URL", "--record FILE.tape", "--replay FILE.tape", "--update-snapshots", "--tty"] {
            #expect(text.contains(option), "\(option)")
        }
    }

    @Test func runsLiveOnTheGivenTerminalWithTheRouteAndDeeplinksUntilInputEnds() async throws {
        let recording = try await temporaryFile(named: "placeholder", bytes: [])
        defer { recording.remove() }
        let tapePath = recording.path + ".tape"
        let terminal = HeadlessTerminal(size: .reference)
        terminal.enqueue(contentsOf: [.key(.escape), .key(.down), .key(.enter)])   // Esc leaves Item 7
        let host = TestHost()
        var out: [String] = []
        let code = await TapeCommandLine.run(host: host, name: "app", arguments: ["--route", "list", "--deeplink", "test://item/7", "--record", tapePath],
                                       terminal: { terminal }, isTerminal: true, write: { out.append($0) }, writeError: { _ in })
        #expect(code == 0)
        #expect(host.lastSession?.deeplinks == ["test://item/7"])
        #expect(host.lastSession?.navigation.topViewController?.title == "Item 2")
        #expect(out.count == 1)
        #expect(out.first?.hasPrefix("Recorded ") == true)
        #expect(out.first?.hasSuffix(" inputs to \(tapePath); replay with: app --replay \(tapePath)") == true)
        let tape = try TapeParser(routes: ["list", "loading"]).parse(contentsOf: tapePath)
        #expect(tape.route == "list")
        #expect(tape.commands.contains { if case .deeplink("test://item/7") = $0.command { true } else { false } })
        // The recorded tape replays to the same screen.
        await #expect(run(["--replay", tapePath]).code == 0)
    }
}

/// `expectTape`: a tape inside `@Test`, each failure recorded at the tape's file and line.
@Suite @MainActor struct ExpectTapeTests {
    @Test func aPassingTapeRecordsNothing() async throws {
        let file = try await temporaryFile(named: "ok.tape", bytes: Array("Route list\nExpectTitle \"Items\"\n".utf8))
        defer { file.remove() }
        await #expect(expectTape(file.path, host: TestHost())?.passed == true)
    }

    @Test func aFailedExpectationIsRecordedAtTheTapesLine() async throws {
        let file = try await temporaryFile(named: "fails.tape", bytes: Array("Route list\nExpectTitle \"Items\"\nExpect \"Missing\"\n".utf8))
        defer { file.remove() }
        let path = file.path
        await withKnownIssue {
            _ = await expectTape(path, host: TestHost())
        } matching: { issue in
            issue.sourceLocation?.filePath == path && issue.sourceLocation?.line == 3
                && issue.sourceLocation?.fileName == "fails.tape"
                && "\(issue)".contains("expected \"Missing\" on screen")
        }
    }

    @Test func aSyntaxErrorIsRecordedAtItsLineAndColumn() async throws {
        let file = try await temporaryFile(named: "syntax.tape", bytes: Array("Route list\n  Frobnicate\n".utf8))
        defer { file.remove() }
        let path = file.path
        await withKnownIssue {
            #expect(await expectTape(path, host: TestHost()) == nil)
        } matching: { issue in
            issue.sourceLocation?.filePath == path && issue.sourceLocation?.line == 2 && issue.sourceLocation?.column == 3
        }
    }
}
