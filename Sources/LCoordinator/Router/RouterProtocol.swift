import TerminalUI

/// Called when a screen shown through a router has left (popped, dismissed, replaced).
public typealias NavigationBackClosure = @MainActor () -> Void

/// Navigation on one navigation controller, with cleanup callbacks per navigation.
///
/// Every push, present and alert records its own context (screen, coordinator, callback), so a
/// coordinator may show several screens on one router and each is cleaned up on its own.
/// Callbacks run exactly once, after their screen has left, whatever removed it: Esc, code,
/// a replaced stack, a dismissed presenter.
///
/// ```swift
/// router.push(drawable: detailViewController, to: detailCoordinator, isAnimated: true) { [weak self] in
///     self?.childDidFinish(detailCoordinator)
/// }
/// ```
///
/// A router of your own implements these verbs; what the SDK's tools read of it (its stack,
/// its records, its log) is ``RouterInspection``, whose members all have defaults.
@MainActor
public protocol RouterProtocol: RouterInspection {
    /// The stack this router pushes on; presentations go over its window's top-most layer.
    var navigationController: NavigationController { get }

    // MARK: Push

    /// Pushes `drawable` for `coordinator`; `onNavigateBack` runs once when it has left.
    func push(drawable: any Drawable, to coordinator: any Coordinator, isAnimated: Bool, onNavigateBack: NavigationBackClosure?)
    /// Pops the top screen (nothing at the root).
    func pop(isAnimated: Bool)
    /// Pops every screen above the root.
    func popToRootCoordinator(isAnimated: Bool)
    /// Pops back to `coordinator`'s top-most screen; `completion` runs after (at once when there
    /// is nothing to pop).
    func popToCoordinator(coordinator: any Coordinator, isAnimated: Bool, completion: NavigationBackClosure?)
    /// Replaces the whole stack with `drawable` for `coordinator`; screens removed run their callbacks.
    func replaceAll(with drawable: any Drawable, for coordinator: any Coordinator, isAnimated: Bool, onNavigateBack: NavigationBackClosure?)

    // MARK: Present

    /// Presents `drawable` over the top-most presented screen; `onDismiss` runs once after it left.
    func present(drawable: any Drawable, coordinator: any Coordinator, isAnimated: Bool, onDismiss: NavigationBackClosure?)
    /// Dismisses the top-most screen presented through this router for a coordinator of `type`.
    func dismiss<T: Coordinator>(ofType type: T.Type, isAnimated: Bool, completion: NavigationBackClosure?)
    /// Dismisses the top-most screen presented through this router for `coordinator` (and
    /// everything over it); `completion` runs after (at once when nothing matches).
    func dismiss(coordinator: any Coordinator, isAnimated: Bool, completion: NavigationBackClosure?)
    /// Dismisses every layer presented over this router's stack, including ones presented by
    /// nested modals' routers; every callback runs; `completion` always runs, last.
    func dismissAllPresented(isAnimated: Bool, completion: NavigationBackClosure?)

    // MARK: Alert

    /// Shows an alert for `coordinator` over the top-most layer.
    func showAlert(title: String, message: String, from coordinator: any Coordinator, animated: Bool, actions: [AlertAction])

    // MARK: Ownership
    // What `perform`, `finish()` and `dismiss(animated:)` ask every router, so a `MockRouter` or a
    // router of your own behaves like `Router` (no downcast anywhere in the SDK; restoration, the
    // invariant checker and the inspector read `stack` and `contextRecords`).

    /// Whether a screen this router pushed (`presented` false: the double-start guard of
    /// `perform`) or presented (true, not an alert) for `coordinator` is up now.
    func isShowingScreen(of coordinator: any Coordinator, presented: Bool) -> Bool
    /// Runs `body` once, when the last screen this router holds for `coordinator` has left — at
    /// once when it holds none.
    func whenLastScreenLeaves(of coordinator: any Coordinator, _ body: @escaping NavigationBackClosure)
    /// Pops the screens pushed for `coordinator` (with everything above them) and dismisses every
    /// screen presented for it; their callbacks run, each once.
    func closeScreens(of coordinator: any Coordinator, isAnimated: Bool)
}

extension RouterProtocol {
    /// The navigation controller's stack.
    public var stack: [ViewController] { navigationController.viewControllers }

    /// The same, with the usual defaults (animated, no callback).
    public func push(drawable: any Drawable, to coordinator: any Coordinator, isAnimated: Bool = true) {
        push(drawable: drawable, to: coordinator, isAnimated: isAnimated, onNavigateBack: nil)
    }

    /// The same, with the usual defaults (animated, no callback).
    public func pop() { pop(isAnimated: true) }

    /// The same, with the usual defaults (animated, no callback).
    public func popToRootCoordinator() { popToRootCoordinator(isAnimated: true) }

    /// The same, with the usual defaults (animated, no callback).
    public func popToCoordinator(coordinator: any Coordinator, isAnimated: Bool = true) {
        popToCoordinator(coordinator: coordinator, isAnimated: isAnimated, completion: nil)
    }

    /// The same, with the usual defaults (animated, no callback).
    public func present(drawable: any Drawable, coordinator: any Coordinator, isAnimated: Bool = true) {
        present(drawable: drawable, coordinator: coordinator, isAnimated: isAnimated, onDismiss: nil)
    }

    /// The same, with the usual defaults (animated, no callback).
    public func dismiss<T: Coordinator>(ofType type: T.Type, isAnimated: Bool = true) {
        dismiss(ofType: type, isAnimated: isAnimated, completion: nil)
    }

    /// The same, with the usual defaults (animated, no callback).
    public func dismiss(coordinator: any Coordinator, isAnimated: Bool = true) {
        dismiss(coordinator: coordinator, isAnimated: isAnimated, completion: nil)
    }

    /// The same, with the usual defaults (animated, no callback).
    public func dismissAllPresented(isAnimated: Bool = true) {
        dismissAllPresented(isAnimated: isAnimated, completion: nil)
    }

    /// The same, with the usual defaults (animated, no callback).
    public func showAlert(title: String, message: String, from coordinator: any Coordinator, actions: [AlertAction]) {
        showAlert(title: title, message: message, from: coordinator, animated: true, actions: actions)
    }
}
