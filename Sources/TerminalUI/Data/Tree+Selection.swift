// Selecting and revealing from code: what the keys do, for a deep link or a restore.
extension Tree {
    /// The selected node's row among the visible rows (0 is the first root). Set from code, it
    /// is clamped to the rows, scrolled into view and redrawn, and `onChange` is not called
    /// (`select(_:)` and `moveSelection(by:)` move it as the user would).
    public var selectedIndex: Int {
        get { selectedRow }
        set {
            guard visibleRowCount > 0 else { return }
            let target = max(0, min(visibleRowCount - 1, newValue))
            guard let (node, row) = walk(by: target - selectedRow) else { return }
            place(cursorAt: node, row: row, notifying: false)
        }
    }

    /// Selects `node` as the user would: expands its ancestors, scrolls it into view and calls
    /// `onChange` when the selection moves. Nothing for a node of another tree.
    public func select(_ node: TreeNode) {
        guard let row = reveal(node) else { return }
        place(cursorAt: node, row: row)
    }

    /// Makes `node` one of the tree's rows: expands its ancestors (loading their children the
    /// first time), the selection staying on its node (and so on screen: `select(_:)` also
    /// scrolls to the node). Returns the node's row, or nil (and changes nothing) for a node
    /// of another tree.
    @discardableResult
    public func reveal(_ node: TreeNode) -> Int? {
        var ancestors: [TreeNode] = []
        var current = node.parent
        while let at = current {
            ancestors.append(at)
            current = at.parent
        }
        let root = ancestors.last ?? node
        guard roots.indices.contains(root.indexInParent), roots[root.indexInParent] === root else { return nil }
        for ancestor in ancestors.reversed() where !ancestor.isExpanded { expand(ancestor) }
        guard ancestors.allSatisfy(\.isExpanded) else { return nil }
        // Rows above the selection and the top may have grown: count them again.
        if let selectedNode, let row = row(of: selectedNode) { selectedRow = row }
        if let top, let row = row(of: top) { topRow = row }
        contentChanged()
        return row(of: node)
    }

    /// The row of a visible `node` (its ancestors all expanded), counting the rows before it
    /// at each level: the cost is its depth times its siblings before it.
    func row(of node: TreeNode) -> Int? {
        var row = 0
        var at = node
        while true {
            let list = siblings(of: at)
            guard list.indices.contains(at.indexInParent), list[at.indexInParent] === at else { return nil }
            for sibling in list[..<at.indexInParent] { row += sibling.rows }
            guard let parent = at.parent else { return row }
            guard parent.isExpanded else { return nil }
            row += 1
            at = parent
        }
    }
}
