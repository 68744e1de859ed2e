import Foundation
import Testing
import TerminalUI
@testable import LCoordinator

/// Slugs, free text and an app's own parameter types: matching, printing, restoring, and what the
/// console shows of their constraints.
@MainActor
@Suite struct RouteParameterTypeTests {
    let package = RoutePattern.literal("scout://package/<slug:name>")
    let search = RoutePattern.literal("scout://search/<text:query>")
    static let semver = CustomRouteParameterType(name: "semver", constraint: "a version such as 1.2.3") { text in
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }) else { return nil }
        return .string(text)
    }
    var release: RoutePattern { RoutePattern.literal("scout://release/<slug:name>/<semver:version>", types: [Self.semver]) }

    @Test func aSlugTakesRealPackageNames() {
        #expect(package.segments == [.parameter(name: "name", type: .slug)])
        for name in ["swift-argument-parser", "swift_nio", "v1.2.3", "a~b", String(repeating: "x", count: 100), "%41bc"] {
            let route = package.match(url: "scout://package/\(name)")
            #expect(route != nil, "\(name) is a slug")
            #expect(route.flatMap { package.match(url: $0.url) } == route)
        }
        #expect(package.match(url: "scout://package/%41bc")?.string("name") == "Abc")
    }

    @Test(arguments: ["a%20b%2Fc", "a%20b", "a%2Fb", "caf%C3%A9", String(repeating: "x", count: 101), "a%21"])
    func aSlugRefusesWhatIsNotOne(segment: String) {
        #expect(package.match(url: "scout://package/\(segment)") == nil)
        #expect(throws: RoutePatternError.self) { try Route(pattern: package, parameters: ["name": .string("a b/c")]) }
    }

    @Test func textIsPercentDecodedAndPrintsBackEncoded() throws {
        let route = try #require(search.match(url: "scout://search/caf%C3%A9%20au%20lait%2Fnoir"))
        #expect(route.string("query") == "café au lait/noir")
        #expect(route.url == "scout://search/caf%C3%A9%20au%20lait%2Fnoir")
        #expect(search.match(url: route.url) == route)
        let built = try Route(pattern: search, parameters: ["query": .string("50% off? yes & no")])
        #expect(search.match(url: built.url) == built)
    }

    @Test func textRefusesControlsAndMoreThan200Characters() {
        #expect(search.match(url: "scout://search/" + String(repeating: "é", count: 200)) != nil)
        #expect(search.match(url: "scout://search/" + String(repeating: "é", count: 201)) == nil)
        #expect(throws: RoutePatternError.self) { try Route(pattern: search, parameters: ["query": .string("a\u{1B}[2J")]) }
        #expect(throws: RoutePatternError.self) { try Route(pattern: search, parameters: ["query": .string("a\u{9B}b")]) }
        #expect(throws: RoutePatternError.self) { try Route(pattern: search, parameters: ["query": .string("")]) }
    }

    @Test func anAppDeclaresItsOwnType() throws {
        let route = try #require(release.match(url: "scout://release/swift-nio/2.65.0"))
        #expect(route.string("version") == "2.65.0")
        #expect(release.match(url: "scout://release/swift-nio/2.65") == nil)
        #expect(route.parameterSummary == "name = swift-nio (slug), version = 2.65.0 (semver)")
        #expect(throws: RoutePatternError.invalidValue(pattern: release.text, name: "version", value: "two",
                                                        constraint: "a version such as 1.2.3")) {
            try Route(pattern: release, parameters: ["name": .string("nio"), "version": .string("two")])
        }
    }

    @Test func anUndeclaredOrBuiltInNamedTypeIsMalformed() {
        #expect {
            try RoutePattern("scout://release/<semver:version>")
        } throws: { ($0 as? RoutePatternError)?.description.contains("'semver' is not a parameter type (int, int0, string, slug, text)") == true }
        let clash = CustomRouteParameterType(name: "int", constraint: "anything") { .string($0) }
        #expect {
            try RoutePattern("scout://release/<int:version>", types: [clash])
        } throws: { ($0 as? RoutePatternError)?.description.contains("'int' cannot name a parameter type") == true }
    }

    @Test func routesOfEveryNewTypeRestoreFromAStateFile() throws {
        let table = RouteTable([package, search, release])
        let stack = [
            try Route(pattern: package, parameters: ["name": .string("swift-argument-parser")]),
            try Route(pattern: search, parameters: ["query": .string("json \"parser\" ü")]),
            try Route(pattern: release, parameters: ["name": .string("swift-nio"), "version": .string("2.65.0")]),
        ]
        let state = NavigationState(flow: "main", selectedTab: nil, stacks: [stack])
        #expect(try NavigationState(json: state.jsonText(), routes: table) == state)
        #expect(try SavedState<Int>(json: SavedState(navigation: state, app: 7).jsonText(), routes: table).navigation == state)
        // A hand-edited value is checked against its type again.
        let edited = state.jsonText().replacingOccurrences(of: "swift-argument-parser", with: "a b/c")
        #expect {
            try NavigationState(json: edited, routes: table)
        } throws: { "\($0)".contains("not a valid 'name' for scout://package/<slug:name> (expected 1–100 letters, digits") }
    }

    @Test func theConsoleShowsEachTypesConstraint() throws {
        final class Delegate: DeeplinkManagerDelegate {
            let root: any Coordinator
            init(root: any Coordinator) { self.root = root }
            var isAuthenticated: Bool { true }
            var deeplinkRootCoordinator: (any Coordinator)? { root }
            func deeplinkManager(_ manager: DeeplinkManager, didReject url: String, error: DeeplinkError) {}
        }
        final class Plugin: RouteDeeplinkPlugin {
            let pattern: RoutePattern
            let usage = "a package link needs a name (scout://package/swift-nio)"
            init(_ pattern: RoutePattern) { self.pattern = pattern }
            func buildCoordinator(route: Route, router: any RouterProtocol) -> (any Coordinator)? { nil }
            func steps(for route: Route) -> [String] { ["push \(route.string("name") ?? "")"] }
        }
        let app = TestApp.stack()
        let manager = DeeplinkManager(plugins: [Plugin(package), Plugin(release)])
        let delegate = Delegate(root: app.appCoordinator)
        manager.setup(delegate: delegate)
        let plan = manager.dryRun(url: "scout://package/swift-argument-parser")
        #expect(plan.consoleLines.contains("parameters: name = swift-argument-parser (slug)"))
        #expect(plan.consoleLines.contains("accepts: name: 1–100 letters, digits, '-', '_', '.' or '~'"))
        let refused = manager.dryRun(url: "scout://package/a%20b%2Fc")
        #expect(refused.outcome == .reject(.invalid("a package link needs a name (scout://package/swift-nio)")))
        #expect(refused.consoleLines.contains("expected: scout://package/<slug:name>"))
        #expect(refused.consoleLines.contains("why: 'a b/c' is not a valid 'name' (expected 1–100 letters, digits, '-', '_', '.' or '~')"))
        let badVersion = manager.dryRun(url: "scout://release/nio/1.2")
        #expect(badVersion.consoleLines.contains("why: '1.2' is not a valid 'version' (expected a version such as 1.2.3)"))
    }
}
