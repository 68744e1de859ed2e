import TerminalUI
@testable import LCoordinator

/// A router of an app's own: it writes each navigation to `lines` and hands it to a `Router`.
/// Restoration, the invariant checker and the inspector must treat it as they treat `Router`.
@MainActor
final class LoggingRouter: RouterProtocol {
    let base: Router
    private(set) var lines: [String] = []

    init(navigationController: NavigationController) {
        base = Router(navigationController: navigationController)
    }

    var navigationController: NavigationController { base.navigationController }
    var leakTracker: LeakTracker? { base.leakTracker }
    var contextRecords: [RouterContextRecord] { base.contextRecords }

    func push(drawable: any Drawable, to coordinator: any Coordinator, isAnimated: Bool, onNavigateBack: NavigationBackClosure?) {
        lines.append("push for \(coordinator.coordinatorName)")
        base.push(drawable: drawable, to: coordinator, isAnimated: isAnimated, onNavigateBack: onNavigateBack)
    }

    func pop(isAnimated: Bool) { base.pop(isAnimated: isAnimated) }
    func popToRootCoordinator(isAnimated: Bool) { base.popToRootCoordinator(isAnimated: isAnimated) }

    func popToCoordinator(coordinator: any Coordinator, isAnimated: Bool, completion: NavigationBackClosure?) {
        base.popToCoordinator(coordinator: coordinator, isAnimated: isAnimated, completion: completion)
    }

    func replaceAll(with drawable: any Drawable, for coordinator: any Coordinator, isAnimated: Bool, onNavigateBack: NavigationBackClosure?) {
        base.replaceAll(with: drawable, for: coordinator, isAnimated: isAnimated, onNavigateBack: onNavigateBack)
    }

    func present(drawable: any Drawable, coordinator: any Coordinator, isAnimated: Bool, onDismiss: NavigationBackClosure?) {
        lines.append("present for \(coordinator.coordinatorName)")
        base.present(drawable: drawable, coordinator: coordinator, isAnimated: isAnimated, onDismiss: onDismiss)
    }

    func dismiss<T: Coordinator>(ofType type: T.Type, isAnimated: Bool, completion: NavigationBackClosure?) {
        base.dismiss(ofType: type, isAnimated: isAnimated, completion: completion)
    }

    func dismiss(coordinator: any Coordinator, isAnimated: Bool, completion: NavigationBackClosure?) {
        base.dismiss(coordinator: coordinator, isAnimated: isAnimated, completion: completion)
    }

    func dismissAllPresented(isAnimated: Bool, completion: NavigationBackClosure?) {
        base.dismissAllPresented(isAnimated: isAnimated, completion: completion)
    }

    func showAlert(title: String, message: String, from coordinator: any Coordinator, animated: Bool, actions: [AlertAction]) {
        base.showAlert(title: title, message: message, from: coordinator, animated: animated, actions: actions)
    }

    func isShowingScreen(of coordinator: any Coordinator, presented: Bool) -> Bool {
        base.isShowingScreen(of: coordinator, presented: presented)
    }

    func whenLastScreenLeaves(of coordinator: any Coordinator, _ body: @escaping NavigationBackClosure) {
        base.whenLastScreenLeaves(of: coordinator, body)
    }

    func closeScreens(of coordinator: any Coordinator, isAnimated: Bool) {
        base.closeScreens(of: coordinator, isAnimated: isAnimated)
    }
}
