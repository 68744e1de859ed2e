import TerminalUI

/// A major flow of the app (onboarding, login, home…), built by a `FlowFactory`.
public protocol FlowRoute {}

/// What a factory builds for a route: the window's new root screen, the flow's root coordinator,
/// and children the root owns from the start (for example a tab bar coordinator).
@MainActor
public struct AppFlowBuildResult {
    /// The screen that becomes the window's root.
    public let rootViewController: ViewController
    /// The flow's root coordinator, made a child of the app coordinator and started first.
    public let rootCoordinator: any Coordinator
    /// Children of the root, built ahead and started after it.
    public let childCoordinators: [any Coordinator]

    /// A flow: its root screen, its root coordinator and the root's pre-built children.
    public init(rootViewController: ViewController, rootCoordinator: any Coordinator, childCoordinators: [any Coordinator] = []) {
        self.rootViewController = rootViewController
        self.rootCoordinator = rootCoordinator
        self.childCoordinators = childCoordinators
    }
}

/// Builds the app's major flows.
///
/// ```swift
/// struct AppFlowFactory: FlowFactory {
///     func make(_ route: AppRoute, parent: (any Coordinator)?) -> AppFlowBuildResult {
///         let navigation = NavigationController()
///         let router = Router(navigationController: navigation)
///         let login = LoginCoordinator(router: router)
///         return AppFlowBuildResult(rootViewController: navigation, rootCoordinator: login)
///     }
/// }
/// ```
@MainActor
public protocol FlowFactory {
    associatedtype Route: FlowRoute
    /// Builds the flow for `route`; `parent` is the app coordinator that will own it.
    func make(_ route: Route, parent: (any Coordinator)?) -> AppFlowBuildResult
}
