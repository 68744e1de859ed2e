import LCoordinator

/// `shop://order/<int:id>`: dismisses what is presented, selects Orders, pushes `Order #<id>` —
/// a plan of three steps.
final class OrderDeeplinkPlugin: RouteDeeplinkPlugin {
    let pattern = ShopDeeplinks.order
    let usage = "an order link needs an id of 1 to 9 digits, no leading zero (shop://order/1001, shop://order/1001/tracking)"

    func buildCoordinator(route: Route, router: any RouterProtocol) -> (any Coordinator)? {
        guard let id = route.int("id") else { return nil }
        return TabRouteCoordinator(router: router, tab: .orders) { tabs in
            [ShopNavigationSteps.pushOrder(id, on: tabs)]
        }
    }

    func steps(for route: Route) -> [String] {
        ["dismiss what is presented", "select Orders", "push Order #\(route.int("id") ?? 0)"]
    }
}
