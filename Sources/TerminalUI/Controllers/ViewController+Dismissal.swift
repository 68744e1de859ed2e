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
}
