import LCoordinator

// The screens of Shop that have a route: each can be linked to ("copy link", `y`)
// and is kept in a saved navigation state. The others — checkout, the store picker, Settings'
// steps 2 and 3, the start-up popups, alerts, onboarding and log in — are not: a saved path
// ends under them.

extension HomeCoordinator: RouteProviding {
    package var route: Route? { ShopDeeplinks.route(ShopDeeplinks.tab, ["tab": .string("home")]) }
}

extension OrdersCoordinator: RouteProviding {
    package var route: Route? { ShopDeeplinks.route(ShopDeeplinks.tab, ["tab": .string("orders")]) }
}

extension ProfileCoordinator: RouteProviding {
    package var route: Route? { ShopDeeplinks.route(ShopDeeplinks.tab, ["tab": .string("profile")]) }
}

extension ProductCoordinator: RouteProviding {
    package var route: Route? { ShopDeeplinks.route(ShopDeeplinks.product, ["id": .int(context.productID)]) }
}

extension OrderDetailCoordinator: RouteProviding {
    package var route: Route? { ShopDeeplinks.route(ShopDeeplinks.order, ["id": .int(orderID)]) }
}

extension TrackingCoordinator: RouteProviding {
    package var route: Route? { ShopDeeplinks.route(ShopDeeplinks.orderTracking, ["id": .int(orderID)]) }
}

extension SettingsCoordinator: RouteProviding {
    package var route: Route? { ShopDeeplinks.route(ShopDeeplinks.settings) }
}

extension PromoCoordinator: RouteProviding {
    package var route: Route? { ShopDeeplinks.route(ShopDeeplinks.promo, ["code": .string(code)]) }
}
