import TerminalCore

/// Told about tab selection.
@MainActor
public protocol TabBarControllerDelegate: AnyObject {
    /// Return false to refuse a selection.
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController)
}

extension TabBarControllerDelegate {
    /// Allows every tab by default.
    public func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool { true }
    /// Does nothing by default.
    public func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {}
}

/// Tabs, each with its own screen (usually a navigation controller), and a tab bar on the
/// bottom row. Switching tabs keeps each tab's state.
///
/// Keys `1`…`9` select a tab and `[` / `]` move to the previous / next one, unless something is
/// presented over the tabs.
@MainActor
open class TabBarController: ViewController {
    /// The tabs, in order.
    public private(set) var viewControllers: [ViewController] = []
    /// Asked before and told after a selection (weak).
    public weak var delegate: (any TabBarControllerDelegate)?
    /// The selected tab's index.
    public private(set) var selectedIndex = 0
    /// Where the last layout put the selected screen: above the tab bar (and the footer).
    private var contentFrame = Rect.zero

    public override init() {
        super.init()
    }

    /// The selected tab.
    public var selectedViewController: ViewController? {
        viewControllers.indices.contains(selectedIndex) ? viewControllers[selectedIndex] : nil
    }

    open override var isContainer: Bool { true }
    open override var visibleChild: ViewController? { selectedViewController }
    package override var containerName: String? { "tab bar" }
    open override var title: String? {
        get { selectedViewController?.title }
        set {}
    }

    /// The tab bar's height (one row).
    override var bottomBarHeight: Int { viewControllers.isEmpty ? 0 : 1 }
    override var drawsBottomBar: Bool { true }

    /// The label of tab `index`: the child's `tabTitle`, else its title.
    public func tabTitle(at index: Int) -> String {
        guard viewControllers.indices.contains(index) else { return "" }
        let child = viewControllers[index]
        return child.tabTitle ?? "Tab \(index + 1)"
    }

    /// Replaces the tabs. Tabs no longer present leave the screen (reason `.replaced`).
    public func setViewControllers(_ newControllers: [ViewController], animated: Bool = true) {
        replaceContainedChildren(viewControllers, with: newControllers) { list in
            viewControllers = list
            if !viewControllers.indices.contains(selectedIndex) { selectedIndex = 0 }
        }
    }

    /// Selects tab `index` (ignored when out of range or refused by the delegate).
    public func select(tab index: Int) {
        guard viewControllers.indices.contains(index), index != selectedIndex else { return }
        let target = viewControllers[index]
        if let delegate, !delegate.tabBarController(self, shouldSelect: target) { return }
        selectedIndex = index
        window?.hierarchyDidChange()
        setNeedsDisplay()
        delegate?.tabBarController(self, didSelect: target)
    }

    // MARK: - Keys

    /// The keys 1 to 9, made once.
    private static let digitKeys: [KeyEvent] = (1...9).map { KeyEvent.char(Character(String($0))) }

    open override var keyBindings: [KeyBinding] {
        get {
            var bindings = super.keyBindings
            guard presentedViewController == nil, viewControllers.count > 1 else { return bindings }
            let digits = Array(Self.digitKeys.prefix(min(9, viewControllers.count)))
            bindings.append(KeyBinding(keys: digits, title: "Tabs", label: "1-\(digits.count)", isVisible: false) { [weak self] key in
                guard let digit = key.printableCharacter?.wholeNumberValue else { return }
                self?.select(tab: digit - 1)
            })
            bindings.append(KeyBinding(.char("["), title: "Previous tab", isVisible: false) { [weak self] in self?.selectAdjacent(-1) })
            bindings.append(KeyBinding(.char("]"), title: "Next tab", isVisible: false) { [weak self] in self?.selectAdjacent(1) })
            return bindings
        }
        set { super.keyBindings = newValue }
    }

    private func selectAdjacent(_ step: Int) {
        guard !viewControllers.isEmpty else { return }
        select(tab: (selectedIndex + step + viewControllers.count) % viewControllers.count)
    }

    // MARK: - Rendering

    package override func layOut(in rect: Rect, clip: Rect, drawsCells: Bool) {
        guard !viewControllers.isEmpty else { super.layOut(in: rect, clip: clip, drawsCells: drawsCells); return }
        // The window's main tab bar leaves the row above it to the key-help footer.
        let reserve = window?.primaryBottomBarController === self ? Window.footerHeight : 0
        contentFrame = rect.inset(bottom: bottomBarHeight + reserve)
        selectedViewController?.layOut(in: contentFrame, clip: clip, drawsCells: drawsCells)
    }

    open override func render(in rect: Rect, canvas: inout Canvas, context: RenderContext) {
        guard !viewControllers.isEmpty else { super.render(in: rect, canvas: &canvas, context: context); return }
        selectedViewController?.render(in: contentFrame, canvas: &canvas, context: context)
        drawTabBar(in: rect.bottom(1), canvas: &canvas, context: context)
        context.registerBar("tabbar", in: rect.bottom(1))
    }

    private func drawTabBar(in bar: Rect, canvas: inout Canvas, context: RenderContext) {
        let theme = context.theme
        canvas.fill(bar, style: theme.tabBar)
        let count = viewControllers.count
        let cellWidth = max(1, bar.width / count)
        for index in 0..<count {
            let x = bar.minX + index * cellWidth
            let width = index == count - 1 ? bar.maxX - x : cellWidth
            let number = index < 9 ? "\(index + 1) " : ""
            let label = (number + tabTitle(at: index)).truncated(toWidth: max(0, width - 2))
            let style = index == selectedIndex ? theme.selectedTab : theme.tabBar
            if index == selectedIndex {
                canvas.fill(Rect(x: x, y: bar.minY, width: width, height: 1), style: style)
            }
            // A click on a tab selects it, as its digit key does.
            context.registerHitTarget(Rect(x: x, y: bar.minY, width: width, height: 1)) { [weak self] event in
                guard event.kind == .click, let self else { return false }
                self.select(tab: index)
                return true
            }
            let labelX = x + max(0, (width - label.displayWidth) / 2)
            canvas.write(label, at: Point(x: labelX, y: bar.minY), style: style, maxWidth: x + width - labelX)
        }
    }
}
