import Testing
import TerminalCore
import TerminalUI
@testable import LCoordinator

/// `TabBarCoordinator`: one router per tab, `activeChildCoordinator` following the selection,
/// stacks kept across switches, `selectTab(ofType:)`.
@MainActor
@Suite struct TabBarCoordinatorTests {
    let harness = PF.Harness()
    let recorder = PF.Recorder()
    let root = BaseCoordinator()
    let tabs: PF.Tabs

    init() {
        let navigation = NavigationController()
        navigation.isNavigationBarHidden = true
        tabs = PF.Tabs(router: harness.makeRouter(navigation), tracker: harness.tracker, recorder: recorder)
        harness.show(navigation)
        root.addChildCoordinator(tabs)
        tabs.start()
    }

    @Test func eachTabIsAChildWithItsOwnRouter() {
        #expect(tabs.tabCoordinators.count == 3)
        #expect(tabs.children.count == 3)
        let routers = tabs.tabCoordinators.map(\.router)
        for (index, tab) in tabs.tabCoordinators.enumerated() {
            #expect(tab.parentCoordinator === tabs)
            #expect(tab.router !== tabs.router)
            #expect(tabs.tabBarController.viewControllers[index] === tab.router.navigationController)
            #expect(routers.filter { $0 === tab.router }.count == 1)
        }
        #expect(harness.shows("1 Home"))
        #expect(harness.shows("2 Orders"))
        #expect(harness.shows("3 Profile"))
    }

    @Test func activeChildCoordinatorFollowsTheSelectedTab() {
        #expect(tabs.activeChildCoordinator is PF.HomeTab)
        tabs.selectTab(at: 2)
        #expect(tabs.activeChildCoordinator is PF.ProfileTab)
        harness.press(.char("2"))
        #expect(tabs.tabBarController.selectedIndex == 1)
        #expect(tabs.activeChildCoordinator is PF.OrdersTab)
        harness.press(.char("]"))
        #expect(tabs.activeChildCoordinator is PF.ProfileTab)
        harness.press(.char("["), .char("["))
        #expect(tabs.activeChildCoordinator is PF.HomeTab)
        // The deepest visible coordinator follows too.
        harness.press(.char("3"))
        #expect(root.deepestVisibleCoordinator is PF.ProfileTab)
        #expect(root.deepestVisibleRouterCoordinator?.router === tabs.tabCoordinators[2].router)
    }

    @Test func anOutOfRangeSelectionChangesNothing() {
        tabs.selectTab(at: 7)
        tabs.selectTab(at: -1)
        #expect(tabs.activeChildCoordinator is PF.HomeTab)
    }

    @Test func eachTabKeepsItsStackWhenSwitching() throws {
        let home = try #require(tabs.tabCoordinators[0] as? PF.HomeTab)
        weak var detail: PF.ScreenCoordinator?
        do {
            detail = home.show(PF.ScreenCoordinator(router: home.router, title: "Detail", recorder: recorder))
        }
        #expect(tabs.stackTitles(0) == ["Home", "Detail"])
        #expect(harness.shows("Detail"))

        harness.press(.char("2"))
        #expect(harness.shows("Orders"))
        #expect(!harness.shows("Detail"))
        harness.press(.char("1"))
        #expect(tabs.stackTitles(0) == ["Home", "Detail"])
        #expect(harness.shows("Detail"))
        #expect(detail != nil)
        #expect(recorder.count("finish Detail") == 0)

        // Esc pops the selected tab's stack only.
        harness.press(.escape)
        #expect(tabs.stackTitles(0) == ["Home"])
        #expect(recorder.count("finish Detail") == 1)
        #expect(detail == nil)
        #expect(harness.tracker.leaks().isEmpty)
    }

    @Test func selectTabOfTypeSelectsAndReturnsThatTab() {
        let orders = tabs.selectTab(ofType: PF.OrdersTab.self)
        #expect(orders === tabs.tabCoordinators[1])
        #expect(tabs.tabBarController.selectedIndex == 1)
        #expect(tabs.activeChildCoordinator === orders)
        let profile = tabs.selectTab(ofType: PF.ProfileTab.self)
        #expect(profile === tabs.tabCoordinators[2])
        // The first tab of a shared base type.
        let first = tabs.selectTab(ofType: PF.TabRoot.self)
        #expect(first === tabs.tabCoordinators[0])
        #expect(tabs.tabBarController.selectedIndex == 0)
    }

    @Test func selectTabOfAMissingTypeReturnsNilAndKeepsTheSelection() {
        tabs.selectTab(at: 1)
        #expect(tabs.selectTab(ofType: PF.DashboardCoordinator.self) == nil)
        #expect(tabs.tabBarController.selectedIndex == 1)
    }

    @Test func aSubclassCanRefuseATab() {
        tabs.lockedTabs = [2]
        harness.press(.char("3"))
        #expect(tabs.tabBarController.selectedIndex == 0)
        tabs.selectTab(at: 2)
        #expect(tabs.activeChildCoordinator is PF.HomeTab)
        harness.press(.char("2"))
        #expect(tabs.activeChildCoordinator is PF.OrdersTab)
    }

    @Test func selectTabOfTypeReturnsNilWhenTheTabIsRefused() {
        tabs.lockedTabs = [1]
        #expect(tabs.selectTab(ofType: PF.OrdersTab.self) == nil)
        #expect(tabs.activeChildCoordinator is PF.HomeTab)
        // Selecting the tab already selected is no refusal.
        #expect(tabs.selectTab(ofType: PF.HomeTab.self) === tabs.tabCoordinators[0])
    }

    @Test func startingAgainDoesNotRebuildTheTabs() {
        let before = tabs.tabCoordinators.map { ObjectIdentifier($0) }
        tabs.start()
        #expect(tabs.tabCoordinators.map { ObjectIdentifier($0) } == before)
        #expect(recorder.count("start Home") == 1)
    }

    @Test func aTabBarShownByTheCallerStillLeadsDeepLinksToTheActiveTab() {
        // `.none`: the tab bar controller is the window's root, set by the app, not pushed.
        let app = PF.Harness()
        let top = BaseCoordinator()
        let embedded = PF.Tabs(router: app.makeRouter(), style: .none, tracker: app.tracker)
        top.addChildCoordinator(embedded)
        embedded.start()
        app.show(embedded.tabBarController)
        #expect(app.shows("1 Home"))
        #expect(top.deepestVisibleCoordinator is PF.HomeTab)

        let manager = DeeplinkManager(plugins: [PF.ProductPlugin()])
        let host = PF.DeeplinkHost(root: top)
        manager.setup(delegate: host)
        embedded.selectTab(at: 1)
        manager.handle(url: "app://product/9")
        #expect(embedded.stackTitles(1) == ["Orders", "Product 9"])
        #expect(manager.pendingLinks.isEmpty)
    }
}
