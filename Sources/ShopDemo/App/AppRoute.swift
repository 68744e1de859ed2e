import LCoordinator

/// The demo's major flows.
package enum AppRoute: FlowRoute {
    case onboarding
    case login
    /// Signed in: the main tabs, with or without the start-up popups.
    case home(showsPopups: Bool)
}

extension AppRoute: CustomStringConvertible {
    /// The route as the navigation log names it (`flow → home(showsPopups: true)`).
    ///
    /// Spelled out rather than left to reflection: interpolating an enum with a payload that has
    /// no `description` goes through `Mirror`, which cost 4.1 million instructions at start-up,
    /// 18 % of `lcdemo`'s, on its first use (callgrind, `lcdemo --route home`).
    package var description: String {
        switch self {
        case .onboarding: "onboarding"
        case .login: "login"
        case .home(let showsPopups): "home(showsPopups: \(showsPopups))"
        }
    }
}
