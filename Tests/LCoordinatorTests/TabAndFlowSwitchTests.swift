import Testing
import TerminalCore
import TerminalUI
@testable import LCoordinator

// Esc closes the top-most layer first, at each depth of a tabbed app, a tab's stack being replaced, and an
// app flow switch (a new window root) — each callback once, after its screen left; all released.

@MainActor @Test func escAtEachDepthClosesTheTopMostLayerFirst() {
    let app = TestApp.tabs()
    weak let detail = app.home.show("Detail", log: app.log)
    weak let sheet = detail?.show("Settings", style: .present(.pageSheet), log: app.log)
    weak let step = sheet?.show("Step 2", log: app.log)
    [detail, sheet, step].forEach { app.watch($0) }
    sheet?.router.showAlert(title: "Sure?", message: "Over the sheet", from: step!, animated: true, actions: [
        AlertAction(title: "No", style: .cancel, handler: app.log.alertHandler("alert cancelled")),
        AlertAction(title: "Yes", handler: app.log.alertHandler("alert confirmed")),
    ])
    #expect(app.shows("Sure?"))

    // 1. the alert over the sheet
    app.press(.escape)
    app.log.expectFiredOnceAfterLeaving("alert cancelled")
    app.log.expectNotFired("alert confirmed", "Step 2", "Settings", "Detail")
    #expect(app.visibleTitle == "Step 2")

    // 2. inside the sheet's stack
    app.press(.escape)
    app.log.expectFiredOnceAfterLeaving("Step 2")
    #expect(app.visibleTitle == "Settings")

    // 3. the sheet at its root
    app.press(.escape)
    app.log.expectFiredOnceAfterLeaving("Settings")
    #expect(app.presentedTitles.isEmpty)
    #expect(app.visibleTitle == "Detail")

    // 4. the selected tab's stack
    app.press(.escape)
    app.log.expectFiredOnceAfterLeaving("Detail")
    #expect(app.visibleTitle == "Home")

    // 5. at the root with nothing presented, Esc does nothing
    app.press(.escape, .escape)
    #expect(app.visibleTitle == "Home")
    #expect(app.log.names == ["alert cancelled", "Step 2", "Settings", "Detail"])
    #expect(!app.application.isQuitting)
    app.expectAllReleased()
}

@MainActor @Test func escPopsOnlyTheSelectedTabsStack() {
    let app = TestApp.tabs()
    let orders = app.tabsCoordinator?.children[1] as? ScreenCoordinator
    weak let homeDetail = app.home.show("Product 1", log: app.log)
    weak let orderDetail = orders?.show("Order #7", log: app.log)
    #expect(orderDetail?.router === app.tabRouters[1])

    app.press(.char("2"))
    #expect(app.visibleTitle == "Order #7")
    app.press(.escape)

    app.log.expectFiredOnceAfterLeaving("Order #7")
    app.log.expectNotFired("Product 1")
    #expect(orderDetail == nil)
    #expect(homeDetail != nil)
    app.press(.char("1"))
    #expect(app.visibleTitle == "Product 1")
}

@MainActor @Test func replacingATabsStackFiresTheCallbacksOfItsScreensAndReleasesThem() {
    let app = TestApp.tabs()
    weak let home = app.home
    weak let detail = app.home.show("Detail", log: app.log)
    [home, detail].forEach { app.watch($0) }
    weak let oldNavigation = app.tabRouters[0].navigationController
    let tabBar = app.tabBarController!
    let others = Array(tabBar.viewControllers.dropFirst())

    tabBar.setViewControllers([NavigationController(rootViewController: Screen("New home"))] + others, animated: false)

    app.log.expectFiredOnceAfterLeaving("Home", "Detail")
    #expect(app.log.names == ["Detail", "Home"])
    #expect(app.tabsCoordinator?.children.count == 2)
    #expect(oldNavigation == nil)
    app.expectAllReleased(remainingContexts: 2)
}

@MainActor @Test func appFlowSwitchFiresEveryCallbackOfTheOldFlowAndReleasesTheWholeTree() {
    let app = TestApp.tabs()
    weak let tabs = app.tabsCoordinator
    for case let tab as ScreenCoordinator in tabs?.children ?? [] { app.watch(tab) }
    weak let detail = app.home.show("Detail", log: app.log)
    weak let sheet = detail?.show("Settings", style: .present(.pageSheet), log: app.log)
    weak let bottom = sheet?.show("Picker", style: .panModel, log: app.log)
    [detail, sheet, bottom].forEach { app.watch($0) }
    weak let oldTabBar = app.tabBarController
    app.watch(oldTabBar, "old tab bar")
    var loginShowsWhenOldLeft: [Bool] = []

    // The app coordinator switches flows (onboarding → login → home style): the new flow's
    // root replaces the window's root; the old flow's screens all leave.
    let loginNavigation = NavigationController()
    let loginRouter = Router(navigationController: loginNavigation, leakTracker: app.tracker)
    let login = ScreenCoordinator("Log in", router: loginRouter, log: app.log)
    app.appCoordinator.addChildCoordinator(login)
    login.start()
    let observer = DepartureProbe { loginShowsWhenOldLeft.append(app.window.rootViewController === loginNavigation) }
    oldTabBar?.addDepartureObserver(observer)
    app.window.rootViewController = loginNavigation
    app.appCoordinator.removeChildCoordinator(tabs!)
    app.forgetTabs(mainRouter: loginRouter)

    app.log.expectFiredOnceAfterLeaving("Home", "Orders", "Profile", "Detail", "Settings", "Picker")
    #expect(loginShowsWhenOldLeft == [true])
    #expect(app.visibleTitle == "Log in")
    #expect(app.appCoordinator.children.count == 1)
    app.expectAllReleased(remainingContexts: 1)
    #expect(loginRouter.contextCount(for: login) == 1)
}

/// Runs a closure when the controller it observes leaves.
@MainActor
final class DepartureProbe: ViewControllerDepartureObserver {
    let action: @MainActor () -> Void
    init(_ action: @escaping @MainActor () -> Void) { self.action = action }
    func viewControllerDidDepart(_ viewController: ViewController, _ departure: Departure) { action() }
}

/// The app's major flows, for `BaseAppCoordinator`.
enum TestRoute: FlowRoute {
    case login, home
}

/// Builds a login stack or the tabbed home (a startup router with the tab bar pushed on it).
@MainActor
struct TestFlowFactory: FlowFactory {
    let log: CallbackLog
    let tracker: LeakTracker

    func make(_ route: TestRoute, parent: (any Coordinator)?) -> AppFlowBuildResult {
        let navigation = NavigationController()
        let router = Router(navigationController: navigation, leakTracker: tracker)
        switch route {
        case .login:
            return AppFlowBuildResult(rootViewController: navigation, rootCoordinator: ScreenCoordinator("Log in", router: router, log: log))
        case .home:
            navigation.isNavigationBarHidden = true
            let tabs = TitledTabsCoordinator(router: router, titles: ["Home", "Orders"], log: log)
            return AppFlowBuildResult(rootViewController: navigation, rootCoordinator: tabs)
        }
    }
}

@MainActor @Test func baseAppCoordinatorFlowSwitchFiresTheOldFlowsCallbacksAndReleasesItsWholeTree() {
    let app = TestApp.bare()
    let appCoordinator = BaseAppCoordinator(window: app.window, factory: TestFlowFactory(log: app.log, tracker: app.tracker), leakTracker: app.tracker)
    appCoordinator.navigate(to: .home)
    weak let tabs = appCoordinator.children.first as? TitledTabsCoordinator
    weak let home = tabs?.tab("Home")
    weak let detail = home?.show("Detail", log: app.log)
    weak let sheet = detail?.show("Settings", style: .present(.pageSheet), log: app.log)
    [home, tabs?.tab("Orders"), detail, sheet].forEach { app.watch($0) }
    app.watch(tabs, "tabs coordinator")
    #expect(app.visibleTitle == "Settings")
    #expect(appCoordinator.deepestVisibleCoordinator === sheet)

    appCoordinator.navigate(to: .login)

    #expect(app.visibleTitle == "Log in")
    #expect(app.window.presentedViewControllers.isEmpty)
    app.log.expectFiredOnceAfterLeaving("Settings", "Detail", "Home", "Orders")
    #expect(appCoordinator.children.count == 1)
    #expect((appCoordinator.deepestVisibleCoordinator as? ScreenCoordinator)?.title == "Log in")
    app.expectAllReleased(remainingContexts: 0)

    appCoordinator.navigate(to: .home)
    #expect(app.visibleTitle == "Home")
    app.log.expectFiredOnceAfterLeaving("Log in")
    #expect(app.tracker.leaks().isEmpty)
}
