import LCoordinator

/// `shop://promo/<code>`: a bottom sheet titled `Promo <code>`.
final class PromoDeeplinkPlugin: RouteDeeplinkPlugin {
    let pattern = ShopDeeplinks.promo
    let usage = "a promo code is 1 to 16 letters or digits (shop://promo/SPRING)"
    var shouldPreventDuplicate: Bool { true }

    func buildCoordinator(route: Route, router: any RouterProtocol) -> (any Coordinator)? {
        route.string("code").map { PromoCoordinator(router: router, code: $0) }
    }

    func steps(for route: Route) -> [String] { ["bottom sheet Promo \(route.string("code") ?? "?")"] }

    func isShowing(_ component: DeeplinkComponent, in visible: any Coordinator) -> Bool {
        guard let code = pattern.match(component)?.string("code") else { return false }
        return (visible as? PromoCoordinator)?.code == code
    }
}
