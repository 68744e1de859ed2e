import Testing
import TerminalCore
import TerminalUI
@testable import LCoordinator

/// `BaseAppCoordinator.navigate(to:)`: hierarchy, start order, window root, old flow's
/// callbacks and release.
@MainActor
@Suite struct AppFlowTests {
    let harness = PF.Harness()
    let recorder = PF.Recorder()

    func makeApp() -> PF.AppCoordinator {
        let app = PF.AppCoordinator(window: harness.window, factory: PF.FlowBuilder(tracker: harness.tracker, recorder: recorder),
                                    leakTracker: harness.tracker)
        harness.start()
        return app
    }

    @Test func navigateMakesTheRootAChildOfTheAppAndThePrebuiltChildrenChildrenOfTheRoot() {
        let app = makeApp()
        app.navigate(to: .home)
        #expect(app.children.count == 1)
        let startup = app.children.first as? PF.SilentRootCoordinator
        #expect(startup?.parentCoordinator === app)
        let tabs = startup?.children.first as? PF.Tabs
        #expect(tabs != nil)
        #expect(startup?.children.count == 1)
        #expect(tabs?.parentCoordinator === startup)
        #expect(app.currentRoute == .home)
    }

    @Test func theHierarchyIsSetUpBeforeTheRootStarts() {
        let app = makeApp()
        app.navigate(to: .home)
        let startup = app.children.first as? PF.SilentRootCoordinator
        #expect(startup?.parentAtStart === app)
        #expect(startup?.childrenAtStart.count == 1)
        #expect(startup?.childrenAtStart.first is PF.Tabs)
    }

    @Test func theRootStartsBeforeItsChildren() {
        let app = makeApp()
        app.navigate(to: .home)
        #expect(recorder.events == ["start Startup", "start Tabs", "start Home", "start Orders", "start Profile"])
        app.navigate(to: .login)
        #expect(recorder.events.filter { $0.hasPrefix("start") }.suffix(2) == ["start Log in", "start Intro"])
    }

    @Test func theFlowsScreenBecomesTheWindowRoot() throws {
        let app = makeApp()
        app.navigate(to: .login)
        let login = try #require(app.children.first as? PF.ScreenCoordinator)
        #expect(harness.window.rootViewController === login.router.navigationController)
        #expect(login.router.navigationController.viewControllers.map(\.title) == ["Log in", "Intro"])
        #expect(harness.shows("Intro"))

        app.navigate(to: .home)
        let startup = try #require(app.children.first as? PF.SilentRootCoordinator)
        #expect(harness.window.rootViewController === startup.router.navigationController)
        #expect(harness.shows("1 Home"))
        #expect(harness.shows("2 Orders"))
        #expect(!harness.shows("Intro"))
    }

    @Test func switchingFlowsFiresEachOldScreensCallbackOnce() {
        let app = makeApp()
        app.navigate(to: .login)
        app.navigate(to: .home)
        #expect(recorder.count("finish Log in") == 1)
        #expect(recorder.count("finish Intro") == 1)
        app.navigate(to: .login)
        for tab in ["Home", "Orders", "Profile"] {
            #expect(recorder.count("finish \(tab)") == 1, "tab \(tab)")
        }
        // The new flow's screens are untouched.
        #expect(recorder.count("finish Log in") == 1)
    }

    @Test func switchingFlowsClosesWhatTheOldFlowPresentedAndFiresItsCallbackOnce() throws {
        let app = makeApp()
        app.navigate(to: .login)
        weak var terms: PF.ScreenCoordinator?
        do {
            let login = try #require(app.children.first as? PF.ScreenCoordinator)
            let sheet = login.show(PF.ScreenCoordinator(router: login.router, style: .present(.pageSheet), title: "Terms", recorder: recorder))
            terms = sheet
        }
        #expect(harness.window.presentedViewControllers.count == 1)
        app.navigate(to: .home)
        #expect(recorder.count("finish Terms") == 1)
        #expect(harness.window.presentedViewControllers.isEmpty)
        #expect(terms == nil)
        #expect(harness.tracker.leaks().isEmpty)
    }

    @Test func switchingFlowsReleasesTheOldTree() {
        let app = makeApp()
        weak var login: PF.ScreenCoordinator?
        weak var intro: PF.ScreenCoordinator?
        weak var navigation: NavigationController?
        weak var router: (any RouterProtocol)?
        weak var loginScreen: PF.Screen?
        weak var introScreen: PF.Screen?
        do {
            app.navigate(to: .login)
            let root = app.children.first as? PF.ScreenCoordinator
            login = root
            intro = root?.children.first as? PF.ScreenCoordinator
            navigation = root?.router.navigationController
            router = root?.router
            loginScreen = root?.screen
            introScreen = intro?.screen
        }
        #expect(login != nil && intro != nil && loginScreen != nil && introScreen != nil)
        app.navigate(to: .home)
        #expect(login == nil)
        #expect(intro == nil)
        #expect(navigation == nil)
        #expect(router == nil)
        #expect(loginScreen == nil)
        #expect(introScreen == nil)
        #expect(app.children.count == 1)
        #expect(harness.tracker.leaks().isEmpty)
    }

    @Test func switchingAwayFromTheTabsReleasesEveryTabAndItsRouter() {
        let app = makeApp()
        weak var tabs: PF.Tabs?
        weak var homeTab: (any RouterCoordinator)?
        weak var ordersRouter: (any RouterProtocol)?
        weak var tabBar: TabBarController?
        do {
            app.navigate(to: .home)
            let built = app.findCoordinator(as: PF.Tabs.self)
            tabs = built
            homeTab = built?.tabCoordinators.first
            ordersRouter = built?.tabCoordinators[1].router
            tabBar = built?.tabBarController
            // Something pushed on a tab goes too.
            if let home = built?.tabCoordinators.first as? PF.HomeTab {
                home.show(PF.ScreenCoordinator(router: home.router, title: "Detail", recorder: recorder))
            }
        }
        #expect(tabs != nil && homeTab != nil && ordersRouter != nil && tabBar != nil)
        app.navigate(to: .login)
        #expect(tabs == nil)
        #expect(homeTab == nil)
        #expect(ordersRouter == nil)
        #expect(tabBar == nil)
        #expect(recorder.count("finish Detail") == 1)
        #expect(harness.tracker.leaks().isEmpty)
    }

    @Test func aChildThatPresentsAtStartIsOnScreenAfterTheSwitch() throws {
        let app = makeApp()
        app.navigate(to: .login)
        app.navigate(to: .welcome)
        #expect(harness.window.presentedViewControllers.count == 1)
        #expect(harness.window.presentedViewControllers.first?.modalPresentationStyle == .formSheet)
        #expect(harness.shows("Terms body"))
        let welcome = try #require(app.children.first as? PF.ScreenCoordinator)
        #expect(welcome.children.first?.isPresentedNow == true)
        #expect(app.deepestVisibleCoordinator === welcome.children.first)
        harness.press(.escape)
        #expect(recorder.count("finish Terms") == 1)
        #expect(harness.window.presentedViewControllers.isEmpty)
        #expect(welcome.children.isEmpty)
        #expect(harness.shows("Welcome body"))
        #expect(harness.tracker.leaks().isEmpty)
    }

    @Test func switchingBackAndForthKeepsOneFlowAndLeaksNothing() {
        let app = makeApp()
        for _ in 0..<5 {
            app.navigate(to: .login)
            app.navigate(to: .home)
        }
        #expect(app.children.count == 1)
        #expect(app.children.first is PF.SilentRootCoordinator)
        #expect(harness.tracker.leaks().isEmpty)
        #expect(recorder.count("finish Log in") == 5)
        #expect(recorder.count("finish Intro") == 5)
    }

    @Test func theScreenAfterASwitchRespondsToKeys() {
        let app = makeApp()
        app.navigate(to: .login)
        app.navigate(to: .home)
        harness.press(.char("2"))
        #expect(app.findCoordinator(as: PF.Tabs.self)?.activeChildCoordinator is PF.OrdersTab)
        // Esc at a tab's root does nothing (and never quits).
        harness.press(.escape)
        #expect(!harness.app.isQuitting)
        #expect(harness.tracker.leaks().isEmpty)
    }
}
