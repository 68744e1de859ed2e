import LCoordinator

/// The routes of the screens a saved state keeps: each tab, each item on a tab, and the rating
/// sheet. `--save-state FILE` writes them; `--restore FILE` rebuilds them.
enum TabsRoutes {
    nonisolated static let tab = RoutePattern.literal("tabs://tab/<tab:inbox|archive>")
    nonisolated static let item = RoutePattern.literal("tabs://item/<tab:inbox|archive>/<int:number>")
    nonisolated static let rateUs = RoutePattern.literal("tabs://rate-us")

    /// Every route of the app.
    nonisolated static let table = RouteTable([tab, item, rateUs])

    /// The route of a screen (nil for a value its pattern refuses).
    static func route(_ pattern: RoutePattern, _ parameters: [String: RouteValue] = [:]) -> Route? {
        try? Route(pattern: pattern, parameters: parameters)
    }

    /// The coordinator of a saved route, on `router`, not started.
    @MainActor
    static func coordinator(for route: Route, router: any RouterProtocol) -> (any RouterCoordinator)? {
        switch route.pattern {
        case item:
            guard let tab = route.string("tab"), let number = route.int("number"),
                  let items = MainTabsCoordinator.items[tab], items.indices.contains(number - 1)
            else { return nil }
            return ItemCoordinator(router: router, tab: tab, number: number, item: items[number - 1])
        case rateUs: return RateUsCoordinator(router: router)
        default: return nil
        }
    }
}

extension ListTabCoordinator: RouteProviding {
    public var route: Route? { TabsRoutes.route(TabsRoutes.tab, ["tab": .string(name.lowercased())]) }
}

extension ItemCoordinator: RouteProviding {
    public var route: Route? { TabsRoutes.route(TabsRoutes.item, ["tab": .string(tab), "number": .int(number)]) }
}

extension RateUsCoordinator: RouteProviding {
    public var route: Route? { TabsRoutes.route(TabsRoutes.rateUs) }
}
