@testable import GettingStarted
@testable import NotesKit
import Foundation
@testable import Inbox
@testable import InboxKit
import LCoordinatorTapes
@testable import TabsAndPopups
@testable import TabsKit
import Testing

/// The examples declare their navigation: their tapes reach every screen and deep-link route
/// (`make test` requires it), and dropping the only tape that reaches a screen fails the run.
@Suite @MainActor struct ExampleCoverageTests {
    /// `EXAMPLE --replay TAPES --coverage --coverage-min screens=100,routes=100`, as `make test` runs it.
    private func replay(_ tapes: [String], host: some NavigationTapeHost) async -> (code: Int32, out: [String]) {
        var out: [String] = []
        let code = await TapeCommandLine.run(host: host, name: "example", arguments: ["--replay"] + tapes + ["--coverage", "--coverage-min", "screens=100,routes=100"],
                                       terminal: { HeadlessTerminal(size: .reference) }, isTerminal: false,
                                       write: { out.append($0) }, writeError: { out.append($0) })
        return (code, out)
    }

    /// The screens one tape reaches.
    private func screens(reachedBy tape: String, host: some NavigationTapeHost) async -> Set<String> {
        let coverage = NavigationCoverage(host: host)
        _ = await TapeSuiteRunner(runner: TapeRunner(host: coverage)) { _ in }.run(paths: [tape])
        return coverage.report.categories.first { $0.name == "screens" }?.reached ?? []
    }

    private func checkCoverage(of example: String, host: some NavigationTapeHost, screenCount: Int) async throws {
        let tapes = try ExampleFiles.tapes(in: example)
        let all = await replay(tapes, host: host)
        #expect(all.code == 0, "\(all.out)")
        #expect(all.out.contains("coverage screens: \(screenCount)/\(screenCount) (100.0%)"), "\(all.out)")
        #expect(all.out.contains { $0.hasPrefix("coverage routes: ") && $0.contains("(100.0%)") })

        // The screen the fewest tapes reach; without those tapes, coverage fails the run.
        var reachedBy: [String: [String]] = [:]
        for tape in tapes {
            for screen in await screens(reachedBy: tape, host: host) { reachedBy[screen, default: []].append(tape) }
        }
        let (screen, reaching) = try #require(reachedBy.min { ($0.value.count, $0.key) < ($1.value.count, $1.key) })
        try #require(reaching.count < tapes.count)
        let fewer = await replay(tapes.filter { !reaching.contains($0) }, host: host)
        #expect(fewer.code == 1)
        #expect(fewer.out.contains { $0.hasPrefix("coverage screens: ") && $0.hasSuffix("never reached: \(screen)") }, "\(fewer.out)")
        #expect(fewer.out.contains { $0.hasPrefix("coverage screens: ") && $0.hasSuffix("is under the minimum 100.0%") })
    }

    @Test func gettingStartedTapesReachEveryScreenAndTheLink() async throws {
        try await checkCoverage(of: "GettingStarted", host: NotesHost(), screenCount: 3)
    }

    @Test func tabsAndPopupsTapesReachEveryScreen() async throws {
        try await checkCoverage(of: "TabsAndPopups", host: TabsHost(), screenCount: 3)
    }

    @Test func inboxTapesReachEveryScreenAndBothLinks() async throws {
        try await checkCoverage(of: "Inbox", host: InboxHost(), screenCount: 4)
    }

    @Test func theExampleMapsDeclareEveryForwardTransitionTheTapesObserve() async throws {
        for (example, coverage) in [("GettingStarted", NavigationCoverage(host: NotesHost())), ("TabsAndPopups", NavigationCoverage(host: TabsHost())),
                                    ("Inbox", NavigationCoverage(host: InboxHost()))] {
            let summary = await TapeSuiteRunner(runner: TapeRunner(host: coverage)) { _ in }.run(paths: try ExampleFiles.tapes(in: example))
            #expect(summary.failed == 0)
            let graph = coverage.graph
            for node in graph.observedNodes { #expect(coverage.map.knows(node), "\(example): \(node) is observed but not in its map") }
            for edge in graph.observedEdges where edge.how != "Esc" && !edge.how.hasSuffix(" by code") && edge.from != NavigationGraphRecorder.deeplink {
                #expect(coverage.map.transitions.contains(edge), "\(example): \(edge.from) -\(edge.how)-> \(edge.to) is observed but not declared")
            }
            #expect(graph.unobservedEdges.isEmpty, "\(example): declared but never taken: \(graph.unobservedEdges)")
        }
    }
}

/// The README's Getting started step 6 is `NotesApp+Tapes.swift` verbatim.
@Suite struct ReadmeNavigationMapTests {
    @Test func theReadmeMapIsTheGettingStartedExamplesMap() throws {
        let readme = try ExampleFiles.read("README.md")
        let source = try ExampleFiles.read("Examples/GettingStarted/Main/NotesApp+Tapes.swift")
        let blocks = readme.components(separatedBy: "```swift\n").dropFirst().compactMap { $0.components(separatedBy: "\n```").first.map { $0 + "\n" } }
        let block = try #require(blocks.first { $0.contains("extension NotesHost: NavigationTapeHost") })
        #expect(block == source, "README's step 6 differs from Examples/GettingStarted/Main/NotesApp+Tapes.swift; copy one onto the other")
    }

    @MainActor @Test func theReadmeCoverageOutputIsWhatTheExamplePrints() async throws {
        let readme = try ExampleFiles.read("README.md")
        let command = "$ swift run NotesApp --replay Tapes/*.tape --coverage\n"
        let start = try #require(readme.range(of: command))
        let end = try #require(readme[start.upperBound...].range(of: "\n```"))
        let shown = readme[start.upperBound..<end.lowerBound].split(separator: "\n").map(String.init)
        var printed: [String] = []
        let tapes = try ExampleFiles.tapes(in: "GettingStarted")
        let code = await TapeCommandLine.run(host: NotesHost(), name: "NotesApp", arguments: ["--replay"] + tapes + ["--coverage"],
                                       terminal: { HeadlessTerminal(size: .reference) }, isTerminal: false,
                                       write: { printed.append($0) }, writeError: { printed.append($0) })
        #expect(code == 0)
        let folder = ExampleFiles.root.appendingPathComponent("Examples/GettingStarted").path + "/"
        #expect(printed.map { $0.replacingOccurrences(of: folder, with: "") } == shown,
                "README's Getting started step 6 output differs from what the example prints; copy it from swift run GettingStarted --replay Tapes/*.tape --coverage")
    }
}
