import TerminalCore

extension ViewController {
    /// Dismisses this presented controller (or the presented controller holding it) together with
    /// everything presented over it — unlike `dismiss(animated:completion:)`, which dismisses what
    /// this controller presents when it presents something. Calls `completion` after the
    /// controllers left, or at once when this one is not presented.
    public func dismissFromPresenter(animated: Bool = true, completion: (@MainActor () -> Void)? = nil) {
        let root = rootAncestor
        if let presenter = root.presenter {
            presenter.dismissChain(startingAt: root, userInitiated: false)
        }
        completion?()
    }

    /// The controllers presented over this one's chain, bottom to top.
    package var presentedChain: [ViewController] {
        Array(Chain(rootAncestor.presented, next: { $0.presented }))
    }

    /// Esc on a presented root, "Close": dismisses it as the user would (`dismissAsUser()`); nil
    /// for a screen that is not a presented root. The footer shows it while nothing keeps the
    /// screen (`isModalInPresentation`).
    var closeBinding: KeyBinding? {
        guard parent == nil, presenter != nil else { return nil }
        return KeyBinding(.escape, title: "Close") { [weak self] in self?.dismissAsUser() }
    }

    /// Dismisses this presented controller as if the user pressed Esc: honours
    /// `isModalInPresentation` and tells the presentation delegate. Returns whether it was dismissed.
    @discardableResult
    package func dismissAsUser() -> Bool {
        let root = rootAncestor
        guard let presenter = root.presenter else { return false }
        if let blocker = root.modalInPresentationBlocker {
            window?.showStatus(blocker.modalInPresentationMessage)
            root.presentationDelegate?.presentationControllerDidAttemptToDismiss(root)
            return false
        }
        presenter.dismissChain(startingAt: root, userInitiated: true)
        return true
    }

    /// The controller whose `isModalInPresentation` keeps this presented controller from being
    /// dismissed by Esc: itself or a screen it shows (its visible children, down to the leaf),
    /// nil when Esc may dismiss it.
    ///
    /// Why the shown screens count too: a modal is usually a navigation controller wrapping the
    /// screen, and the screen is where the reason to stay (unsaved input, a wizard) lives; as in
    /// UIKit, the wrapping container must not let Esc dismiss what its screen forbids.
    var modalInPresentationBlocker: ViewController? {
        Chain(self, next: { $0.visibleChild }).first { $0.isModalInPresentation }
    }
}
