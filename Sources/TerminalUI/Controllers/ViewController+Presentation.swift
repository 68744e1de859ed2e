import TerminalCore

/// Modal presentation: what a controller presents, what presented it, and dismissing the chain.
extension ViewController {
    /// Makes this controller an overlay (`isOverlay`: an alert or a developer tool, drawn over
    /// the app's screens rather than one of them) titled `title`, presented as `style`.
    package func makeOverlay(title: String?, style: ModalPresentationStyle) {
        isOverlay = true
        self.title = title
        modalPresentationStyle = style
    }

    /// The controller that presented this one (or the one holding it).
    public var presentingViewController: ViewController? { rootAncestor.presenter }

    /// The controller presented by this one (or the one holding it).
    public var presentedViewController: ViewController? { rootAncestor.presented }

    /// Whether this controller (or the one holding it) was presented.
    public var isBeingPresented: Bool { presentingViewController != nil }

    /// Presents `viewController` over the top-most presented controller of this one's chain.
    ///
    /// Presenting from a controller that already presents something presents over the top-most
    /// one, so a modal can present another modal. Presenting a controller that is already
    /// presented, has a parent, is a window's root or is under this one in the presentation
    /// chain (it would present itself) does nothing (and still calls `completion`).
    public func present(_ viewController: ViewController, animated: Bool = true, completion: (@MainActor () -> Void)? = nil) {
        var host = rootAncestor
        for layer in Chain(host.presented, next: { $0.presented }) { host = layer }
        guard viewController.presenter == nil, viewController.parent == nil, viewController.hostWindow == nil,
              !Chain(host, next: { $0.presenter }).contains(where: { $0 === viewController })
        else {
            completion?()
            return
        }
        host.presented = viewController
        viewController.presenter = host
        window?.hierarchyDidChange()
        completion?()
    }

    /// Dismisses what this controller presented (and everything above it); when it presents
    /// nothing, dismisses the presented controller holding it. Does nothing (but calls
    /// `completion`) when neither applies.
    public func dismiss(animated: Bool = true, completion: (@MainActor () -> Void)? = nil) {
        let root = rootAncestor
        if let presented = root.presented {
            root.dismissChain(startingAt: presented, userInitiated: false)
        } else if let presenter = root.presenter {
            presenter.dismissChain(startingAt: root, userInitiated: false)
        }
        completion?()
    }

    /// Removes `first` and everything it presents, then announces their departure top-most first.
    func dismissChain(startingAt first: ViewController, userInitiated: Bool) {
        guard presented === first else { return }
        let chain = Array(Chain(first, next: { $0.presented }))
        let window = self.window
        presented = nil
        for controller in chain {
            controller.presenter = nil
            controller.presented = nil
        }
        window?.hierarchyDidChange()
        for controller in chain.reversed() {
            controller.announceDeparture(Departure(reason: .dismissed, isUserInitiated: userInitiated))
        }
        if userInitiated {
            first.presentationDelegate?.presentationControllerDidDismiss(first)
        }
    }
}
