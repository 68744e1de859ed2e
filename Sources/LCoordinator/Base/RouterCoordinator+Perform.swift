import TerminalUI

extension RouterCoordinator {
    /// Shows `viewController` as this coordinator's `presentationStyle` says.
    ///
    /// - `.push`: pushes it on `router`.
    /// - `.present(style)` / `.panModel`: wraps it in a new `NavigationController` with a new
    ///   `Router`, keeps the current router as `parentRouter`, presents, and switches `router`
    ///   to the new one. When the modal leaves, `router` is restored to `parentRouter` first.
    /// - `.none`: shows nothing (embedded plugins, strategies).
    /// - A flow already on screen (a second `start()`: its pushed screen is on the stack, or its
    ///   modal is still up) shows nothing again.
    ///
    /// When the screen leaves, `onFinish` runs once. The coordinator is removed from its parent
    /// (`childDidFinish`, once, unless that already happened) when the *last* screen it owns on
    /// that router has left — not its first: a flow that replaced its first screen, or whose
    /// first screen was taken from under a second one it pushed, lives while that one is up.
    ///
    /// - Parameters:
    ///   - viewController: the first screen of the flow.
    ///   - isAnimated: kept for source compatibility; the terminal has no transitions.
    ///   - coordinator: the coordinator the screen belongs to (usually `self`).
    ///   - onFinish: runs once, after the screen has left.
    public func perform(_ viewController: ViewController, isAnimated: Bool = true, from coordinator: any Coordinator, onFinish: NavigationBackClosure? = nil) {
        let owningRouter = router
        let cleanup: NavigationBackClosure = { [weak coordinator, weak owningRouter] in
            onFinish?()
            guard let coordinator else { return }
            let leaveParent: NavigationBackClosure = { [weak coordinator] in
                (coordinator as? any TaskOwner)?.taskBag.cancelAll()
                guard let coordinator, let parent = coordinator.parentCoordinator,
                      parent.children.contains(where: { $0 === coordinator }) else { return }
                parent.childDidFinish(coordinator)
            }
            if let owningRouter {
                owningRouter.whenLastScreenLeaves(of: coordinator, leaveParent)
            } else {
                leaveParent()
            }
        }
        switch presentationStyle {
        case .push:
            // A second `start()` while the flow's screen is on the stack would push a second
            // first screen, and popping that one would end the coordinator while its first
            // screen still shows. The flow is already on screen: ignore it.
            if router.isShowingScreen(of: coordinator, presented: false) { return }
            router.push(drawable: viewController, to: coordinator, isAnimated: isAnimated, onNavigateBack: cleanup)
        case .present, .panModel:
            // A second `start()` while this flow's modal is still up would present from the
            // modal's router and overwrite `parentRouter` with it, so the router could never be
            // restored to the one the flow came from. The flow is already on screen: ignore it.
            guard router === parentRouter else { return }
            let navigation = NavigationController()
            navigation.modalPresentationStyle = presentationStyle.modalStyle ?? .pageSheet
            let modalRouter = Router(navigationController: navigation, leakTracker: router.leakTracker, log: router.log)
            // The root screen goes through the modal's router (not the navigation controller's
            // initializer) so the router knows it belongs to `coordinator`:
            // `popToCoordinator(coordinator:)` from a later step inside the modal found nothing.
            modalRouter.push(drawable: viewController, to: coordinator, isAnimated: false, onNavigateBack: nil)
            let presentingRouter = router
            parentRouter = presentingRouter
            presentingRouter.present(drawable: navigation, coordinator: coordinator, isAnimated: isAnimated) { [weak self] in
                // Restore before anything else runs, so callbacks already see the parent's router.
                if let self { self.router = self.parentRouter }
                cleanup()
            }
            if navigation.presentingViewController != nil {
                router = modalRouter
            }
        case .none:
            break
        }
    }

    /// Pops or dismisses the screens this coordinator showed through its routers.
    func closeOwnScreens() {
        if presentationStyle.isUsingPresent, router !== parentRouter {
            parentRouter.dismiss(coordinator: self, isAnimated: true, completion: nil)
            return
        }
        router.closeScreens(of: self, isAnimated: true)
    }
}
