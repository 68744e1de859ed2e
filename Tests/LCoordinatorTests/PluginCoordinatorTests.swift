import Testing
import TerminalCore
import TerminalUI
@testable import LCoordinator

/// Plugin coordinators: installed and started by `installPlugins`, `.none`, sharing the
/// parent's router, embedded in the parent's screen, skipped by deep links.
@MainActor
@Suite struct PluginCoordinatorTests {
    let harness = PF.Harness()
    let navigation = NavigationController()
    let root = BaseCoordinator()
    let dashboard: PF.DashboardCoordinator

    init() {
        dashboard = PF.DashboardCoordinator(router: harness.makeRouter(navigation))
        harness.show(navigation)
        root.addChildCoordinator(dashboard)
        dashboard.start()
    }

    @Test func installPluginsAddsAndStartsThemInOrder() {
        #expect(dashboard.children.count == 3)
        #expect(dashboard.children.map { ($0 as? PF.BadgePlugin)?.pluginId } == ["header", "banner", "report"])
        for plugin in dashboard.plugins {
            #expect(plugin.parentCoordinator === dashboard)
            #expect(plugin.startCount == 1)
            #expect(plugin.pluginViewController != nil)
        }
        #expect(dashboard.pluginScreens.count == 3)
        for (plugin, screen) in zip(dashboard.plugins, dashboard.pluginScreens) {
            #expect(plugin.pluginViewController === screen)
        }
    }

    @Test func pluginsAreEmbeddedAndShareTheParentsRouter() {
        for plugin in dashboard.plugins {
            #expect(plugin.presentationStyle == .none)
            #expect(plugin.router === dashboard.router)
            #expect(plugin.parentRouter === dashboard.router)
        }
    }

    @Test func pluginScreensAreDrawnInsideTheParentsScreen() throws {
        let screen = try #require(dashboard.screen)
        #expect(navigation.viewControllers.count == 1)
        #expect(navigation.topViewController === screen)
        #expect(harness.window.presentedViewControllers.isEmpty)
        let lines = harness.screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        func row(_ text: String) -> Int? { lines.firstIndex { $0.contains(text) } }
        let title = try #require(row("Dashboard"))
        let header = try #require(row("[header plugin]"))
        let banner = try #require(row("[banner plugin]"))
        let report = try #require(row("[report plugin]"))
        let body = try #require(row("Dashboard body"))
        #expect(title < header)
        #expect(header < banner)
        #expect(banner < report)
        #expect(report < body)
        // Embedded once the screen's view was loaded (for the frame just drawn).
        for part in dashboard.pluginScreens {
            #expect(part.parent === screen)
        }
    }

    @Test func startingAPluginAgainKeepsItsScreen() throws {
        let plugin = try #require(dashboard.plugins.first)
        let screen = plugin.pluginViewController
        plugin.start()
        #expect(plugin.pluginViewController === screen)
    }

    @Test func theDeepestVisibleCoordinatorSkipsPlugins() {
        #expect(root.deepestVisibleCoordinator === dashboard)
        #expect(root.deepestVisibleRouterCoordinator === dashboard)
        #expect(root.topMostRouter === dashboard.router)
        #expect(root.coordinatorTreeDescription.contains("BadgePlugin [none · embedded]"))
    }

    @Test func deepLinksAreDeliveredToTheParentNotToAPlugin() throws {
        let manager = DeeplinkManager(plugins: [PF.ProductPlugin()])
        let host = PF.DeeplinkHost(root: root)
        manager.setup(delegate: host)
        let plan = manager.handlePlan(url: "app://product/42")
        #expect(plan.outcome == .handle(target: "DashboardCoordinator", action: "push Product 42"))
        #expect(navigation.viewControllers.map(\.title) == ["Dashboard", "Product 42"])
        let product = try #require(dashboard.children.last as? PF.ScreenCoordinator)
        #expect(product.title == "Product 42")
        for plugin in dashboard.plugins {
            #expect(plugin.children.isEmpty)
        }
        #expect(harness.shows("Product 42"))
    }

    @Test func pluginsAreReleasedWithTheirParentsScreen() {
        let base = PF.Harness()
        let stack = NavigationController(rootViewController: PF.Screen("Welcome"))
        base.show(stack)
        let parent = BaseCoordinator()
        weak var weakDashboard: PF.DashboardCoordinator?
        weak var plugin: PF.BadgePlugin?
        weak var part: ViewController?
        do {
            let shown = PF.DashboardCoordinator(router: base.makeRouter(stack))
            parent.addChildCoordinator(shown)
            shown.start()
            weakDashboard = shown
            plugin = shown.plugins.first
            part = shown.pluginScreens.first
        }
        #expect(base.shows("[header plugin]"))
        base.press(.escape)
        #expect(weakDashboard == nil)
        #expect(plugin == nil)
        #expect(part == nil)
        #expect(parent.children.isEmpty)
        #expect(base.tracker.leaks().isEmpty)
    }
}
