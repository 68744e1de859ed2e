import LCoordinator

/// The deep links of the demo, declared as typed routes. Every plugin requires login.
@MainActor
enum ShopDeeplinks {
    nonisolated static let product = RoutePattern.literal("shop://product/<int:id>")
    nonisolated static let order = RoutePattern.literal("shop://order/<int:id>")
    nonisolated static let orderTracking = RoutePattern.literal("shop://order/<int:id>/tracking")
    nonisolated static let tab = RoutePattern.literal("shop://tab/<tab:home|orders|profile>")
    nonisolated static let settings = RoutePattern.literal("shop://settings")
    nonisolated static let promo = RoutePattern.literal("shop://promo/<code>")

    /// Every route of the demo, in priority order.
    nonisolated static let table = RouteTable([product, order, orderTracking, tab, settings, promo])

    static func plugins(services: ShopServices) -> [any DeeplinkPlugin] {
        [
            ProductDeeplinkPlugin(services: services),
            OrderDeeplinkPlugin(),
            OrderTrackingDeeplinkPlugin(),
            TabDeeplinkPlugin(),
            SettingsDeeplinkPlugin(services: services),
            PromoDeeplinkPlugin(),
        ]
    }

    /// The route of a screen: `shop://product/42` for Product 42 (nil for a bad id).
    static func route(_ pattern: RoutePattern, _ parameters: [String: RouteValue] = [:]) -> Route? {
        try? Route(pattern: pattern, parameters: parameters)
    }
}
