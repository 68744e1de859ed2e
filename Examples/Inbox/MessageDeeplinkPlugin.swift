import LCoordinator

/// `inbox://message/<int:id>`: pushes the message on the deepest visible stack; the message
/// screen says so when the store has no such message.
@MainActor
final class MessageDeeplinkPlugin: RouteDeeplinkPlugin {
    /// Weak: the app owns the store and the deep-link manager that owns this plugin.
    private weak var store: MessageStore?

    init(store: MessageStore?) { self.store = store }

    let pattern = InboxRoutes.message
    let usage = "a message link needs the id of a message, e.g. inbox://message/42"
    var requireAuthentication: Bool { false }

    func buildCoordinator(route: Route, router: any RouterProtocol) -> (any Coordinator)? {
        guard let id = route.int("id"), let store else { return nil }
        return MessageCoordinator(router: router, id: id, store: store)
    }

    func steps(for route: Route) -> [String] { ["push message \(route.int("id") ?? 0)"] }
}
