#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LCoordinator
import LCoordinatorTapes
import ShopDemo
import ShopTapes
import Tape
import Testing

// The Shop graph checked against the app, and coverage that notices a missing tape.

/// Replays `paths` with coverage collected; returns the coverage and the suite's summary.
@MainActor
private func replay(_ paths: [String]) async -> (coverage: NavigationCoverage, summary: TapeSuiteSummary) {
    let coverage = NavigationCoverage(host: ShopTapeHost())
    let suite = TapeSuiteRunner(runner: TapeRunner(host: coverage)) { if getenv("LC_DEBUG") != nil { print($0) } }
    return await (coverage, suite.run(paths: paths))
}

@MainActor @Test func theShopGraphHoldsEveryScreenAndTransitionTheTapesReached() async throws {
    let tapes = demoTapes()
    try #require(tapes.count > 10)
    let (coverage, summary) = await replay(tapes)
    #expect(summary.failed == 0)
    let graph = coverage.graph
    let report = coverage.report
    let screens = try #require(report.categories.first { $0.name == "screens" })
    // Every screen a tape reaches is a node, and every declared screen was reached.
    #expect(screens.reached.isSubset(of: graph.nodes))
    #expect(screens.missed.isEmpty)
    // Every observed transition is an edge, drawn solid.
    let mermaid = graph.mermaid()
    for edge in graph.observedEdges {
        #expect(graph.edges.contains(edge))
        #expect(mermaid.contains("-->|\"\(NavigationGraph.mermaidLabel(edge.how))\"|"))
    }
    // The transitions the demo is built to show are among them.
    for expected: NavigationGraph.Edge in [
        .init(from: "HomeCoordinator", to: "ProductCoordinator", how: "push"),
        .init(from: "ProductCoordinator", to: "HomeCoordinator", how: "Esc"),
        .init(from: "ProductCoordinator", to: "CheckoutCoordinator", how: "bottom sheet"),
        .init(from: "HomeCoordinator", to: "SettingsCoordinator", how: "page sheet"),
        .init(from: "OrderDetailCoordinator", to: "TrackingCoordinator", how: "full-screen"),
        .init(from: "ProfileCoordinator", to: "StorePickerCoordinator", how: "form sheet"),
        .init(from: "MainTabsCoordinator", to: "OrdersCoordinator", how: "tab 2"),
        .init(from: "OnboardingCoordinator", to: "LoginCoordinator", how: "flow switch (login)"),
    ] {
        #expect(graph.observedEdges.contains(expected), "missing \(expected)")
    }
    #expect(report.shortfalls(CoverageMinimum(byCategory: ["screens": 100, "routes": 100])).isEmpty)
    // The declared route list is the app's plugins, no more and no fewer.
    #expect(report.categories.first { $0.name == "routes" }?.total == Set(ShopApp.routePatterns))
}

@MainActor @Test func coverageFailsWhenTheLastTapeReachingAScreenIsRemoved() async throws {
    let tapes = demoTapes()
    var reachedBy: [String: [String]] = [:]
    for tape in tapes {
        let screens = await replay([tape]).coverage.report.categories.first { $0.name == "screens" }?.reached ?? []
        for screen in screens { reachedBy[screen, default: []].append(tape) }
    }
    // The screen the fewest tapes reach; without those tapes nothing reaches it.
    let (screen, reaching) = try #require(reachedBy.min { ($0.value.count, $0.key) < ($1.value.count, $1.key) })
    try #require(reaching.count < tapes.count)

    let (coverage, summary) = await replay(tapes.filter { !reaching.contains($0) })

    #expect(summary.failed == 0)
    let screens = try #require(coverage.report.categories.first { $0.name == "screens" })
    #expect(screens.missed == [screen])
    let shortfalls = coverage.report.shortfalls(CoverageMinimum(byCategory: ["screens": 100, "routes": 100]))
    #expect(shortfalls.contains { $0.hasPrefix("coverage screens: ") && $0.hasSuffix("is under the minimum 100.0%") })
}

@Test func coverageMinimumsParseOnePercentageOrNamedOnes() {
    let names = CoverageReport.categoryNames
    #expect(CoverageMinimum(parsing: "90", categories: names) == CoverageMinimum(all: 90))
    #expect(CoverageMinimum(parsing: "routes=100,screens=99.5", categories: names)
            == CoverageMinimum(byCategory: ["routes": 100, "screens": 99.5]))
    for bad in ["150", "-1", "", "nan", "inf", "routes", "routes=", "routes=101", "pages=100", "routes=100,", "=100", "routes=1=2"] {
        #expect(CoverageMinimum(parsing: bad, categories: names) == nil, "\(bad) should be refused")
    }
}

@Test func coverageLinesNeverReadAsATestResultLine() {
    let report = CoverageReport(categories: [
        .init(name: "screens", declared: ["A", "B", "C"], reached: ["A", "B"]),
        .init(name: "routes", declared: [], reached: []),
    ])
    #expect(report.lines == ["coverage screens: 2/3 (66.6%); never reached: C", "coverage routes: 0/0 (100.0%)"])
    #expect(report.shortfalls(CoverageMinimum(all: 66.7)) == ["coverage screens: 66.6% is under the minimum 66.7%"])
    #expect(report.shortfalls(CoverageMinimum(byCategory: ["routes": 100])).isEmpty)
    for line in report.lines { #expect(line.firstMatch(of: /^\d+ passed, \d+ failed$/) == nil) }
}

@MainActor @Test func aRunThatBuiltNoAppStillDeclaresEveryScreenAndRoute() async {
    let (coverage, summary) = await replay(["/nonexistent/missing.tape"])
    #expect(summary.failed == 1)
    let report = coverage.report
    #expect(report.categories.first { $0.name == "routes" }?.missed == ShopApp.routePatterns)
    #expect(report.categories.first { $0.name == "screens" }?.missed == ShopNavigationMap.map.screenNames)
    #expect(report.shortfalls(CoverageMinimum(byCategory: ["routes": 100])).count == 1)
}

/// Replays tape `text` against Shop with coverage collected.
@MainActor
private func replayText(_ text: String) async throws -> NavigationCoverage {
    let coverage = NavigationCoverage(host: ShopTapeHost())
    let tape = try TapeParser(routes: ShopTapeHost().routes).parse(text: text, path: "t.tape")
    let result = await TapeRunner(host: coverage).run(tape)
    #expect(result.failures.isEmpty, "\(result.failures)")
    return coverage
}

@MainActor @Test func theShopMapDeclaresEveryScreenAndForwardTransitionTheTapesObserve() async throws {
    let tapes = demoTapes()
    try #require(tapes.count > 10)
    let graph = await replay(tapes).coverage.graph
    let map = ShopNavigationMap.map
    // A coordinator the tapes reach but the map does not know means the map went stale.
    for node in graph.observedNodes {
        #expect(map.knows(node), "\(node) is observed but ShopNavigationMap does not declare it")
    }
    // Every push, presentation, alert, tab and flow switch the tapes make is declared; Esc and
    // dismissals by code mirror them, and deep links are counted as routes.
    for edge in graph.observedEdges where edge.how != "Esc" && !edge.how.hasSuffix(" by code") && edge.from != NavigationGraphRecorder.deeplink {
        #expect(map.transitions.contains(edge), "\(edge.from) -\(edge.how)-> \(edge.to) is observed but not declared")
    }
    // Containers are not screens: the tab bar and the start-up flow hold screens of others.
    #expect(!map.screens.keys.contains("MainTabsCoordinator"))
    #expect(map.group(of: "TrackingCoordinator") == "tab Orders")
}

@MainActor @Test func aDeclaredTransitionNoTapeTakesIsMissedAndDrawnDashed() async throws {
    let coverage = try await replayText("Route home\nExpectTitle \"Home\"\nType \"3\"\nExpectTitle \"Profile\"\nAssertNoLeaks\n")
    let transitions = try #require(coverage.report.categories.first { $0.name == "transitions" })
    #expect(transitions.reached.contains("MainTabsCoordinator -tab 3-> ProfileCoordinator"))
    #expect(transitions.missed.contains("ProfileCoordinator -form sheet-> StorePickerCoordinator"))
    #expect(transitions.percent < 100)
    let graph = coverage.graph
    #expect(graph.unobservedEdges.contains(.init(from: "ProfileCoordinator", to: "StorePickerCoordinator", how: "form sheet")))
    #expect(graph.mermaid().contains("n_ProfileCoordinator -.->|\"form sheet\"| n_StorePickerCoordinator"))
    #expect(graph.mermaid().contains("n_MainTabsCoordinator -->|\"tab 3\"| n_ProfileCoordinator"))
}

@MainActor @Test func footerKeysCountOnlyWhenPressedWhileTheFooterOffersThem() async throws {
    // Home offers ↑↓ Move and Enter Open; the tape presses neither.
    let idle = try #require(try await replayText("Route home\nExpectTitle \"Home\"\n").report.categories.first { $0.name == "keys" })
    #expect(idle.declared.contains("↑↓ Move"))
    #expect(idle.declared.contains("Enter Open"))
    #expect(idle.reached.isEmpty)
    #expect(idle.missed.contains("↑↓ Move"))

    // Down is pressed under the help first (it only closes the help), then on Home.
    let moved = try #require(try await replayText("Route home\nExpectTitle \"Home\"\nType \"?\"\nDown\nDown\n")
        .report.categories.first { $0.name == "keys" })
    #expect(moved.reached.contains("↑↓ Move"))
    #expect(moved.reached.contains("? Help"))
    #expect(!moved.reached.contains("Enter Open"))

    let helpOnly = try #require(try await replayText("Route home\nExpectTitle \"Home\"\nType \"?\"\nDown\n")
        .report.categories.first { $0.name == "keys" })
    #expect(!helpOnly.reached.contains("↑↓ Move"), "a key that only closed the help is not the list's move")
}

@MainActor @Test func theShopFooterKeysAreAllExercisedByTheDemoTapes() async throws {
    let keys = try #require(await replay(demoTapes()).coverage.report.categories.first { $0.name == "keys" })
    #expect(keys.declared.count > 15)
    #expect(keys.missed.isEmpty, "footer keys no tape presses: \(keys.missed)")
}

/// The README's ```mermaid block.
private func readmeGraph() throws -> String {
    var root = #filePath
    for _ in 0..<3 { root = String(root[..<(root.lastIndex(of: "/") ?? root.startIndex)]) }
    guard let file = fopen(root + "/README.md", "r") else { return "" }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
        let count = fread(&buffer, 1, buffer.count, file)
        if count == 0 { break }
        bytes += buffer[0..<count]
    }
    let readme = String(decoding: bytes, as: UTF8.self)
    let start = try #require(readme.range(of: "```mermaid\n"))
    let end = try #require(readme[start.upperBound...].range(of: "\n```"))
    return String(readme[start.upperBound..<end.lowerBound])
}

@MainActor @Test func theReadmeShopGraphIsTheOneTheTapesGenerate() async throws {
    let tapes = demoTapes()
    try #require(tapes.count > 10)
    // What `lcdemo --replay demo-scripts/*.tape --graph mermaid` writes (same host, same tapes).
    let generated = await replay(tapes).coverage.graph(.mermaid)
    #expect(try readmeGraph() == generated, "README's Shop graph is stale; regenerate it with make graph")
}

@MainActor @Test func aRouteStaysReachedWhenMoreThanFiftyLinksFollowIt() async throws {
    // The manager keeps only its last 50 plans; coverage must not forget the earlier ones.
    let links = String(repeating: "Deeplink \"shop://tab/home\"\n", count: 55)
    let coverage = try await replayText("Route home\nExpectTitle \"Home\"\nDeeplink \"shop://settings\"\nExpectTitle \"Settings\"\nEscape\n" + links + "ExpectTitle \"Home\"\n")
    let routes = try #require(coverage.report.categories.first { $0.name == "routes" })
    #expect(routes.reached.contains("shop://settings"))
    #expect(coverage.graph.observedEdges.contains { $0.from == NavigationGraphRecorder.deeplink && $0.how == "shop://settings · page sheet" && $0.to == "SettingsCoordinator" })
}
