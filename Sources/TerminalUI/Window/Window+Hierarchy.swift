import TerminalCore

// What is on screen: the root, the presented layers over it, the visible leaves.
extension Window {
    /// The presented controllers, bottom to top (the root not included).
    package var presentedViewControllers: [ViewController] {
        var chain: [ViewController] = []
        var current = rootViewController?.presented
        while let controller = current, chain.count < 256 {
            chain.append(controller)
            current = controller.presented
        }
        return chain
    }

    /// The tab bar controller whose bar is the screen's bottom row: the root, or the visible
    /// child of root containers (a tab bar controller pushed as a navigation controller's root).
    package var primaryTabBarController: TabBarController? {
        var current = rootViewController
        var steps = 0
        while let controller = current, steps < 64 {
            if let tabs = controller as? TabBarController { return tabs }
            guard controller.isContainer else { return nil }
            current = controller.visibleChild
            steps += 1
        }
        return nil
    }

    /// The top-most presented controller, or the root.
    public var topViewController: ViewController? {
        presentedViewControllers.last ?? rootViewController
    }

    /// The screen the user is looking at: the visible leaf of the top-most layer.
    public var visibleViewController: ViewController? {
        guard var leaf = topViewController else { return nil }
        while let child = leaf.visibleChild { leaf = child }
        return leaf
    }

    /// Every controller now on screen, parents before children, bottom layer first.
    package var visibleViewControllers: [ViewController] {
        guard let root = rootViewController else { return [] }
        var layers: [[ViewController]] = [Window.visibleSubtree(of: root)]
        for presented in presentedViewControllers {
            if presented.modalPresentationStyle == .fullScreen, !(presented is AlertController) {
                layers.removeAll()
            }
            layers.append(Window.visibleSubtree(of: presented))
        }
        return layers.flatMap { $0 }
    }

    private static func visibleSubtree(of controller: ViewController) -> [ViewController] {
        var result = [controller]
        if controller.isContainer {
            if let child = controller.visibleChild { result += visibleSubtree(of: child) }
        } else {
            for child in controller.children { result += visibleSubtree(of: child) }
        }
        return result
    }
}
