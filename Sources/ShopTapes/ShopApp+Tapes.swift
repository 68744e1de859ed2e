import LCoordinator
import ShopDemo
import TerminalUI

// What the tapes, the fuzzer and the benchmarks ask of the Shop beyond what the app itself uses.
extension ShopApp {
    /// The demo's deep-link routes (URL patterns such as `shop://product/<int:id>`), sorted.
    package nonisolated static let routePatterns: [String] = ShopApp.routes.patterns.map(\.text).sorted()

    /// The library's invariant checker for this app: frames, wide characters, leaks, and the
    /// log-in gate (the main tabs are never visible while logged out).
    package func makeInvariantChecker() -> InvariantChecker {
        InvariantChecker(application: application, leakTracker: services.leakTracker,
                         isAuthenticated: { [services] in services.session.isLoggedIn },
                         isGated: { $0 is TabBarController },
                         coordinatorTree: { [weak appCoordinator] in appCoordinator },
                         // Overlays (the developer tools, the alerts the app presents itself for
                         // refused links) belong to no coordinator by design; each says so.
                         isUnowned: { $0.isOverlay })
    }
}
