import LCoordinator

/// `inbox://message/<int:id>`: pushes the message on the deepest visible stack; the message
/// screen says so when the store has no such message.
@MainActor
public final class MessageDeeplinkPlugin: RouteDeeplinkPlugin {
    /// Weak: the app owns the store and the deep-link manager that owns this plugin.
    private weak var store: MessageStore?

    public init(store: MessageStore?) { self.store = store }

    public let pattern = InboxRoutes.message
    public let usage = "a message link needs the id of a message, e.g. inbox://message/42"
    public var requireAuthentication: Bool { false }

    public func buildCoordinator(route: Route, router: any RouterProtocol) -> (any Coordinator)? {
        guard let id = route.int("id"), let store else { return nil }
        return MessageCoordinator(router: router, id: id, store: store)
    }

    public func steps(for route: Route) -> [String] { ["push message \(route.int("id") ?? 0)"] }
}
