import LCoordinator

/// `shop://product/<int:id>`: pushes `Product <id>` on the deepest visible router.
final class ProductDeeplinkPlugin: RouteDeeplinkPlugin {
    /// Weak: the services own the deep-link manager, which owns this plugin.
    private weak var services: ShopServices?
    init(services: ShopServices) { self.services = services }

    let pattern = ShopDeeplinks.product
    let usage = "a product link needs an id of 1 to 9 digits, no leading zero (shop://product/42)"
    var shouldPreventDuplicate: Bool { true }

    func buildCoordinator(route: Route, router: any RouterProtocol) -> (any Coordinator)? {
        guard let id = route.int("id"), let services else { return nil }
        return ProductCoordinator(router: router, context: ProductContext(productID: id, services: services))
    }

    func steps(for route: Route) -> [String] { ["push Product \(route.int("id") ?? 0)"] }

    func isShowing(_ component: DeeplinkComponent, in visible: any Coordinator) -> Bool {
        guard let id = pattern.match(component)?.int("id") else { return false }
        return (visible as? ProductCoordinator)?.context.productID == id
    }
}
