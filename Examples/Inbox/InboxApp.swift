import LCoordinatorTapes

/// The app: the folder tabs over a 10,000-message store, deep links, and the developer tools.
@MainActor
final class InboxApp: TapeSession, DeeplinkManagerDelegate {
    let application: Application
    let store = MessageStore()
    let deeplinks = DeeplinkManager()
    let leakTracker = LeakTracker()
    let root: InboxTabsCoordinator

    /// `log` is shared by every router (the tabs' too); `--coverage` and `--graph` pass one they observe.
    init(terminal: any Terminal, clock: any TerminalClock, log: NavigationLog? = nil) {
        application = Application(terminal: terminal, clock: clock)
        let navigation = NavigationController()
        navigation.isNavigationBarHidden = true
        root = InboxTabsCoordinator(router: Router(navigationController: navigation, leakTracker: leakTracker, log: log),
                                    store: store, leakTracker: leakTracker)
        application.window.rootViewController = navigation
        deeplinks.register(MessageDeeplinkPlugin(store: store))
        deeplinks.register(ComposeDeeplinkPlugin(store: store))
        deeplinks.setup(delegate: self)
        DeveloperTools.install(on: application, root: root, deeplinks: deeplinks, leakTracker: leakTracker, linkPrefix: "inbox://")
        root.start()
    }

    // TapeSession: what a tape's `Deeplink` and `AssertNoLeaks` do.
    func openDeeplink(_ url: String) { deeplinks.handle(url: url) }
    func leakReport() -> [String] { leakTracker.leaks().map(\.description) }

    // DeeplinkManagerDelegate
    var isAuthenticated: Bool { true }
    var deeplinkRootCoordinator: (any Coordinator)? { root }
    func deeplinkManager(_ manager: DeeplinkManager, didReject url: String, error: DeeplinkError) {
        application.window.showStatus("Cannot open \(url): \(error)")
    }
}
