import LCoordinator
import TerminalCore
import TerminalUI

/// The demo app assembled on a terminal and a clock: services, the app coordinator, deep
/// links, and the global keys (`:` open link, `y` copy link, F12 inspector, `?` help, `q` quit).
@MainActor
package final class ShopApp {
    package let application: Application
    package let services: ShopServices
    /// The root of the coordinator tree (flows, tabs, screens).
    package let appCoordinator: AppCoordinator
    /// Who is connected when the Shop runs as an SSH session (`--serve-ssh`); nil locally.
    package private(set) var connectedUser: ConnectedUser?

    /// - Parameters:
    ///   - terminal: where it draws and reads keys.
    ///   - clock: the time source (virtual in tapes).
    ///   - environment: read for `NO_COLOR` and the SSH session's user (`ConnectedUser`).
    ///   - log: where navigation events go (`--log FILE`).
    ///   - latency: how long the server takes (none by default, as tapes and tests want it;
    ///     a live run passes its own).
    package init(terminal: any Terminal, clock: any TerminalClock, environment: [String: String] = [:], log: NavigationLog = NavigationLog(),
                latency: ShopBackend.Latency = .none) {
        let application = Application(terminal: terminal, clock: clock, environment: environment)
        let deeplinks = DeeplinkManager()
        let services = ShopServices(scheduler: application, clock: clock, latency: latency, leakTracker: LeakTracker(), log: log,
                                    deeplinks: deeplinks)
        for plugin in ShopDeeplinks.plugins(services: services) { deeplinks.register(plugin) }
        self.application = application
        self.services = services
        self.connectedUser = ConnectedUser(environment: environment)
        services.visitorName = connectedUser?.name
        self.appCoordinator = AppCoordinator(window: application.window, services: services)
        appCoordinator.navigationLog = log
        DeveloperTools.install(on: application, root: appCoordinator, deeplinks: deeplinks, leakTracker: services.leakTracker,
                               linkPrefix: "shop://", placeholder: "shop://product/42", examples: ShopApp.consoleExamples)
        application.afterEvent = { [weak self] in self?.reportNewLeaks() }
    }

    /// Starts at `route`; `deeplinks` are handled in order (they wait for login when needed).
    package func start(route: StartRoute = .onboarding, deeplinks: [String] = []) {
        services.deeplinks.setup(delegate: appCoordinator)
        appCoordinator.start(at: route)
        application.start()
        if let connectedUser { greet(connectedUser) }
        for link in deeplinks { openDeeplink(link) }
        application.settle()
    }

    /// Serves `user` as an SSH session does: Home's header names them (while nobody is signed
    /// in) and the status line welcomes them. `start` calls it for the session's user; a tape's
    /// `Set user NAME` calls it to show what a session of NAME shows.
    package func greet(_ user: ConnectedUser) {
        connectedUser = user
        services.visitorName = user.name
        application.window.showStatus("Hello, \(user.name)! Welcome to the Shop over SSH; q leaves.")
    }

    /// Handles a deep link as if the system opened it.
    package func openDeeplink(_ url: String) {
        services.deeplinks.handle(url: url)
        application.window.setNeedsDisplay()
    }

    // MARK: - Navigation state

    /// The whole navigation now, as data (`lcdemo --save-state`, the tapes' `SaveState`).
    package var navigationState: NavigationState {
        ShopStateRestoration.snapshot(of: appCoordinator)
    }

    /// Rebuilds `state` as a plan of single navigations; logged out, it waits for the login
    /// and the start-up popups, like a deep link.
    package func restore(_ state: NavigationState) {
        appCoordinator.restore(state)
        application.window.setNeedsDisplay()
    }

    /// One line for each part of the restored state that was left out (a tab that does not
    /// exist, a root that is not its tab's, an unknown style, a step that could not be done);
    /// filled once the restore ran (after the login when logged out). Escaped for printing.
    package var restoreProblems: [String] { appCoordinator.restoreProblems }

    /// Every route of Shop, for reading a saved state.
    nonisolated package static var routes: RouteTable { ShopDeeplinks.table }

    /// Decodes and restores a saved state; returns the one-line reason it cannot be restored
    /// (malformed, another version, a screen that no longer exists) — the app then starts fresh.
    @discardableResult
    package func restore(json: String) -> String? {
        do throws(NavigationStateError) {
            restore(try NavigationState(json: json, routes: ShopDeeplinks.table))
            return nil
        } catch {
            return "\(error); starting fresh"
        }
    }

    /// The URL of the screen on top, printed from its route; nil when that screen has none.
    package var visibleLink: String? { appCoordinator.visibleRoute?.url }

    /// Objects still alive after their screens left (empty when nothing leaked).
    package func leakReport() -> [String] {
        services.leakTracker.leaks().map(\.description)
    }

    // MARK: - Tools

    /// The links the `:` console suggests.
    static let consoleExamples = ["shop://product/42", "shop://order/1001", "shop://tab/profile", "shop://order/1001/tracking",
                                  "shop://settings", "shop://promo/SPRING"]

    private func reportNewLeaks() {
        let leaks = services.leakTracker.newLeaks()
        guard let first = leaks.first else { return }
        let more = leaks.count > 1 ? " (+\(leaks.count - 1) more, F12)" : ""
        application.window.showStatus("Leak: \(first)\(more)")
    }
}
