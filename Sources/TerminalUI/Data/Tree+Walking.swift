import TerminalCore

// Walking the visible nodes: the cursor, the first visible node and scrolling.
extension Tree {

    func siblings(of node: TreeNode) -> [TreeNode] { node.parent?.children ?? roots }

    /// The visible node after `node`, nil at the end.
    func next(after node: TreeNode) -> TreeNode? {
        if node.isExpanded, let first = node.children?.first { return first }
        var current: TreeNode? = node
        while let at = current {
            let list = siblings(of: at)
            if at.indexInParent + 1 < list.count { return list[at.indexInParent + 1] }
            current = at.parent
        }
        return nil
    }

    /// The visible node before `node`, nil at the start.
    func previous(before node: TreeNode) -> TreeNode? {
        guard node.indexInParent > 0 else { return node.parent }
        var last = siblings(of: node)[node.indexInParent - 1]
        while last.isExpanded, let child = last.children?.last { last = child }
        return last
    }

    /// Moves the selection by `steps` rows (negative: up) as the user would, stopping at the
    /// ends, and scrolls it into view (calls `onChange` when it moves).
    public func moveSelection(by steps: Int) {
        guard let (node, row) = walk(by: steps) else { return }
        place(cursorAt: node, row: row)
    }

    /// The visible node `steps` rows from the selection (stopping at the ends), and its row.
    func walk(by steps: Int) -> (node: TreeNode, row: Int)? {
        guard var node = selectedNode else { return nil }
        var row = selectedRow
        if steps > 0 {
            for _ in 0..<steps {
                guard let next = next(after: node) else { break }
                node = next
                row += 1
            }
        } else {
            for _ in 0..<(-steps) {
                guard let previous = previous(before: node) else { break }
                node = previous
                row -= 1
            }
        }
        return (node, row)
    }

    /// Puts the selection on `node` at `row` and scrolls so it shows; calls `onChange` when the
    /// node changed, unless `notifying` is false (code setting `selectedIndex`).
    func place(cursorAt node: TreeNode, row: Int, notifying: Bool = true) {
        let changed = selectedNode !== node
        selectedNode = node
        selectedRow = row
        scrollToCursor()
        invalidateKeyBindingsIfKindChanged()
        guard changed, notifying, let onChange else {
            setNeedsRedraw()
            return
        }
        onChange(node)
        // App code ran, which may have changed anything on screen.
        hostingWindow?.needsDisplay = true
    }

    /// Moves `top` so the selected row shows, walking from where it was (or from the selection).
    func scrollToCursor() {
        guard let selectedNode else { return }
        scroll(toShow: selectedNode, row: selectedRow)
    }

    /// Moves `top` so `target`, at `targetRow`, shows.
    func scroll(toShow target: TreeNode, row targetRow: Int) {
        let rows = max(1, visibleRows)
        if targetRow < topRow || top == nil {
            top = target
            topRow = targetRow
        } else if targetRow >= topRow + rows {
            // Walk back from the target: at most a screen of rows, however far it went.
            var node = target
            var row = targetRow
            while row > targetRow - rows + 1, let previous = previous(before: node) {
                node = previous
                row -= 1
            }
            top = node
            topRow = row
        }
    }

    /// The first node on screen.
    var firstVisibleNode: TreeNode? { top }
    /// The row of the first node on screen.
    var firstVisibleRow: Int { topRow }
    /// The content version drawn (see `rectChanged(from:to:)`).
    var drawnVersion: Int { contentVersion }

    /// Notes the rows the layout left; when the rows below the first visible one do not fill
    /// them (after a collapse), scrolls back to fill the screen.
    func setVisibleRows(_ rows: Int) {
        if rows != visibleRows { contentVersion &+= 1 }
        visibleRows = rows
        if top == nil { top = selectedNode; topRow = selectedRow }
        while var node = top, topRow > 0, visibleRowCount - topRow < rows, let previous = previous(before: node) {
            node = previous
            top = node
            topRow -= 1
        }
        scrollToCursor()
    }

    /// Scrolls by `lines` rows (negative: up), the selection staying on a visible row.
    func scrollRows(by lines: Int) {
        guard var node = top else { return }
        let rows = max(1, visibleRows)
        var row = topRow
        let maxTop = max(0, visibleRowCount - rows)
        if lines > 0 {
            for _ in 0..<lines where row < maxTop {
                guard let next = next(after: node) else { break }
                node = next
                row += 1
            }
        } else {
            for _ in 0..<(-lines) {
                guard let previous = previous(before: node) else { break }
                node = previous
                row -= 1
            }
        }
        top = node
        topRow = row
        if selectedRow < topRow { moveSelection(by: topRow - selectedRow) }
        if selectedRow >= topRow + rows { moveSelection(by: topRow + rows - 1 - selectedRow) }
        contentChanged()
    }

    /// Moves the selection to the first row.
    public func moveToFirst() {
        guard let first = roots.first else { return }
        top = first
        topRow = 0
        place(cursorAt: first, row: 0)
    }

    /// Moves the selection to the last row.
    public func moveToLast() {
        guard var last = roots.last else { return }
        while last.isExpanded, let child = last.children?.last { last = child }
        topRow = Int.min
        place(cursorAt: last, row: visibleRowCount - 1)
    }

}
