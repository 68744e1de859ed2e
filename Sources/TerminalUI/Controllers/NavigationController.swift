import TerminalCore

/// Told when a navigation controller shows a screen (after a push, a pop or a new stack).
@MainActor
public protocol NavigationControllerDelegate: AnyObject {
    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool)
}

/// A stack of screens with a navigation bar: the top screen is shown, Esc pops.
///
/// Mirrors `UINavigationController`. Every screen that leaves the stack, by Esc or by code,
/// gets `didMove(toParent: nil)` and is announced to its departure observers.
@MainActor
open class NavigationController: ViewController {
    /// The stack, root first.
    public private(set) var viewControllers: [ViewController] = []
    /// Told when a screen is shown (weak).
    public weak var delegate: (any NavigationControllerDelegate)?
    /// Hides the title row (the content takes the whole area).
    public var isNavigationBarHidden = false { didSet { setNeedsDisplay() } }

    /// A stack starting with `rootViewController`, if any.
    public init(rootViewController: ViewController? = nil) {
        super.init()
        if let rootViewController { setViewControllers([rootViewController], animated: false) }
    }

    /// The screen on top.
    public var topViewController: ViewController? { viewControllers.last }
    /// The screen at the bottom.
    public var rootViewController: ViewController? { viewControllers.first }

    open override var isContainer: Bool { true }
    open override var visibleChild: ViewController? { topViewController }
    open override var title: String? {
        get { topViewController?.title }
        set { topViewController?.title = newValue }
    }

    /// Whether Esc pops (more than one screen on the stack).
    public var canPop: Bool { viewControllers.count > 1 }

    /// False: the navigation bar shows the top screen's title.
    package override var showsTitleInPresentationBox: Bool { false }
    /// Named after its root screen.
    package override var containerName: String? { "navigation(\(rootViewController?.title ?? "empty"))" }
    open override var preferredContentHeight: Int? {
        guard let top = topViewController else { return nil }
        let bar = isNavigationBarHidden ? 0 : 1
        if let height = top.preferredContentHeight { return height + bar }
        return nil
    }
    /// The bar and what the top screen wants.
    override func sheetContentHeight(width: Int) -> Int {
        guard let top = topViewController else { return super.sheetContentHeight(width: width) }
        return preferredContentHeight ?? (isNavigationBarHidden ? 0 : 1) + top.sheetContentHeight(width: width)
    }
    /// As the top screen.
    open override var growsBottomSheetToScreen: Bool { topViewController?.growsBottomSheetToScreen ?? super.growsBottomSheetToScreen }
    /// As the top screen.
    override var sheetContentScrolls: Bool { topViewController?.sheetContentScrolls ?? super.sheetContentScrolls }
    /// The root screen's title (the title is the top screen's).
    override var defaultTabTitle: String? { rootViewController?.title ?? title }

    // MARK: - Stack

    /// Pushes `viewController` on top. A controller already in a container is ignored.
    public func pushViewController(_ viewController: ViewController, animated: Bool = true) {
        guard viewController.parent == nil, viewController.presenter == nil, viewController !== self else { return }
        addChild(viewController)
        viewControllers.append(viewController)
        window?.hierarchyDidChange()
        viewController.didMove(toParent: self)
        delegate?.navigationController(self, didShow: viewController, animated: animated)
    }

    /// Pops the top screen; nil (and nothing happens) at the root.
    @discardableResult
    public func popViewController(animated: Bool = true) -> ViewController? {
        guard canPop else { return nil }
        return pop(toIndex: viewControllers.count - 2, userInitiated: false).first
    }

    /// Pops every screen above the root; nil when already at the root.
    @discardableResult
    public func popToRootViewController(animated: Bool = true) -> [ViewController]? {
        guard canPop else { return nil }
        return pop(toIndex: 0, userInitiated: false)
    }

    /// Pops every screen above `viewController`; nil when it is not in the stack or already on top.
    @discardableResult
    public func popToViewController(_ viewController: ViewController, animated: Bool = true) -> [ViewController]? {
        guard let index = viewControllers.firstIndex(where: { $0 === viewController }), index < viewControllers.count - 1 else { return nil }
        return pop(toIndex: index, userInitiated: false)
    }

    /// Pops the top screen as the user's swipe-back (Esc).
    @discardableResult
    package func popAsUser() -> ViewController? {
        guard canPop else { return nil }
        return pop(toIndex: viewControllers.count - 2, userInitiated: true).first
    }

    /// Replaces the whole stack. Screens no longer in it leave (reason `.replaced`).
    public func setViewControllers(_ newControllers: [ViewController], animated: Bool = true) {
        let (added, removed) = replaceContainedChildren(viewControllers, with: newControllers) { list in
            viewControllers = list
            reorderChildren()
        }
        if let top = topViewController, !removed.contains(where: { $0 === top }), !added.isEmpty || !removed.isEmpty {
            delegate?.navigationController(self, didShow: top, animated: animated)
        }
    }

    /// Pops the screens above `index`, top-most first: `willMove`, appearance, `didMove(nil)`, departure.
    private func pop(toIndex index: Int, userInitiated: Bool) -> [ViewController] {
        let removed = Array(viewControllers[(index + 1)...].reversed())
        for controller in removed { controller.willMove(toParent: nil) }
        viewControllers.removeSubrange((index + 1)...)
        window?.hierarchyDidChange()
        for controller in removed {
            controller.detachFromParent()
            controller.announceDeparture(Departure(reason: .popped, isUserInitiated: userInitiated))
        }
        if let top = topViewController {
            delegate?.navigationController(self, didShow: top, animated: true)
        }
        return removed
    }

    private func reorderChildren() {
        // Keep `children` in stack order so departures run top-most first.
        let others = children.filter { child in !viewControllers.contains { $0 === child } }
        setChildrenOrder(viewControllers + others)
    }

    // MARK: - Keys

    open override var keyBindings: [KeyBinding] {
        get {
            var bindings = super.keyBindings
            if canPop {
                bindings.append(KeyBinding(.escape, title: "Back") { [weak self] in self?.popAsUser() })
            }
            return bindings
        }
        set { super.keyBindings = newValue }
    }

    open override func handleKey(_ event: KeyEvent) -> Bool {
        if event == .escape, canPop {
            popAsUser()
            return true
        }
        return super.handleKey(event)
    }

    // MARK: - Rendering

    /// Whether the navigation bar is drawn: not when hidden, nor over a container on top (a tab
    /// bar controller), which draws its own bars.
    private func showsBar(in rect: Rect) -> Bool {
        !isNavigationBarHidden && !(topViewController?.isContainer ?? false) && rect.height > 0
    }

    package override func layOut(in rect: Rect, clip: Rect, drawsCells: Bool) {
        topViewController?.layOut(in: showsBar(in: rect) ? rect.inset(top: 1) : rect, clip: clip, drawsCells: drawsCells)
    }

    open override func render(in rect: Rect, canvas: inout Canvas, context: RenderContext) {
        var content = rect
        if showsBar(in: rect) {
            drawNavigationBar(in: rect.top(1), canvas: &canvas, context: context)
            context.registerBar("navbar", in: rect.top(1))
            content = rect.inset(top: 1)
        }
        topViewController?.render(in: content, canvas: &canvas, context: context)
        if let message = loadingMessage {
            LoadingOverlay.draw(message: message, in: rect, canvas: &canvas, context: context)
        }
    }

    private func drawNavigationBar(in bar: Rect, canvas: inout Canvas, context: RenderContext) {
        let theme = context.theme
        canvas.fill(bar, style: theme.navigationBar)
        var left = 0
        if canPop {
            left = canvas.write(" ‹ Esc", at: bar.origin, style: theme.navigationBar, maxWidth: bar.width)
        }
        let title = (topViewController?.navigationTitle ?? "").truncated(toWidth: max(0, bar.width - 2 * (left + 1)))
        let width = title.displayWidth
        var x = bar.minX + (bar.width - width) / 2
        if x < bar.minX + left + 1 { x = bar.minX + left + 1 }
        canvas.write(title, at: Point(x: x, y: bar.minY), style: theme.navigationTitle, maxWidth: bar.maxX - x)
    }
}
