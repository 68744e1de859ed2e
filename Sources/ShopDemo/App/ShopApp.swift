import LCoordinator
import TerminalCore
import TerminalUI

/// Where the demo starts (`--route`).
public enum StartRoute: String, CaseIterable, Sendable {
    case onboarding, login, home
}

/// The demo app assembled on a terminal and a clock: services, the app coordinator, deep
/// links, and the global keys (`:` open link, F12 inspector, `?` help, `q` quit).
@MainActor
public final class ShopApp {
    public let application: Application
    public let services: ShopServices
    let appCoordinator: AppCoordinator

    /// - Parameters:
    ///   - terminal: where it draws and reads keys.
    ///   - clock: the time source (virtual in tapes).
    ///   - environment: read for `NO_COLOR`.
    ///   - log: where navigation events go (`--log FILE`).
    public init(terminal: any Terminal, clock: any TerminalClock, environment: [String: String] = [:], log: NavigationLog = NavigationLog()) {
        let application = Application(terminal: terminal, clock: clock, environment: environment)
        let deeplinks = DeeplinkManager()
        let services = ShopServices(scheduler: application, leakTracker: LeakTracker(), log: log, deeplinks: deeplinks)
        for plugin in ShopDeeplinks.plugins(services: services) { deeplinks.register(plugin) }
        self.application = application
        self.services = services
        self.appCoordinator = AppCoordinator(window: application.window, services: services)
        appCoordinator.navigationObserver = log.observer
        application.keyBindings = [
            KeyBinding(.char(":"), title: "Open link") { [weak self] in self?.showDeeplinkConsole() },
            KeyBinding(.f(12), title: "Tree") { [weak self] in self?.toggleInspector() },
        ]
        application.afterEvent = { [weak self] in self?.reportNewLeaks() }
    }

    /// Starts at `route`; `deeplinks` are handled in order (they wait for login when needed).
    public func start(route: StartRoute = .onboarding, deeplinks: [String] = []) {
        services.deeplinks.setup(delegate: appCoordinator)
        appCoordinator.start(at: route)
        application.start()
        for link in deeplinks { openDeeplink(link) }
        application.settle()
    }

    /// Handles a deep link as if the system opened it.
    public func openDeeplink(_ url: String) {
        services.deeplinks.handle(url: url)
        application.window.setNeedsDisplay()
    }

    /// Objects still alive after their screens left (empty when nothing leaked).
    public func leakReport() -> [String] {
        services.leakTracker.leaks().map(\.description)
    }

    /// The library's invariant checker for this app: frames, wide characters, leaks, and the
    /// log-in gate (the main tabs are never visible while logged out).
    public func makeInvariantChecker() -> InvariantChecker {
        InvariantChecker(application: application, leakTracker: services.leakTracker,
                         isAuthenticated: { [services] in services.session.isLoggedIn },
                         isGated: { $0 is TabBarController },
                         coordinatorTree: { [weak appCoordinator] in appCoordinator },
                         // The app's own tools and the alerts it presents itself (refused links).
                         isUnowned: { $0 is InspectorViewController || $0 is DeeplinkConsoleViewController || $0 is AlertController })
    }

    /// The coordinator tree as text.
    public var coordinatorTree: String { appCoordinator.coordinatorTreeDescription }

    // MARK: - Tools

    private func showDeeplinkConsole() {
        let window = application.window
        guard !(window.topViewController is DeeplinkConsoleViewController) else { return }
        let console = DeeplinkConsoleViewController(manager: services.deeplinks) { [weak self] url in
            guard let self else { return }
            self.application.window.topViewController?.dismissFromPresenter(animated: true)
            self.openDeeplink(url.trimmingSpaces)
        }
        window.rootViewController?.present(console)
    }

    private func toggleInspector() {
        let window = application.window
        if let inspector = window.presentedViewControllers.first(where: { $0 is InspectorViewController }) {
            inspector.dismissFromPresenter(animated: true)
            return
        }
        let inspector = InspectorViewController { [weak self] in
            guard let self else { return [] }
            return InspectorReport.lines(root: self.appCoordinator, window: self.application.window, leakTracker: self.services.leakTracker)
        }
        inspector.keyBindings = [KeyBinding(.f(12), title: "Close") { [weak inspector] in inspector?.dismissFromPresenter(animated: true) }]
        window.rootViewController?.present(inspector)
    }

    private func reportNewLeaks() {
        let leaks = services.leakTracker.newLeaks()
        guard let first = leaks.first else { return }
        let more = leaks.count > 1 ? " (+\(leaks.count - 1) more, F12)" : ""
        application.window.showStatus("Leak: \(first)\(more)")
    }
}
