import LCoordinator

/// Builds the coordinator that shows a route's screen on a given router — what restoring a
/// saved navigation state pushes and presents. Tab routes are roots: they are selected, never built.
@MainActor
enum ShopScreenFactory {
    static func coordinator(for route: Route, router: any RouterProtocol, services: ShopServices) -> (any RouterCoordinator)? {
        switch route.pattern.text {
        case ShopDeeplinks.product.text:
            route.int("id").map { ProductCoordinator(router: router, context: ProductContext(productID: $0, services: services)) }
        case ShopDeeplinks.order.text:
            route.int("id").map { OrderDetailCoordinator(router: router, orderID: $0, services: services) }
        case ShopDeeplinks.orderTracking.text:
            route.int("id").map { TrackingCoordinator(router: router, orderID: $0, services: services) }
        case ShopDeeplinks.settings.text:
            SettingsCoordinator(router: router, services: services)
        case ShopDeeplinks.promo.text:
            route.string("code").map { PromoCoordinator(router: router, code: $0) }
        default:
            nil
        }
    }

    /// The tab whose root `route` is (`shop://tab/orders` → Orders).
    static func tab(of route: Route) -> ShopTab? {
        guard route.pattern.text == ShopDeeplinks.tab.text else { return nil }
        return ShopTab.allCases.first { $0.title.lowercased() == route.string("tab") }
    }
}
