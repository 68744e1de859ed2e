import TerminalUI

/// The root of the tree: switches the app's major flows (onboarding → login → home, and back).
///
/// `navigate(to:)` builds the new flow with the factory, sets up the hierarchy (the root
/// coordinator under the app coordinator, the pre-built children under the root), starts the
/// root and then the children, and makes the flow's screen the window's root. The previous
/// flow's screens leave (their callbacks run) and its whole coordinator tree is released.
@MainActor
open class BaseAppCoordinator<Factory: FlowFactory>: BaseCoordinator {
    /// The window whose root screen each flow replaces.
    public let window: Window
    /// Builds each flow.
    package let factory: Factory
    /// Told to expect the release of each finished flow's tree.
    package let leakTracker: LeakTracker?
    /// The route shown now.
    public private(set) var currentRoute: Factory.Route?
    /// The navigation log whose observer is told of each flow switch: give it the log the
    /// app's routers share, so a tape's coverage and graph see the flows as well as the screens.
    public var navigationLog: NavigationLog?

    /// - Parameters:
    ///   - window: the window whose root each flow replaces.
    ///   - factory: builds the flows.
    ///   - leakTracker: checks that each replaced flow is released.
    public init(window: Window, factory: Factory, leakTracker: LeakTracker? = nil) {
        self.window = window
        self.factory = factory
        self.leakTracker = leakTracker
        super.init()
    }

    /// Replaces the current flow with the one for `route`.
    open func navigate(to route: Factory.Route) {
        let previous = children
        let result = factory.make(route, parent: self)
        addChildCoordinator(result.rootCoordinator)
        for child in result.childCoordinators {
            result.rootCoordinator.addChildCoordinator(child)
        }
        currentRoute = route
        result.rootCoordinator.start()
        for child in result.childCoordinators { child.start() }
        window.rootViewController = result.rootViewController
        navigationLog?.observer?.navigationDidHappen(.flowSwitched(from: previous.last?.coordinatorName,
                                                              to: result.rootCoordinator.coordinatorName, route: "\(route)"))
        for old in previous where old !== result.rootCoordinator {
            removeChildCoordinator(old)
            leakTracker?.expectRelease(subtreeOf: old, reason: "the app switched to another flow")
        }
    }
}
