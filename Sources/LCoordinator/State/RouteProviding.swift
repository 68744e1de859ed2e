/// A coordinator whose screen has a route: it can be linked to ("copy link"), saved in a
/// `NavigationState` and rebuilt from it. Apps opt in per screen by
/// conforming; a screen whose coordinator does not ends a saved path there.
///
/// ```swift
/// extension ProductCoordinator: RouteProviding {
///     var route: Route? { try? Route(pattern: ShopRoutes.product, parameters: ["id": .int(productID)]) }
/// }
/// ```
@MainActor
public protocol RouteProviding: Coordinator {
    /// The route that brings a user back to this screen (nil when it has none now).
    var route: Route? { get }
}

extension Coordinator {
    /// The route of the screen the user sees: the deepest visible coordinator's, or its nearest
    /// ancestor's within the same screen (an embedded plugin's parent); nil when that screen
    /// has no route.
    public var visibleRoute: Route? {
        var current: (any Coordinator)? = deepestVisibleCoordinator
        while let coordinator = current {
            if let routed = coordinator as? any RouteProviding { return routed.route }
            if let navigating = coordinator as? any RouterCoordinator, navigating.presentationStyle != .none { return nil }
            current = coordinator.parentCoordinator
        }
        return nil
    }
}
