import LCoordinator

/// The demo's major flows.
package enum AppRoute: FlowRoute {
    case onboarding
    case login
    /// Signed in: the main tabs, with or without the start-up popups.
    case home(showsPopups: Bool)
}
