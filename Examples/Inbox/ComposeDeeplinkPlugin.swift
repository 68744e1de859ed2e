import LCoordinator

/// `inbox://compose?to=ADDRESS`: opens the compose sheet, To filled; a sent draft goes to Sent.
@MainActor
final class ComposeDeeplinkPlugin: DeeplinkPlugin {
    /// Weak: the app owns the store and the deep-link manager that owns this plugin.
    private weak var store: MessageStore?

    init(store: MessageStore?) { self.store = store }

    var requireAuthentication: Bool { false }

    func isApplicable(component: DeeplinkComponent) -> Bool {
        component.scheme == "inbox" && component.host == "compose"
    }

    func validate(component: DeeplinkComponent) -> String? {
        component.pathSegments.isEmpty ? nil : "a compose link has no path, e.g. inbox://compose?to=ana@example.com"
    }

    func buildCoordinator(component: DeeplinkComponent, router: any RouterProtocol) -> (any Coordinator)? {
        let compose = ComposeForm.coordinator(router: router, to: component.queryValue("to") ?? "")
        compose.result.onResult { [weak store] draft in
            guard let draft else { return }
            store?.send(draft)
        }
        return compose
    }

    func actionDescription(for component: DeeplinkComponent) -> String {
        "present Compose to \(component.queryValue("to") ?? "nobody")"
    }
}
