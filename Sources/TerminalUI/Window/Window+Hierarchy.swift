import TerminalCore

// What is on screen: the root, the presented layers over it, the visible leaves.
extension Window {
    /// The presented controllers, bottom to top (the root not included).
    public var presentedViewControllers: [ViewController] {
        Array(Chain(rootViewController?.presented, next: { $0.presented }))
    }

    /// The controller whose bottom bar (a tab bar) is the screen's bottom row: the root, or the
    /// visible child of root containers (a tab bar controller pushed as a navigation
    /// controller's root).
    var primaryBottomBarController: ViewController? {
        for controller in Chain(rootViewController, next: { $0.visibleChild }) {
            if controller.drawsBottomBar { return controller }
            guard controller.isContainer else { return nil }
        }
        return nil
    }

    /// The top-most presented controller, or the root.
    public var topViewController: ViewController? {
        presentedViewControllers.last ?? rootViewController
    }

    /// The screen the user is looking at: the visible leaf of the top-most layer.
    public var visibleViewController: ViewController? {
        var leaf = topViewController
        for child in Chain(leaf?.visibleChild, next: { $0.visibleChild }) { leaf = child }
        return leaf
    }

    /// Every controller now on screen, parents before children, bottom layer first.
    package var visibleViewControllers: [ViewController] {
        guard let root = rootViewController else { return [] }
        var layers: [[ViewController]] = [Window.visibleSubtree(of: root)]
        for presented in presentedViewControllers {
            if presented.shouldRemovePresentersView {
                layers.removeAll()
            }
            layers.append(Window.visibleSubtree(of: presented))
        }
        return layers.flatMap { $0 }
    }

    /// `controller` and the controllers on screen under it: a container's visible child, every
    /// embedded child of a plain screen.
    private static func visibleSubtree(of controller: ViewController) -> [ViewController] {
        Array(Subtree(controller) { $0.isContainer ? ($0.visibleChild.map { [$0] } ?? []) : $0.children })
    }
}
