import Testing
import TerminalCore
import TerminalUI
@testable import LCoordinator

// The library's container, `TabBarCoordinator`: one router per tab, each callback once after
// its screen left, the selected tab's coordinator is the active child, a replaced tab is released.

/// The app's tab bar coordinator: a `ScreenCoordinator` per title, each on its own router.
@MainActor
final class TitledTabsCoordinator: TabBarCoordinator {
    let titles: [String]
    let log: CallbackLog

    init(router: any RouterProtocol, presentationStyle: RouterPresentationStyle = .push, titles: [String], log: CallbackLog) {
        self.titles = titles
        self.log = log
        super.init(router: router, presentationStyle: presentationStyle)
    }

    override func makeTabs() -> [any RouterCoordinator] {
        titles.map { title in
            ScreenCoordinator(title, router: Router(navigationController: NavigationController(), leakTracker: router.leakTracker), log: log)
        }
    }

    func tab(_ title: String) -> ScreenCoordinator? {
        tabCoordinators.lazy.compactMap { $0 as? ScreenCoordinator }.first { $0.title == title }
    }
}

/// The usual shape: a startup router on the window's root navigation controller, the tab bar
/// pushed on it by the tab bar coordinator.
@MainActor
private func tabbedApp(style: RouterPresentationStyle = .push) -> (TestApp, TitledTabsCoordinator) {
    let app = TestApp.bare()
    let startupNavigation = NavigationController()
    startupNavigation.isNavigationBarHidden = true
    let startupRouter = Router(navigationController: startupNavigation, leakTracker: app.tracker)
    let tabs = TitledTabsCoordinator(router: startupRouter, presentationStyle: style, titles: ["Home", "Orders", "Profile"], log: app.log)
    app.appCoordinator.addChildCoordinator(tabs)
    tabs.start()
    if style == .none {
        // The caller shows the tab bar itself.
        app.window.rootViewController = tabs.tabBarController
    } else {
        app.showRoot(startupRouter)
    }
    return (app, tabs)
}

@MainActor @Test func tabBarCoordinatorsActiveChildIsTheSelectedTabAndDrivesTheDeepestVisible() {
    let (app, tabs) = tabbedApp()
    #expect(app.visibleTitle == "Home")
    #expect(app.appCoordinator.deepestVisibleCoordinator === tabs.tab("Home"))

    app.press(.char("2"))
    weak let order = tabs.tab("Orders")?.show("Order #7", log: app.log)
    #expect(order?.router === tabs.tab("Orders")?.router)
    #expect(app.appCoordinator.deepestVisibleCoordinator === order)
    #expect(app.appCoordinator.topMostRouter === tabs.tab("Orders")?.router)

    app.press(.char("3"))
    #expect(app.appCoordinator.deepestVisibleCoordinator === tabs.tab("Profile"))

    app.press(.char("2"), .escape)
    app.log.expectFiredOnceAfterLeaving("Order #7")
    #expect(order == nil)
    #expect(app.appCoordinator.deepestVisibleCoordinator === tabs.tab("Orders"))
    app.expectAllReleased(remainingContexts: 1)
}

@MainActor @Test func aTabBarCoordinatorWhoseTabBarTheCallerShowsIsStillFollowedToTheSelectedTab() {
    let (app, tabs) = tabbedApp(style: .none)
    app.press(.char("2"))

    #expect(app.visibleTitle == "Orders")
    #expect(app.appCoordinator.deepestVisibleCoordinator === tabs.tab("Orders"))
    #expect(app.appCoordinator.topMostRouter === tabs.tab("Orders")?.router)

    weak let sheet = tabs.tab("Orders")?.show("Tracking", style: .present(.fullScreen), log: app.log)
    #expect(app.appCoordinator.deepestVisibleCoordinator === sheet)
    app.press(.escape)
    #expect(sheet == nil)
}

@MainActor @Test func aReplacedTabOfATabBarCoordinatorIsReleasedAndTheActiveChildStaysRight() {
    let (app, tabs) = tabbedApp()
    weak let home = tabs.tab("Home")
    weak let detail = home?.show("Detail", log: app.log)
    app.watch(home)
    app.watch(detail)
    let tabBar = tabs.tabBarController
    let fresh = ScreenCoordinator("New home", router: Router(navigationController: NavigationController(), leakTracker: app.tracker), log: app.log)
    tabs.addChildCoordinator(fresh)
    fresh.start()

    tabBar.setViewControllers([fresh.router.navigationController] + tabBar.viewControllers.dropFirst(), animated: false)

    app.log.expectFiredOnceAfterLeaving("Home", "Detail")
    #expect(tabs.activeChildCoordinator === fresh)
    app.press(.char("2"))
    #expect(tabs.activeChildCoordinator === tabs.tab("Orders"))
    #expect(app.appCoordinator.deepestVisibleCoordinator === tabs.tab("Orders"))
    app.expectAllReleased()
}
