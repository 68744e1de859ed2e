import LCoordinator

/// `shop://tab/home|orders|profile`: dismisses what is presented and selects the tab.
final class TabDeeplinkPlugin: RouteDeeplinkPlugin {
    let pattern = ShopDeeplinks.tab
    let usage = "a tab link names home, orders or profile (shop://tab/orders)"

    private func tab(_ route: Route) -> ShopTab? {
        ShopTab.allCases.first { $0.title.lowercased() == route.string("tab") }
    }

    func buildCoordinator(route: Route, router: any RouterProtocol) -> (any Coordinator)? {
        guard let tab = tab(route) else { return nil }
        return TabRouteCoordinator(router: router, tab: tab) { _ in [] }
    }

    func steps(for route: Route) -> [String] {
        ["dismiss what is presented", "select \(tab(route)?.title ?? "?")"]
    }
}
