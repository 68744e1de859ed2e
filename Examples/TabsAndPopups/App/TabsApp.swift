import LCoordinator

/// The app: a window whose root is the tab bar, with the F12 inspector.
@MainActor
public final class TabsApp {
    /// The terminal app: its window, run loop and clock.
    public let application: Application
    let leakTracker = LeakTracker()
    let root: MainTabsCoordinator

    /// `log` is shared by every router (the tabs' too); `--coverage` and `--graph` pass one they observe.
    public init(terminal: any Terminal, clock: any TerminalClock, log: NavigationLog? = nil) {
        application = Application(terminal: terminal, clock: clock)
        let navigation = NavigationController()
        navigation.isNavigationBarHidden = true
        root = MainTabsCoordinator(router: Router(navigationController: navigation, leakTracker: leakTracker, log: log), scheduler: application)
        application.window.rootViewController = navigation
        DeveloperTools.install(on: application, root: root, leakTracker: leakTracker)
        root.start()
    }

    /// The app has no deep links: a tape's `Deeplink` says so in the status line.
    public func openDeeplink(_ url: String) {
        application.window.showStatus("This example has no deep links")
    }

    /// What finished but is still alive, one line each (a tape's `AssertNoLeaks`).
    public func leakReport() -> [String] { leakTracker.leaks().map(\.description) }
}
