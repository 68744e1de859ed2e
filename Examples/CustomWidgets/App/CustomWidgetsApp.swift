import LCoordinator

/// The app: a window showing the booking stack, and the F12 / `:` developer tools.
@MainActor
public final class CustomWidgetsApp: DeeplinkManagerDelegate {
    /// The terminal app: its window, run loop and clock.
    public let application: Application
    /// The links `:` opens (the app has none of its own).
    public let deeplinks = DeeplinkManager()
    let leakTracker = LeakTracker()
    let root: BookingCoordinator

    /// `log` is shared by every router; `--coverage` and `--graph` pass one they observe.
    public init(terminal: any Terminal, clock: any TerminalClock, log: NavigationLog? = nil) {
        application = Application(terminal: terminal, clock: clock)
        let navigation = NavigationController()
        root = BookingCoordinator(router: Router(navigationController: navigation, leakTracker: leakTracker, log: log))
        application.window.rootViewController = navigation
        deeplinks.setup(delegate: self)
        DeveloperTools.install(on: application, root: root, deeplinks: deeplinks, leakTracker: leakTracker, linkPrefix: "widgets://")
        root.start()
    }

    /// Opens `url` as a link from outside (a tape's `Deeplink`).
    public func openDeeplink(_ url: String) { deeplinks.handle(url: url) }
    /// What finished but is still alive, one line each (a tape's `AssertNoLeaks`).
    public func leakReport() -> [String] { leakTracker.leaks().map(\.description) }

    // DeeplinkManagerDelegate
    public var isAuthenticated: Bool { true }
    public var deeplinkRootCoordinator: (any Coordinator)? { root }
    public func deeplinkManager(_ manager: DeeplinkManager, didReject url: String, error: DeeplinkError) {
        application.window.showStatus("Cannot open \(url): \(error)")
    }
}
