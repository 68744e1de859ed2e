/// Told by the deep-link manager about the app's state and about refused links.
@MainActor
public protocol DeeplinkManagerDelegate: AnyObject {
    /// Whether the user is logged in (links of plugins that require authentication wait until then).
    var isAuthenticated: Bool { get }
    /// Whether the app can navigate now (for example: main tabs on screen, start-up popups done).
    var isReadyForDeeplinks: Bool { get }
    /// The root of the tree to search for the deepest visible router coordinator.
    var deeplinkRootCoordinator: (any Coordinator)? { get }
    /// A link was refused; show it to the user.
    func deeplinkManager(_ manager: DeeplinkManager, didReject url: String, error: DeeplinkError)
    /// A link was handled: `coordinator` is the one it built, or the one already on screen that
    /// it revealed by dismissing what covered it (default: nothing).
    func deeplinkManager(_ manager: DeeplinkManager, didHandle url: String, with coordinator: any Coordinator)
}

extension DeeplinkManagerDelegate {
    /// Ready at once unless the delegate says otherwise.
    public var isReadyForDeeplinks: Bool { true }
    /// Does nothing by default.
    public func deeplinkManager(_ manager: DeeplinkManager, didHandle url: String, with coordinator: any Coordinator) {}
}
