import TerminalUI
@testable import LCoordinator

/// A router of an app's own that implements only `RouterProtocol`'s navigation verbs: no
/// `leakTracker`, `log`, `stack` or `contextRecords` (the `RouterInspection` defaults serve).
@MainActor
final class VerbsOnlyRouter: RouterProtocol {
    private let base: Router

    init(navigationController: NavigationController) {
        base = Router(navigationController: navigationController)
    }

    var navigationController: NavigationController { base.navigationController }

    func push(drawable: any Drawable, to coordinator: any Coordinator, isAnimated: Bool, onNavigateBack: NavigationBackClosure?) {
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
