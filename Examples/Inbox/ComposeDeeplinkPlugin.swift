import LCoordinator

/// `inbox://compose?to=ADDRESS`: opens the compose sheet, To filled; a sent draft goes to Sent.
@MainActor
final class ComposeDeeplinkPlugin: DeeplinkPlugin {
    /// Weak: the app owns the tabs and the deep-link manager that owns this plugin.
    private weak var tabs: InboxTabsCoordinator?

    init(tabs: InboxTabsCoordinator?) { self.tabs = tabs }

    var requireAuthentication: Bool { false }

    func isApplicable(component: DeeplinkComponent) -> Bool {
        component.scheme == "inbox" && component.host == "compose"
    }

    func validate(component: DeeplinkComponent) -> String? {
        component.pathSegments.isEmpty ? nil : "a compose link has no path, e.g. inbox://compose?to=ana@example.com"
    }

    func buildCoordinator(component: DeeplinkComponent, router: any RouterProtocol) -> (any Coordinator)? {
        tabs?.composeCoordinator(router: router, draft: Draft(to: component.queryValue(ComposeKeys.to.name) ?? ""))
    }

    func actionDescription(for component: DeeplinkComponent) -> String {
        "present Compose to \(component.queryValue(ComposeKeys.to.name) ?? "nobody")"
    }
}
