import LCoordinator

/// The app: a window showing the widget list's stack, with the F12 inspector.
@MainActor
public final class GalleryApp {
    /// The terminal app: its window, run loop and clock.
    public let application: Application
    let leakTracker = LeakTracker()
    let root: WidgetListCoordinator

    /// `log` is shared by every router; `--coverage` and `--graph` pass one they observe.
    public init(terminal: any Terminal, clock: any TerminalClock, log: NavigationLog? = nil) {
        application = Application(terminal: terminal, clock: clock)
        // Every widget's screen works at 30×10 (its tapes hold goldens there): no notice above it.
        application.window.minimumSize = Size(width: 30, height: 10)
        let navigation = NavigationController()
        root = WidgetListCoordinator(router: Router(navigationController: navigation, leakTracker: leakTracker, log: log))
        application.window.rootViewController = navigation
        DeveloperTools.install(on: application, root: root, leakTracker: leakTracker)
        root.start()
    }

    /// The gallery has no deep links: a tape's `Deeplink` says so in the status line.
    public func openDeeplink(_ url: String) {
        application.window.showStatus("The gallery has no deep links")
    }

    /// What finished but is still alive, one line each (a tape's `AssertNoLeaks`).
    public func leakReport() -> [String] { leakTracker.leaks().map(\.description) }
}
