// Expanding and collapsing: children loaded on the first expand, rows counted up the ancestors.
extension Tree {

    /// Shows `node`'s children (loading them the first time). Expanding costs the node's depth.
    public func expand(_ node: TreeNode) {
        guard !node.isExpanded, !node.isLeaf || node.children == nil, !node.isPlaceholder else { return }
        if node.children == nil, let loader = node.loader {
            node.loader = nil
            switch loader {
            case .now(let load):
                node.setChildren(load())
            case .later(let load):
                node.setChildren([TreeNode.placeholder()])
                node.isLoading = true
                let work: @MainActor () async -> Void = { [weak self, weak node] in
                    let children = await load()
                    guard let node else { return }
                    self?.finishLoading(node, children: children)
                }
                if let controller = viewController { controller.task(work) } else { Task { @MainActor in await work() } }
            }
        }
        guard node.children?.isEmpty == false else { contentChanged(); return }
        node.isExpanded = true
        propagate(rows: node.descendantRows, from: node)
        contentChanged()
    }

    /// Hides `node`'s children; a selection among them moves to `node`.
    public func collapse(_ node: TreeNode) {
        guard node.isExpanded else { return }
        if let selectedNode, selectedNode !== node, isAncestor(node, of: selectedNode) {
            // Only the cursor's own branch collapses from the keys; from code, move it up first.
            var row = selectedRow
            var at = selectedNode
            while at !== node, let previous = previous(before: at) { at = previous; row -= 1 }
            self.selectedNode = node
            selectedRow = row
        }
        node.isExpanded = false
        propagate(rows: -node.descendantRows, from: node)
        if let top, top !== node, isAncestor(node, of: top) { self.top = selectedNode; topRow = selectedRow }
        scrollToCursor()
        contentChanged()
    }

    func isAncestor(_ ancestor: TreeNode, of node: TreeNode) -> Bool {
        var current = node.parent
        while let at = current {
            if at === ancestor { return true }
            current = at.parent
        }
        return false
    }

    /// Adds `delta` rows under `node` to its ancestors, up to the first collapsed one (or to
    /// the tree's count when every ancestor is expanded).
    func propagate(rows delta: Int, from node: TreeNode) {
        var current = node.parent
        var visible = true
        while let at = current {
            at.descendantRows += delta
            if !at.isExpanded { visible = false; break }
            current = at.parent
        }
        if visible { visibleRowCount += delta }
    }

    /// Puts fetched children in place of the "Loading…" row.
    func finishLoading(_ node: TreeNode, children: [TreeNode]) {
        guard node.isLoading else { return }
        node.isLoading = false
        let before = node.descendantRows
        let cursorWasPlaceholder = selectedNode?.isPlaceholder == true && selectedNode?.parent === node
        node.setChildren(children)
        if node.isExpanded {
            let delta = node.descendantRows - before
            node.descendantRows = before
            propagate(rows: delta, from: node.children?.first ?? node)
            if node.children?.isEmpty ?? true {
                node.isExpanded = false
                propagate(rows: -before, from: node)
            }
        }
        if cursorWasPlaceholder {
            if let first = node.children?.first, node.isExpanded { selectedNode = first } else { selectedNode = node; selectedRow -= 1 }
        }
        scrollToCursor()
        contentChanged()
    }

    /// Expands a collapsed node, else collapses an expanded one.
    public func toggle(_ node: TreeNode) {
        if node.isExpanded { collapse(node) } else { expand(node) }
    }

    func contentChanged() {
        contentVersion &+= 1
        invalidateKeyBindings()
        setNeedsDisplay()
    }

    func invalidateKeyBindingsIfKindChanged() {
        let kind = cursorKind
        if kind != boundKind { invalidateKeyBindings() }
    }

    /// What the bindings follow: 0 for a leaf, 1 for a collapsed branch, 2 for an expanded one,
    /// plus 3 when the node has a parent (Left goes there).
    var cursorKind: Int {
        guard let selectedNode else { return -1 }
        let parent = selectedNode.parent == nil ? 0 : 3
        guard !selectedNode.isLeaf else { return parent }
        return (selectedNode.isExpanded ? 2 : 1) + parent
    }

}
