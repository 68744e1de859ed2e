import LCoordinator

/// The app: the folder tabs over a 10,000-message store, deep links, and the developer tools.
/// Live the store answers after 300 ms; under a tape at once, unless the tape says
/// `Set latency 400ms` or `Set failures 1`.
@MainActor
public final class InboxApp: DeeplinkManagerDelegate {
    /// The terminal app: its window, run loop and clock.
    public let application: Application
    let store: MessageStore
    /// The links `:` and a tape's `Deeplink` open.
    public let deeplinks = DeeplinkManager()
    let leakTracker = LeakTracker()
    let root: InboxTabsCoordinator

    /// `log` is shared by every router (the tabs' too); `--coverage` and `--graph` pass one they
    /// observe. `latency` is the store's: none by default (tapes, tests); the host gives a live
    /// run `MessageStore.liveLatency`.
    public init(terminal: any Terminal, clock: any TerminalClock, latency: Duration = .zero, log: NavigationLog? = nil) {
        application = Application(terminal: terminal, clock: clock)
        // The folders, a message and the compose form work at 30×10 (the tapes hold goldens there).
        application.window.minimumSize = Size(width: 30, height: 10)
        store = MessageStore(clock: clock, latency: latency)
        let navigation = NavigationController()
        navigation.isNavigationBarHidden = true
        root = InboxTabsCoordinator(router: Router(navigationController: navigation, leakTracker: leakTracker, log: log),
                                    store: store, leakTracker: leakTracker)
        application.window.rootViewController = navigation
        deeplinks.register(MessageDeeplinkPlugin(store: store))
        deeplinks.register(ComposeDeeplinkPlugin(tabs: root))
        deeplinks.setup(delegate: self)
        DeveloperTools.install(on: application, root: root, deeplinks: deeplinks, leakTracker: leakTracker, linkPrefix: "inbox://")
        root.start()
    }

    /// Opens `url` as a link from outside (a tape's `Deeplink`, the `:` console).
    public func openDeeplink(_ url: String) { deeplinks.handle(url: url) }
    /// What finished but is still alive, one line each (a tape's `AssertNoLeaks`).
    public func leakReport() -> [String] { leakTracker.leaks().map(\.description) }

    /// `Set latency 400ms` (every store call takes that long; `0ms` answers at once) and
    /// `Set failures 1` (the next calls fail, for Retry).
    public func setOption(_ name: String, to value: String) -> String? {
        switch name {
        case "latency":
            guard value.hasSuffix("ms"), let milliseconds = Int(value.dropLast(2)), (0...60_000).contains(milliseconds) else {
                return "latency takes milliseconds from 0ms to 60000ms, e.g. 400ms"
            }
            store.setLatency(.milliseconds(milliseconds))
            return nil
        case "failures":
            guard let count = Int(value), (0...100).contains(count) else { return "failures takes a count from 0 to 100" }
            store.failNext(count)
            return nil
        default:
            return "the Inbox's options are latency (e.g. 400ms) and failures (a count)"
        }
    }

    // DeeplinkManagerDelegate
    public var isAuthenticated: Bool { true }
    public var deeplinkRootCoordinator: (any Coordinator)? { root }
    public func deeplinkManager(_ manager: DeeplinkManager, didReject url: String, error: DeeplinkError) {
        application.window.showStatus("Cannot open \(url): \(error)")
    }
}
