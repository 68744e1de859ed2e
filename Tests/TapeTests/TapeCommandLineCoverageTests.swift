import LCoordinator
import LCoordinatorTapes
import ShopTapes
import Tape
import TapeTesting
import TerminalCore
import Testing

/// `--coverage`, `--coverage-min`, `--graph` and `--pace` of `TapeCommandLine`, for any
/// `NavigationTapeHost` (here Shop's), with lcdemo's messages and exit codes.
@Suite @MainActor struct TapeCommandLineCoverageTests {
    /// Runs `arguments` on `host`; returns the exit code, standard output and error.
    private func run(_ arguments: [String], host: some TapeHost = ShopTapeHost()) async -> (code: Int32, out: [String], err: [String]) {
        var out: [String] = []
        var err: [String] = []
        let code = await TapeCommandLine.run(host: host, name: "app", arguments: arguments,
                                       terminal: { HeadlessTerminal(size: .reference) }, isTerminal: false,
                                       write: { out.append($0) }, writeError: { err.append($0) })
        return (code, out, err)
    }

    /// A Shop tape that shows Home and opens one product.
    private func homeTape() async throws -> (path: String, remove: () -> Void) {
        try await temporaryFile(named: "home.tape", bytes: Array("Route home\nExpectTitle \"Home\"\nEnter\nExpectTitle \"Product 1\"\n".utf8))
    }

    @Test func coverageLinesFollowTheResultsLine() async throws {
        let tape = try await homeTape()
        defer { tape.remove() }
        let result = await run(["--replay", tape.path, "--coverage"])
        #expect(result.code == 0, "\(result)")
        let results = try #require(result.out.firstIndex(of: "1 passed, 0 failed"))
        let coverage = Array(result.out[(results + 1)...])
        #expect(coverage.map { $0.split(separator: ":").first.map(String.init) }
                == CoverageReport.categoryNames.map { "coverage \($0)" })
        #expect(coverage.contains { $0.hasPrefix("coverage transitions: ") && $0.contains("never reached: ") })
        #expect(result.err.isEmpty)
    }

    @Test func aCategoryUnderItsMinimumFailsARunWhoseTapesPassed() async throws {
        let tape = try await homeTape()
        defer { tape.remove() }
        let under = await run(["--replay", tape.path, "--coverage", "--coverage-min", "screens=100,routes=100"])
        #expect(under.code == 1)
        #expect(under.out.contains { $0.hasPrefix("coverage screens: ") && $0.hasSuffix("% is under the minimum 100.0%") })
        #expect(under.out.contains { $0.hasPrefix("coverage routes: ") && $0.hasSuffix("% is under the minimum 100.0%") })
        let met = await run(["--replay", tape.path, "--coverage", "--coverage-min", "screens=1"])
        #expect(met.code == 0)
        #expect(!met.out.contains { $0.contains("under the minimum") })
    }

    @Test func theGraphGoesToStandardOutputAndTheReportToStandardError() async throws {
        let tape = try await homeTape()
        defer { tape.remove() }
        let mermaid = await run(["--replay", tape.path, "--graph", "mermaid"])
        #expect(mermaid.code == 0)
        #expect(mermaid.out.count == 1)
        #expect(mermaid.out.first?.hasPrefix("flowchart LR\n") == true)
        #expect(mermaid.out.first?.contains("n_HomeCoordinator -->|\"push\"| n_ProductCoordinator") == true)
        #expect(mermaid.err == ["PASS \(tape.path)", "1 passed, 0 failed"])
        let dot = await run(["--replay", tape.path, "--graph", "dot", "--coverage"])
        #expect(dot.out.count == 1)
        #expect(dot.out.first?.hasPrefix("digraph navigation {") == true)
        #expect(dot.err.contains { $0.hasPrefix("coverage screens: ") })
    }

    @Test func usageErrorsAreLcdemosAndExitWith64() async {
        let names = CoverageReport.categoryNames.joined(separator: ", ")
        let cases: [([String], String)] = [
            (["--coverage"], "--graph, --coverage and --coverage-min go with --replay FILE.tape"),
            (["--graph", "mermaid"], "--graph, --coverage and --coverage-min go with --replay FILE.tape"),
            (["--replay", "a.tape", "--coverage-min", "50"], "--coverage-min goes with --coverage"),
            (["--replay", "a.tape", "--coverage", "--coverage-min", "bogus=50"],
             "--coverage-min takes a percentage 0…100, or NAME=P pairs separated by commas (names: \(names)), not 'bogus=50'"),
            (["--replay", "a.tape", "--coverage", "--coverage-min", "101"],
             "--coverage-min takes a percentage 0…100, or NAME=P pairs separated by commas (names: \(names)), not '101'"),
            (["--replay", "a.tape", "--graph", "svg"], "--graph takes mermaid or dot, not 'svg'"),
            (["--pace", "5"], "--pace goes with --replay FILE.tape --tty"),
            (["--replay", "a.tape", "--pace", "5"], "--pace goes with --tty"),
            (["--replay", "a.tape", "--tty", "--pace", "10001"], "--pace takes milliseconds from 0 to 10000, not 10001"),
            (["--replay", "a.tape", "--tty", "--pace", "fast"], "--pace takes milliseconds from 0 to 10000, not fast"),
        ]
        for (arguments, message) in cases {
            let result = await run(arguments)
            #expect(result.code == 64, "\(arguments)")
            #expect(result.err == ["app: \(message); see app --help"], "\(arguments)")
        }
    }

    @Test func aHostThatDeclaresNoNavigationSaysHowToGetCoverage() async throws {
        let tape = try await temporaryFile(named: "list.tape", bytes: Array("Route list\nExpectTitle \"Items\"\n".utf8))
        defer { tape.remove() }
        let host = TestHost()
        let result = await run(["--replay", tape.path, "--coverage"], host: host)
        #expect(result.code == 64)
        #expect(result.err == ["app: --coverage and --graph need a host that declares its navigation; conform it to NavigationTapeHost; see app --help"])
        #expect(host.sessionsMade == 0)
        await #expect(run(["--replay", tape.path], host: host).code == 0)
    }

    @Test func paceIsParsedForTTYReplays() throws {
        let options = try TapeCommandLineOptions(arguments: ["--replay", "a.tape", "--tty", "--pace", "0"])
        #expect(options.pace == .milliseconds(0))
        #expect(try TapeCommandLineOptions(arguments: ["--replay", "a.tape", "--tty"]).pace == nil)
        let help = TapeCommandLineOptions.usage(name: "app", routes: nil)
        for option in ["--pace MS", "--coverage", "--coverage-min P", "--graph FORMAT"] {
            #expect(help.contains(option), "\(option)")
        }
    }
}
