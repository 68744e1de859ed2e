import TerminalCore

// Drawing and the mouse.
extension Tree {
    /// Draws the visible nodes, walking from the first, and the scroll bar.
    func drawTree(in canvas: inout Canvas, context: RenderContext) {
        let theme = context.theme
        let focused = isFocused && isEnabled
        guard var node = firstVisibleNode else {
            canvas.write(emptyMessage, at: frame.origin, style: theme.secondaryText, maxWidth: frame.width)
            return
        }
        let rows = max(1, frame.height)
        let needsScrollbar = visibleRowCount > rows
        let width = frame.width - (needsScrollbar ? 1 : 0)
        var row = 0
        while row < rows {
            let y = frame.minY + row
            let isCursor = node === selectedNode
            if isCursor, focused { context.reportFocus(at: Point(x: frame.minX, y: y)) }
            if y >= canvas.clip.minY, y < canvas.clip.maxY {
                drawRow(node, y: y, width: width, isCursor: isCursor, focused: focused, theme: theme, canvas: &canvas)
            }
            row += 1
            guard let next = next(after: node) else { break }
            node = next
        }
        if needsScrollbar {
            RowScroller.drawIndicator(in: &canvas, x: frame.maxX - 1, top: frame.minY, rows: rows, total: visibleRowCount,
                                      offset: firstVisibleRow, theme: theme)
        }
    }

    /// One node's row: the selection's marker and a space, two cells of indent a level, ▸ or ▾ for a branch,
    /// and the title (cut with `…`; characters that would act on the terminal spelled out).
    private func drawRow(_ node: TreeNode, y: Int, width: Int, isCursor: Bool, focused: Bool, theme: Theme, canvas: inout Canvas) {
        var style = isEnabled && !node.isPlaceholder ? theme.text : theme.secondaryText
        if isCursor, isEnabled { style = focused ? theme.selection : theme.unfocusedSelection }
        if isCursor, isEnabled { canvas.fill(Rect(x: frame.minX, y: y, width: width, height: 1), style: style) }
        canvas.put(isCursor && isEnabled ? "›" : " ", at: Point(x: frame.minX, y: y), style: style)
        let indent = 2 + 2 * node.depth
        guard indent < width else { return }
        let icon: String = node.isPlaceholder ? "  " : node.isLeaf ? "  " : node.isExpanded ? "▾ " : "▸ "
        var x = frame.minX + indent
        x += canvas.write(icon, at: Point(x: x, y: y), style: isCursor ? style : theme.accent, maxWidth: frame.minX + width - x)
        let room = frame.minX + width - x
        guard room > 0 else { return }
        let title = PrintableText.escaping(node.title)
        canvas.write(title.displayWidth > room ? title.truncated(toWidth: room) : title, at: Point(x: x, y: y), style: style, maxWidth: room)
    }

    // MARK: - Mouse

    /// A click moves the selection (on the selected row of a focused tree, toggles or activates
    /// it); the wheel scrolls.
    func handleTreeMouse(_ event: MouseEvent) -> Bool {
        guard isEnabled else { return false }
        switch event.kind {
        case .click:
            let wasFocused = isFocused
            becomeFocused()
            guard let selectedNode else { return true }
            let target = firstVisibleRow + event.position.y - frame.minY
            guard target < visibleRowCount else { return true }
            if target == selectedRow, wasFocused {
                if !selectedNode.isLeaf { toggle(selectedNode) } else if !selectedNode.isPlaceholder { onActivate?(selectedNode) }
            } else {
                moveSelection(by: target - selectedRow)
            }
        case .scrollUp: scrollRows(by: -1)
        case .scrollDown: scrollRows(by: 1)
        }
        return true
    }
}
