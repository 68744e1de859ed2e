import LCoordinator

/// `inbox://compose?to=ADDRESS`: opens the compose sheet, To filled; a sent draft goes to Sent.
@MainActor
public final class ComposeDeeplinkPlugin: DeeplinkPlugin {
    /// Weak: the app owns the tabs and the deep-link manager that owns this plugin.
    private weak var tabs: InboxTabsCoordinator?

    public init(tabs: InboxTabsCoordinator?) { self.tabs = tabs }

    public var requireAuthentication: Bool { false }

    public func isApplicable(component: DeeplinkComponent) -> Bool {
        component.scheme == "inbox" && component.host == "compose"
    }

    public func validate(component: DeeplinkComponent) -> String? {
        component.pathSegments.isEmpty ? nil : "a compose link has no path, e.g. inbox://compose?to=ana@example.com"
    }

    public func buildCoordinator(component: DeeplinkComponent, router: any RouterProtocol) -> (any Coordinator)? {
        tabs?.composeCoordinator(router: router, draft: Draft(to: component.queryValue(ComposeKeys.to.name) ?? ""))
    }

    public func actionDescription(for component: DeeplinkComponent) -> String {
        "present Compose to \(component.queryValue(ComposeKeys.to.name) ?? "nobody")"
    }
}
