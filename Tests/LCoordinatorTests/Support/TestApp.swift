import Testing
import TerminalCore
import TerminalUI
@testable import LCoordinator
import TerminalUITestSupport

/// A headless app: terminal, virtual clock, application, leak tracker and a coordinator tree.
///
/// `TestApp.stack()` shows one navigation stack with a `Home` screen; `TestApp.tabs(_:)` shows
/// a tab bar with one navigation controller, router and coordinator per tab.
@MainActor
final class TestApp {
    /// The screen harness every UI test uses; this app adds a coordinator tree and release checks.
    let ui: UITestHarness
    var terminal: HeadlessTerminal { ui.terminal }
    var clock: VirtualClock { ui.clock }
    var application: Application { ui.app }
    let tracker = LeakTracker()
    let log = CallbackLog()
    let appCoordinator = AppRootCoordinator()
    /// The router of the main stack (the first tab's with tabs). Routers are held by their
    /// coordinators only, never by the harness, so releases can be checked.
    var mainRouter: Router { mainRouterIfAlive! }
    private weak var mainRouterIfAlive: Router?
    /// The coordinator of the main stack's root screen (the first tab's with tabs); held by the
    /// tree only, so a test can check its release.
    private(set) weak var homeIfAlive: ScreenCoordinator?
    var home: ScreenCoordinator { homeIfAlive! }
    private(set) var tabBarController: TabBarController?
    private(set) var tabsCoordinator: TabsCoordinator?
    var tabRouters: [Router] { tabRouterBoxes.compactMap { $0.object as? Router } }
    private var tabRouterBoxes: [WeakBox] = []
    private var watched: [(label: String, box: WeakBox)] = []

    var window: Window { application.window }

    private init(size: Size) {
        ui = UITestHarness(size: size)
    }

    /// One navigation stack as the window's root, with `Home` at its root.
    static func stack(rootTitle: String = "Home", size: Size = .reference) -> TestApp {
        let app = TestApp(size: size)
        let navigation = NavigationController()
        let router = Router(navigationController: navigation, leakTracker: app.tracker)
        app.mainRouterIfAlive = router
        app.window.rootViewController = navigation
        let home = ScreenCoordinator(rootTitle, router: router, log: app.log)
        app.appCoordinator.addChildCoordinator(home)
        home.start()
        app.homeIfAlive = home
        app.application.start()
        return app
    }

    /// An app with nothing on screen yet: the test builds its root and calls `showRoot(_:)`.
    static func bare(size: Size = .reference) -> TestApp {
        let app = TestApp(size: size)
        app.application.start()
        return app
    }

    /// Makes `router`'s stack the window's root and the app's main router (held by the
    /// coordinator navigating with it, not by the harness).
    func showRoot(_ router: Router) {
        mainRouterIfAlive = router
        window.rootViewController = router.navigationController
    }

    /// A tab bar as the window's root: one stack, router and `ScreenCoordinator` per title.
    static func tabs(_ titles: [String] = ["Home", "Orders", "Profile"], size: Size = .reference) -> TestApp {
        let app = TestApp(size: size)
        let tabBar = TabBarController()
        let tabs = TabsCoordinator(tabBarController: tabBar)
        app.appCoordinator.addChildCoordinator(tabs)
        var navigations: [NavigationController] = []
        for title in titles {
            let navigation = NavigationController()
            let router = Router(navigationController: navigation, leakTracker: app.tracker)
            let coordinator = ScreenCoordinator(title, router: router, log: app.log)
            tabs.addChildCoordinator(coordinator)
            coordinator.start()
            navigations.append(navigation)
            app.tabRouterBoxes.append(WeakBox(router))
        }
        tabBar.setViewControllers(navigations, animated: false)
        app.window.rootViewController = tabBar
        app.tabBarController = tabBar
        app.tabsCoordinator = tabs
        app.mainRouterIfAlive = app.tabRouters.first
        app.homeIfAlive = tabs.children.first as? ScreenCoordinator
        app.application.start()
        return app
    }

    /// Drops the harness's references to the tab bar, its coordinator and routers (after an app
    /// flow switch), so their release can be checked; `mainRouter` becomes the new flow's.
    func forgetTabs(mainRouter router: Router) {
        tabBarController = nil
        tabsCoordinator = nil
        tabRouterBoxes = []
        mainRouterIfAlive = router
    }

    // MARK: Driving

    /// Sends keys through the application's run loop, as a user would.
    func press(_ keys: KeyEvent...) {
        ui.press(keys)
    }

    /// Presents a frame if needed and returns the screen as text.
    @discardableResult
    func render() -> String {
        ui.renderIfNeeded()
        return ui.text
    }

    /// Whether the screen shows `text` (after rendering).
    func shows(_ text: String) -> Bool {
        ui.renderIfNeeded()
        return ui.contains(text)
    }

    /// The titles of the presented layers' root screens, bottom to top.
    var presentedTitles: [String] {
        window.presentedViewControllers.map { (($0 as? NavigationController)?.rootViewController ?? $0).title ?? "" }
    }

    /// The title of the screen the user sees.
    var visibleTitle: String? { window.visibleViewController?.title }

    /// Closes every presented layer and pops every stack to its root, by code.
    func closeEverything() {
        let routers = tabRouterBoxes.isEmpty ? [mainRouterIfAlive].compactMap { $0 } : tabRouters
        routers.first?.dismissAllPresented(isAnimated: false, completion: nil)
        for router in routers { router.popToRootCoordinator(isAnimated: false) }
    }

    /// Remembers every coordinator under `coordinator` (not itself, not embedded plugins, which
    /// stay with their host) for `expectAllReleased`.
    func watchSubtree(of coordinator: any Coordinator) {
        for child in coordinator.children where !child.isEmbedded {
            if let screen = child as? ScreenCoordinator { watch(screen) } else { watch(child, "\(child.coordinatorName)") }
            watchSubtree(of: child)
        }
    }

    // MARK: Release checks

    /// Remembers `coordinator` (with its screen, view model and modal router) to check later
    /// that all of them were released.
    func watch(_ coordinator: ScreenCoordinator?, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let coordinator else {
            Issue.record("watched coordinator is already nil", sourceLocation: sourceLocation)
            return
        }
        watched.append(("coordinator \(coordinator.title)", WeakBox(coordinator)))
        if let screen = coordinator.screen { watched.append(("screen \(coordinator.title)", WeakBox(screen))) }
        if let model = coordinator.viewModel { watched.append(("view model \(coordinator.title)", WeakBox(model))) }
        if let router = coordinator.modalRouter {
            watched.append(("modal router of \(coordinator.title)", WeakBox(router)))
            watched.append(("modal navigation of \(coordinator.title)", WeakBox(router.navigationController)))
        }
    }

    /// Remembers any object to check later that it was released.
    func watch(_ object: AnyObject?, _ label: String) {
        watched.append((label, WeakBox(object)))
    }

    /// Everything watched was released, the leak tracker reports nothing, and the long-lived
    /// routers hold only `remainingContexts` contexts (the root screens').
    func expectAllReleased(remainingContexts: Int? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
        for (label, box) in watched where box.object != nil {
            Issue.record("\(label) is still alive", sourceLocation: sourceLocation)
        }
        let leaks = tracker.leaks()
        #expect(leaks.isEmpty, "leak tracker: \(leaks)", sourceLocation: sourceLocation)
        let routers = tabRouterBoxes.isEmpty ? [mainRouterIfAlive].compactMap { $0 } : tabRouters
        let expected = remainingContexts ?? (tabRouterBoxes.isEmpty ? 1 : tabRouterBoxes.count)
        let held = routers.map { $0.contextSnapshots.count }.reduce(0, +)
        #expect(held == expected, "routers hold \(held) contexts, expected \(expected) (the root screens'): \(routers.map(\.contextSnapshots))", sourceLocation: sourceLocation)
    }
}

/// A weak reference, for lists of objects expected to be released.
@MainActor
final class WeakBox {
    weak var object: AnyObject?
    init(_ object: AnyObject?) { self.object = object }
}

/// Every object given is released (its weak reference is nil).
@MainActor
func expectReleased(_ objects: [String: AnyObject?], sourceLocation: SourceLocation = #_sourceLocation) {
    for (label, object) in objects.sorted(by: { $0.key < $1.key }) where object != nil {
        Issue.record("\(label) is still alive", sourceLocation: sourceLocation)
    }
}
