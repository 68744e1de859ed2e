import LCoordinator

/// `inbox://message/<int:id>`: pushes the message on the deepest visible stack.
@MainActor
final class MessageDeeplinkPlugin: RouteDeeplinkPlugin {
    /// Weak: the app owns the store and the deep-link manager that owns this plugin.
    private weak var store: MessageStore?

    init(store: MessageStore?) { self.store = store }

    let pattern = RoutePattern.literal("inbox://message/<int:id>")
    let usage = "a message link needs the id of a message, e.g. inbox://message/42"
    var requireAuthentication: Bool { false }

    func buildCoordinator(route: Route, router: any RouterProtocol) -> (any Coordinator)? {
        guard let id = route.int("id"), let store, store.message(id) != nil else { return nil }
        return MessageCoordinator(router: router, id: id, store: store)
    }

    func steps(for route: Route) -> [String] { ["push message \(route.int("id") ?? 0)"] }
}
