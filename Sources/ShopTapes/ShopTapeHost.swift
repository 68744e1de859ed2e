import LCoordinator
import LCoordinatorTapes
import ShopDemo
import Tape
import TerminalCore
import TerminalUI

/// Lets tapes drive the Shop demo: a fresh app per tape, on the runner's terminal and clock.
/// Shared by `lcdemo --replay` and the benchmarks. Its `navigationMap` (`ShopNavigationMap` and
/// the deep-link routes) makes `NavigationCoverage(host:)` report Shop's coverage and graph.
@MainActor
package struct ShopTapeHost: NavigationTapeHost {
    /// Whether the app takes the tapes' clicks and wheel notches (`lcdemo --no-mouse` turns it off).
    package let mouse: Bool
    /// Whether the hardware cursor stays on the focused control (`lcdemo --accessible`).
    package let accessible: Bool

    /// - Parameters:
    ///   - mouse: whether the app reacts to the mouse.
    ///   - accessible: whether the frames keep the cursor on the focused control.
    package init(mouse: Bool = true, accessible: Bool = false) {
        self.mouse = mouse
        self.accessible = accessible
    }

    package var routes: [String]? { StartRoute.allCases.map(\.rawValue) }

    /// Shop's screens, containers and transitions (`ShopNavigationMap`) and its deep-link routes.
    package var navigationMap: NavigationMap {
        var map = ShopNavigationMap.map
        for pattern in ShopApp.routePatterns { map.deeplink(pattern) }
        return map
    }

    /// A fresh Shop on `terminal` and `clock` whose routers share `log`, started at `route`.
    package func makeSession(terminal: any Terminal, clock: any TerminalClock, route: String?,
                            log: NavigationLog) throws -> any NavigationTapeSession {
        let shop = ShopApp(terminal: terminal, clock: clock, log: log)
        shop.application.isMouseEnabled = mouse
        shop.application.window.keepsCursorOnFocus = accessible
        shop.start(route: route.flatMap(StartRoute.init(rawValue:)) ?? .onboarding)
        return ShopTapeSession(shop: shop)
    }
}

@MainActor
package final class ShopTapeSession: NavigationTapeSession {
    package let shop: ShopApp

    package init(shop: ShopApp) { self.shop = shop }

    package var application: Application { shop.application }

    package func openDeeplink(_ url: String) { shop.openDeeplink(url) }

    /// Shop's one deep-link manager (its history gives the routes and gates reached).
    package var deeplinkManagers: [DeeplinkManager] { [shop.services.deeplinks] }

    package func leakReport() -> [String] { shop.leakReport() }

    package func saveState() -> String? { shop.navigationState.jsonText() }

    package func restoreState(_ state: String) -> String? { shop.restore(json: state) }

    /// The Shop's replay options (`ShopReplayOptions`): `Set latency 400ms`, `Set failures 1`, `Set user alice`.
    package func setOption(_ name: String, to value: String) -> String? {
        ShopReplayOptions.set(name, to: value, on: shop)
    }
}
