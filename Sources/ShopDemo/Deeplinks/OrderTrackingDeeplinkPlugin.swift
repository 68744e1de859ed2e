import LCoordinator

/// `shop://order/<int:id>/tracking`: dismisses what is presented, selects Orders, pushes
/// `Order #<id>` and presents its tracking full screen — a plan of four steps, each a real
/// navigation through the Router.
final class OrderTrackingDeeplinkPlugin: RouteDeeplinkPlugin {
    let pattern = ShopDeeplinks.orderTracking
    let usage = "an order link needs an id of 1 to 9 digits, no leading zero (shop://order/1001/tracking)"

    func buildCoordinator(route: Route, router: any RouterProtocol) -> (any Coordinator)? {
        guard let id = route.int("id") else { return nil }
        return TabRouteCoordinator(router: router, tab: .orders) { tabs in
            [ShopNavigationSteps.pushOrder(id, on: tabs), ShopNavigationSteps.presentTracking(id, on: tabs)]
        }
    }

    func steps(for route: Route) -> [String] {
        let id = route.int("id") ?? 0
        return ["dismiss what is presented", "select Orders", "push Order #\(id)", "present Tracking #\(id) full screen"]
    }
}
