import Testing
import TerminalCore
import TerminalUI
@testable import LCoordinator

// The tree helpers: the deepest visible coordinator follows what is on screen
// (presented layers first, then the active tab, skipping embedded plugins).

/// A handler any descendant can reach with `findAncestor(ofType:)`.
@MainActor
protocol TabSwitching: AnyObject {
    func switchTab(to index: Int)
}

extension TabsCoordinator: TabSwitching {
    func switchTab(to index: Int) { tabBarController.select(tab: index) }
}

/// Adds two embedded plugins (`.none`, sharing `host`'s router) to `host`.
@MainActor
private func addPlugins(to host: ScreenCoordinator) {
    let plugins = ["Header plugin", "Banner plugin"].map { TestPlugin(router: host.router, context: $0) }
    let pluginScreens = host.installPlugins(plugins)
    if let screen = host.screen {
        for pluginScreen in pluginScreens { screen.embed(pluginScreen, in: screen.view) }
    }
}

@MainActor @Test func deepestVisibleCoordinatorSkipsEmbeddedPluginsAndFollowsTheSelectedTab() {
    let app = TestApp.tabs()
    let tabs = app.tabsCoordinator!
    addPlugins(to: app.home)
    let orders = tabs.children[1] as? ScreenCoordinator
    weak let orderDetail = orders?.show("Order #7", log: app.log)

    #expect(app.appCoordinator.deepestVisibleCoordinator === app.home)
    #expect(app.appCoordinator.topMostRouter === app.tabRouters[0])

    app.press(.char("2"))
    #expect(app.appCoordinator.deepestVisibleCoordinator === orderDetail)
    #expect(app.appCoordinator.topMostRouter === app.tabRouters[1])

    app.press(.char("3"))
    #expect((app.appCoordinator.deepestVisibleCoordinator as? ScreenCoordinator)?.title == "Profile")

    app.press(.char("1"))
    #expect(app.appCoordinator.deepestVisibleCoordinator === app.home)
    for case let tab as ScreenCoordinator in app.tabsCoordinator?.children ?? [] { app.watchSubtree(of: tab) }
    app.closeEverything()
    app.expectAllReleased()
}

@MainActor @Test func deepestVisibleCoordinatorPrefersPresentedLayersOverPushedAndEmbeddedChildren() {
    let app = TestApp.tabs()
    addPlugins(to: app.home)
    weak let settings = app.home.show("Settings", style: .present(.pageSheet), log: app.log)
    // A plugin added after the sheet is still skipped.
    app.home.installPlugins([TestPlugin(router: app.home.router, context: "Late plugin")])
    #expect(app.appCoordinator.deepestVisibleCoordinator === settings)
    #expect(app.appCoordinator.topMostRouter === settings?.router)
    #expect(app.appCoordinator.topMostRouter !== app.tabRouters[0])

    weak let step = settings?.show("Step", log: app.log)
    #expect(app.appCoordinator.deepestVisibleCoordinator === step)
    #expect(app.appCoordinator.deepestVisibleRouterCoordinator === step)
    #expect(app.appCoordinator.topMostRouter === settings?.router)

    app.press(.escape, .escape)

    #expect(app.appCoordinator.deepestVisibleCoordinator === app.home)
    #expect(app.appCoordinator.topMostRouter === app.tabRouters[0])
    expectReleased(["settings": settings, "step": step])
    app.expectAllReleased()
}

@MainActor @Test func aSheetPresentedFromATabStaysTheDeepestVisibleWhenAnotherTabIsSelectedUnderIt() {
    let app = TestApp.tabs()
    weak let sheet = app.home.show("Settings", style: .present(.pageSheet), log: app.log)
    // Selecting a tab by code while the sheet covers the tabs: what is on screen is still the sheet.
    app.tabBarController?.select(tab: 1)

    #expect(app.visibleTitle == "Settings")
    #expect(app.appCoordinator.deepestVisibleCoordinator === sheet)
    #expect(app.appCoordinator.topMostRouter === sheet?.router)
    app.watch(sheet)
    app.closeEverything()
    app.expectAllReleased()
}

@MainActor @Test func deepestVisibleRouterCoordinatorClimbsFromANonRoutingHelperToItsRoutingAncestor() {
    let app = TestApp.stack()
    weak let detail = app.home.show("Detail", log: app.log)
    weak var helper: HelperCoordinator?
    weak var plugin: TestPlugin?
    do {
        let coordinator = HelperCoordinator()
        detail?.addChildCoordinator(coordinator)
        helper = coordinator
        // A helper with no router and no children shows nothing: it is not on screen.
        #expect(app.appCoordinator.deepestVisibleCoordinator === detail)
        // With an (embedded) child it orchestrates something: it is the deepest, and routing
        // climbs from it to the nearest coordinator that navigates.
        let embedded = TestPlugin(router: app.mainRouter, context: "Plugin")
        coordinator.addChildCoordinator(embedded)
        plugin = embedded
    }

    #expect(app.appCoordinator.deepestVisibleCoordinator === helper)
    #expect(app.appCoordinator.deepestVisibleRouterCoordinator === detail)
    #expect(app.appCoordinator.topMostRouter === app.mainRouter)

    app.press(.escape)
    expectReleased(["detail": detail, "helper": helper, "plugin": plugin])
    app.expectAllReleased()
}

@MainActor @Test func findAncestorFindsTheNearestAncestorByProtocolOrClass() {
    let app = TestApp.tabs()
    weak let detail = app.home.show("Detail", log: app.log)
    weak let sheet = detail?.show("Sheet", style: .present(.pageSheet), log: app.log)
    weak let step = sheet?.show("Step", log: app.log)

    #expect(step?.findAncestor(ofType: (any TabSwitching).self) === app.tabsCoordinator)
    #expect(step?.findAncestor(ofType: AppRootCoordinator.self) === app.appCoordinator)
    #expect(step?.findAncestor(ofType: ScreenCoordinator.self) === sheet)
    #expect(step?.findAncestor(ofType: UnusedCoordinator.self) == nil)
    #expect(app.appCoordinator.findAncestor(ofType: AppRootCoordinator.self) == nil, "an ancestor, never itself")

    step?.findAncestor(ofType: (any TabSwitching).self)?.switchTab(to: 2)
    #expect(app.tabBarController?.selectedIndex == 2)
    app.watchSubtree(of: app.home)
    app.closeEverything()
    app.expectAllReleased()
}

@MainActor @Test func findCoordinatorSearchesTheSubtreeDepthFirstIncludingItself() {
    let app = TestApp.stack()
    weak let a = app.home.show("A", as: OfferCoordinator.self, log: app.log)
    weak let b = a?.show("B", log: app.log)
    weak let c = b?.show("C", as: OfferCoordinator.self, log: app.log)

    #expect(app.appCoordinator.findCoordinator(as: OfferCoordinator.self) === a)
    #expect(b?.findCoordinator(as: OfferCoordinator.self) === c)
    #expect(c?.findCoordinator(as: OfferCoordinator.self) === c)
    #expect(app.appCoordinator.findCoordinator(as: (any TabSwitching).self) == nil)
    app.watchSubtree(of: app.home)
    app.closeEverything()
    app.expectAllReleased()
}

@MainActor @Test func currentChildReturnsTheMostRecentChildOfAType() {
    let app = TestApp.stack()
    weak let first = app.home.show("First offer", style: .present(.pageSheet), as: OfferCoordinator.self, log: app.log)
    weak let second = app.home.show("Second offer", style: .present(.formSheet), as: OfferCoordinator.self, log: app.log)
    let helper = HelperCoordinator()
    app.home.addChildCoordinator(helper)

    #expect(app.home.currentChild(ofType: OfferCoordinator.self) === second)
    #expect(app.home.currentChild(ofType: HelperCoordinator.self) === helper)
    #expect(app.home.currentChild(ofType: UnusedCoordinator.self) == nil)

    app.press(.escape)

    #expect(app.home.currentChild(ofType: OfferCoordinator.self) === first)
    app.watch(first)
    app.closeEverything()
    app.expectAllReleased()
}

@MainActor @Test func printableTreeShowsStylesEmbeddedPresentedActiveAndVisibleMarks() {
    let app = TestApp.tabs()
    addPlugins(to: app.home)
    app.home.show("Settings", style: .present(.pageSheet), log: app.log)

    let tree = app.appCoordinator.coordinatorTreeDescription
    let lines = tree.split(separator: "\n").map(String.init)

    #expect(lines.first == "AppRootCoordinator")
    #expect(lines.contains { $0.contains("TabsCoordinator") && $0.contains("active: ScreenCoordinator") })
    #expect(lines.filter { $0.contains("TestPlugin [none · embedded]") }.count == 2)
    #expect(lines.contains { $0.contains("ScreenCoordinator [present(pageSheet)] presented ◀ visible") })
    #expect(lines.filter { $0.contains("◀ visible") }.count == 1)
    #expect(lines.contains { $0.hasPrefix("└─ TabsCoordinator") })
    #expect(lines.count == 8)
    app.watchSubtree(of: app.home)
    app.closeEverything()
    app.expectAllReleased()
}
