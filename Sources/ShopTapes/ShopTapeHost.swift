import LCoordinator
import ShopDemo
import Tape
import TerminalCore
import TerminalUI

/// Lets tapes drive the Shop demo: a fresh app per tape, on the runner's terminal and clock.
/// Shared by `lcdemo --replay` and the benchmarks.
@MainActor
public struct ShopTapeHost: TapeHost {
    /// Collects what the tapes reach, when coverage or the graph was asked for.
    public let coverage: ShopCoverage?

    /// - Parameter coverage: collects screens, transitions and deep links of every tape.
    public init(coverage: ShopCoverage? = nil) {
        self.coverage = coverage
    }

    public var routes: [String]? { StartRoute.allCases.map(\.rawValue) }

    public func makeSession(terminal: any Terminal, clock: any TerminalClock, route: String?) throws -> any TapeSession {
        let shop = ShopApp(terminal: terminal, clock: clock, log: coverage?.makeLog() ?? NavigationLog())
        coverage?.watch(shop)
        shop.start(route: route.flatMap(StartRoute.init(rawValue:)) ?? .onboarding)
        return ShopTapeSession(shop: shop)
    }
}

@MainActor
public final class ShopTapeSession: TapeSession {
    public let shop: ShopApp

    public init(shop: ShopApp) { self.shop = shop }

    public var application: Application { shop.application }

    public func openDeeplink(_ url: String) { shop.openDeeplink(url) }

    public func leakReport() -> [String] { shop.leakReport() }
}
