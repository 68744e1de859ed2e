import TerminalCore

/// A tree of nodes that expand and collapse: Right or Enter expands, Left collapses (or goes
/// to the parent), Up/Down (k/j), PageUp/PageDown, Home/End move the selection. Enter on a leaf
/// runs `onActivate`. A click moves the selection (on the selected row, toggles or activates it),
/// the wheel scrolls.
///
/// ```swift
/// let tree = Tree(roots: [TreeNode("Documents", children: [TreeNode("notes.txt")])])
/// tree.onActivate = { node in print("open", node.title) }
/// ```
///
/// Children load when a node is first expanded (see `TreeNode`). The tree walks its nodes
/// rather than keeping a list of its rows, so with 100,000 nodes a move costs the rows it
/// passes, and an expand or a collapse the depth of the node; only Left to a parent costs the
/// siblings before the node.
@MainActor
open class Tree: Control {
    /// The top-level nodes.
    public private(set) var roots: [TreeNode]
    /// The selected node; nil when the tree is empty (`select(_:)` selects one from code).
    public internal(set) var selectedNode: TreeNode?
    /// Called with the newly selected node when the user moves the selection (keys, a click,
    /// the wheel, `select(_:)`), not when code sets `selectedIndex`.
    public var onChange: (@MainActor (TreeNode) -> Void)?
    /// Called with a leaf when Enter (or a click on the selected row) activates it.
    public var onActivate: (@MainActor (TreeNode) -> Void)? { didSet { invalidateKeyBindings(); setNeedsDisplay() } }
    /// The footer title of Enter on a leaf.
    public var activateTitle: String { didSet { invalidateKeyBindings() } }
    /// Shown when there are no nodes.
    public var emptyMessage: String { didSet { setNeedsDisplay() } }
    /// Whether the view takes focus, keys and clicks; a disabled one draws dimmed.
    open override var isEnabled: Bool { didSet { if isEnabled != oldValue { contentChanged() } } }

    /// The selected node's row and the first visible row (see `selectedIndex`).
    var rowCursor = RowCursor()
    /// The selected node's row.
    var selectedRow: Int {
        get { rowCursor.selected }
        set { rowCursor.selected = newValue }
    }
    /// The first visible node, and its row.
    var top: TreeNode?
    var topRow: Int {
        get { rowCursor.offset }
        set { rowCursor.offset = newValue }
    }
    /// The rows of every visible node.
    public internal(set) var visibleRowCount = 0
    /// How many rows the last layout left.
    var visibleRows = 1
    /// Counts changes other than a selection move (see `DataTable.contentVersion`).
    var contentVersion = 0
    /// What the bindings were made for: the selected node's kind (0 leaf, 1 collapsed, 2 expanded).
    var boundKind = -1

    /// A tree of `roots`.
    public init(roots: [TreeNode] = [], activateTitle: String = "Open", emptyMessage: String = "Nothing here yet") {
        self.roots = []
        self.activateTitle = activateTitle
        self.emptyMessage = emptyMessage
        super.init()
        setRoots(roots)
    }

    /// Replaces the top-level nodes; the selection goes to the first.
    public func setRoots(_ nodes: [TreeNode]) {
        roots = nodes
        var rows = 0
        for (index, node) in nodes.enumerated() {
            node.indexInParent = index
            rows += node.rows
        }
        visibleRowCount = rows
        selectedNode = nodes.first
        top = nodes.first
        selectedRow = 0
        topRow = 0
        contentChanged()
    }

    open override var isFlexible: Bool { true }

    // MARK: - Layout, drawing and mouse (see Tree+Drawing)

    open override func layoutSubviews() {
        super.layoutSubviews()
        setVisibleRows(max(1, frame.height))
    }

    open override func sizeThatFits(_ size: Size) -> Size {
        Size(width: size.width, height: max(1, min(visibleRowCount, View.unlimitedHeight)))
    }

    open override func draw(in canvas: inout Canvas, context: RenderContext) {
        drawTree(in: &canvas, context: context)
    }

    open override func handleMouse(_ event: MouseEvent) -> Bool { handleTreeMouse(event) }

    /// A tree draws only from its nodes, cursor and scroll position, inside its frame.
    open override var redrawsAlone: Bool { true }

    open override var redrawState: RedrawState? {
        RedrawState(rowCount: visibleRowCount, scrollOffset: firstVisibleRow, selectedIndex: selectedRow, isFocused: isFocused,
                    contentVersion: drawnVersion)
    }

    /// When only the selection moved (same nodes, scroll position, frame and focus), the rows
    /// from its old place to its new one; nil otherwise.
    open override func rectChanged(from previous: RedrawState?, to state: RedrawState?) -> Rect? {
        RedrawState.selectionMove(from: previous, to: state, in: frame)
    }

    // MARK: - Keys

    open override var keyBindings: [KeyBinding] {
        get {
            var bindings = super.keyBindings
            boundKind = cursorKind
            guard isEnabled, let node = selectedNode else { return bindings }
            if visibleRowCount > 1 { bindings += RowScroller.moveBindings { [weak self] in self?.move($0) } }
            // Each action reads the selected node when its key is pressed: the bindings are kept
            // while a move reaches a node of the same kind.
            switch cursorKind % 3 {
            case 1:
                bindings.append(KeyBinding(keys: [.right, .enter, .char("l")], title: "Expand", label: "→") { [weak self] _ in
                    if let self, let node = selectedNode { expand(node) }
                })
            case 2:
                bindings.append(KeyBinding(keys: [.left, .enter, .char("h")], title: "Collapse", label: "←") { [weak self] _ in
                    if let self, let node = selectedNode { collapse(node) }
                })
                bindings.append(KeyBinding(keys: [.right, .char("l")], title: "First child", isVisible: false) { [weak self] _ in
                    self?.moveSelection(by: 1)
                })
            default:
                if onActivate != nil, !node.isPlaceholder {
                    // The node read on the key: kept bindings outlive a move between two leaves.
                    bindings.append(KeyBinding(.enter, title: activateTitle) { [weak self] in
                        if let self, let node = selectedNode, !node.isPlaceholder { onActivate?(node) }
                    })
                }
            }
            if node.parent != nil, !node.isExpanded {
                bindings.append(KeyBinding(keys: [.left, .char("h")], title: "Parent", isVisible: false) { [weak self] _ in self?.selectParent() })
            }
            return bindings
        }
        set { super.keyBindings = newValue }
    }

    /// A move key: rows relative to the selection (a tree walks its nodes, it has no row index).
    private func move(_ event: KeyEvent) {
        let kindBefore = cursorKind
        switch event {
        case .home: moveToFirst()
        case .end: moveToLast()
        default: moveSelection(by: RowScroller.target(of: event, from: 0, page: RowScroller.page(rows: visibleRows), last: 0) ?? 0)
        }
        // A move keeps the footer unless the cursor reached another kind of node.
        lastKeyKeptKeyBindings = cursorKind == kindBefore
    }

    /// Left on a collapsed node: its parent's row, this node's less the rows of the siblings
    /// before it.
    private func selectParent() {
        guard let selectedNode, let parent = selectedNode.parent else { return }
        var row = selectedRow - 1
        for sibling in (parent.children ?? [])[..<selectedNode.indexInParent] { row -= sibling.rows }
        place(cursorAt: parent, row: row)
    }
}
