import ShopDemo
import Tape
import TerminalCore
import TerminalUI

/// Lets tapes drive the Shop demo: a fresh app per tape, on the runner's terminal and clock.
@MainActor
struct ShopTapeHost: TapeHost {
    var routes: [String]? { StartRoute.allCases.map(\.rawValue) }

    func makeSession(terminal: any Terminal, clock: VirtualClock, route: String?) throws -> any TapeSession {
        let shop = ShopApp(terminal: terminal, clock: clock)
        shop.start(route: route.flatMap(StartRoute.init(rawValue:)) ?? .onboarding)
        return ShopTapeSession(shop: shop)
    }
}

@MainActor
final class ShopTapeSession: TapeSession {
    let shop: ShopApp

    init(shop: ShopApp) { self.shop = shop }

    var application: Application { shop.application }

    func openDeeplink(_ url: String) { shop.openDeeplink(url) }

    func leakReport() -> [String] { shop.leakReport() }
}
