import TerminalUI

// The MVVM-C conveniences, on every router coordinator.
extension RouterCoordinator {
    /// Pushes `viewController` on this coordinator's router.
    public func push(_ viewController: ViewController, animated: Bool = true) {
        router.push(drawable: viewController, to: self, isAnimated: animated, onNavigateBack: nil)
    }

    /// Pops the top screen of this coordinator's router.
    public func pop(animated: Bool = true) {
        router.pop(isAnimated: animated)
    }

    /// Pops to the root of this coordinator's router.
    public func popToRoot(animated: Bool = true) {
        router.popToRootCoordinator(isAnimated: animated)
    }

    /// Makes `viewController` the only screen of this coordinator's router.
    public func replaceAll(with viewController: ViewController, animated: Bool = true) {
        router.replaceAll(with: viewController, for: self, isAnimated: animated, onNavigateBack: nil)
    }

    /// Presents `viewController` with `configuration` over the top-most layer.
    public func present(_ viewController: ViewController, configuration: ModalConfiguration = .pageSheet, animated: Bool = true, completion: NavigationBackClosure? = nil) {
        viewController.modalPresentationStyle = configuration.presentationStyle
        viewController.isModalInPresentation = configuration.isModalInPresentation
        router.present(drawable: viewController, coordinator: self, isAnimated: animated, onDismiss: nil)
        completion?()
    }

    /// Dismisses what this coordinator presented with `present(_:configuration:)`, or — when it
    /// was itself presented by `perform` — its own flow. `completion` always runs.
    public func dismiss(animated: Bool = true, completion: NavigationBackClosure? = nil) {
        if router.isShowingScreen(of: self, presented: true) {
            router.dismiss(coordinator: self, isAnimated: animated, completion: completion)
        } else if presentationStyle.isUsingPresent, router !== parentRouter {
            parentRouter.dismiss(coordinator: self, isAnimated: animated, completion: completion)
        } else {
            router.dismiss(coordinator: self, isAnimated: animated, completion: completion)
        }
    }
}
