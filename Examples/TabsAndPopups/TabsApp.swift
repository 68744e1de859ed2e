import LCoordinator

/// The app: a window whose root is the tab bar, with the F12 inspector.
@MainActor
final class TabsApp: TapeSession {
    let application: Application
    let leakTracker = LeakTracker()
    let root: MainTabsCoordinator

    init(terminal: any Terminal, clock: any TerminalClock) {
        application = Application(terminal: terminal, clock: clock)
        let navigation = NavigationController()
        navigation.isNavigationBarHidden = true
        root = MainTabsCoordinator(router: Router(navigationController: navigation, leakTracker: leakTracker), scheduler: application)
        application.window.rootViewController = navigation
        DeveloperTools.install(on: application, root: root, leakTracker: leakTracker)
        root.start()
    }

    func openDeeplink(_ url: String) {
        application.window.showStatus("This example has no deep links")
    }

    func leakReport() -> [String] { leakTracker.leaks().map(\.description) }
}
