import LCoordinator

/// `shop://settings`: presents Settings as a page sheet.
final class SettingsDeeplinkPlugin: RouteDeeplinkPlugin {
    /// Weak: the services own the deep-link manager, which owns this plugin.
    private weak var services: ShopServices?
    init(services: ShopServices) { self.services = services }

    let pattern = ShopDeeplinks.settings
    let usage = "the settings link takes no path (shop://settings)"
    var shouldPreventDuplicate: Bool { true }

    func buildCoordinator(route: Route, router: any RouterProtocol) -> (any Coordinator)? {
        services.map { SettingsCoordinator(router: router, services: $0) }
    }

    func steps(for route: Route) -> [String] { ["present Settings as a page sheet"] }

    /// Settings is already up when the visible screen is one of its steps.
    func isShowing(_ component: DeeplinkComponent, in visible: any Coordinator) -> Bool {
        visible is SettingsCoordinator || visible.findAncestor(ofType: SettingsCoordinator.self) != nil
    }
}
