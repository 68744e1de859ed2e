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
    /// Whether the app takes the tapes' clicks and wheel notches (`lcdemo --no-mouse` turns it off).
    public let mouse: Bool
    /// Whether the hardware cursor stays on the focused control (`lcdemo --accessible`).
    public let accessible: Bool

    /// - Parameters:
    ///   - coverage: collects screens, transitions and deep links of every tape.
    ///   - mouse: whether the app reacts to the mouse.
    ///   - accessible: whether the frames keep the cursor on the focused control.
    public init(coverage: ShopCoverage? = nil, mouse: Bool = true, accessible: Bool = false) {
        self.coverage = coverage
        self.mouse = mouse
        self.accessible = accessible
    }

    public var routes: [String]? { StartRoute.allCases.map(\.rawValue) }

    public func makeSession(terminal: any Terminal, clock: any TerminalClock, route: String?) throws -> any TapeSession {
        let shop = ShopApp(terminal: terminal, clock: clock, log: coverage?.makeLog() ?? NavigationLog())
        coverage?.watch(shop)
        shop.application.isMouseEnabled = mouse
        shop.application.window.keepsCursorOnFocus = accessible
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

    public func saveState() -> String? { shop.navigationState.jsonText() }

    public func restoreState(_ state: String) -> String? { shop.restore(json: state) }
}
