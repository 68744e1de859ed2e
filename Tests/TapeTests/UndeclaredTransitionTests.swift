import LCoordinator
import LCoordinatorTapes
@testable import ShopDemo
import ShopTapes
import Tape
import TapeTesting
import TerminalCore
import Testing

/// A transition the tapes make that the navigation map does not declare is listed as
/// undeclared (it used to pass silently as one more edge of the graph), and `--coverage-strict`
/// fails on it.
@Suite @MainActor struct UndeclaredTransitionTests {
    /// The Shop with a map that declares two screens and one transition: Home's push of a
    /// product (and the start-up's flow switch and tab) are left out.
    struct ShopWithAShortMap: NavigationTapeHost {
        let shop = ShopTapeHost()
        var routes: [String]? { shop.routes }

        var navigationMap: NavigationMap {
            var map = NavigationMap()
            map.screen(HomeCoordinator.self)
            map.screen(ProductCoordinator.self)
            map.transition(from: HomeCoordinator.self, to: SettingsCoordinator.self, .present(.pageSheet))
            return map
        }

        func makeSession(terminal: any Terminal, clock: any TerminalClock, route: String?,
                         log: NavigationLog) throws -> any NavigationTapeSession {
            try shop.makeSession(terminal: terminal, clock: clock, route: route, log: log)
        }
    }

    private func run(_ arguments: [String], host: some TapeHost) async -> (code: Int32, out: [String]) {
        var out: [String] = []
        let code = await TapeCommandLine.run(host: host, name: "app", arguments: arguments,
                                             terminal: { HeadlessTerminal(size: .reference) }, isTerminal: false,
                                             write: { out.append($0) }, writeError: { out.append($0) })
        return (code, out)
    }

    private func homeTape() async throws -> (path: String, remove: () -> Void) {
        try await temporaryFile(named: "home.tape", bytes: Array("Route home\nExpectTitle \"Home\"\nEnter\nExpectTitle \"Product 1\"\nEscape\n".utf8))
    }

    @Test func anUndeclaredTransitionIsListedAndStrictCoverageFailsOnIt() async throws {
        let tape = try await homeTape()
        defer { tape.remove() }
        let report = await run(["--replay", tape.path, "--coverage"], host: ShopWithAShortMap())
        #expect(report.code == 0)
        let transitions = try #require(report.out.first { $0.hasPrefix("coverage transitions: ") })
        let undeclared = try #require(transitions.components(separatedBy: "; undeclared: ").last)
        #expect(undeclared.components(separatedBy: ", ").contains("HomeCoordinator -push-> ProductCoordinator"), "\(transitions)")
        // Esc back from the product mirrors the push: it is not asked of the map.
        #expect(!transitions.contains("-Esc->"))
        let strict = await run(["--replay", tape.path, "--coverage", "--coverage-strict"], host: ShopWithAShortMap())
        #expect(strict.code == 1)
        let failure = try #require(strict.out.first { $0.hasPrefix("coverage transitions: 3 undeclared (") })
        #expect(failure.contains("HomeCoordinator -push-> ProductCoordinator"))
        #expect(failure.hasSuffix("); declare them in the navigation map"))
    }

    @Test func theShopsOwnMapDeclaresEveryTransitionSoStrictCoveragePasses() async throws {
        let tape = try await homeTape()
        defer { tape.remove() }
        let strict = await run(["--replay", tape.path, "--coverage", "--coverage-strict"], host: ShopTapeHost())
        #expect(strict.code == 0, "\(strict.out)")
        #expect(!strict.out.contains { $0.contains("undeclared") })
    }

    @Test func strictGoesWithCoverage() async throws {
        let result = await run(["--replay", "a.tape", "--coverage-strict"], host: ShopTapeHost())
        #expect(result.code == 64)
        #expect(result.out.contains { $0.contains("--coverage-strict goes with --coverage") })
    }
}
