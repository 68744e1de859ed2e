import TerminalCore

// Drawing: the header, the visible rows, the filter row and the scroll bar.
extension DataTable {
    /// What the table shows, for `redrawState`.
    var tableRedrawState: RedrawState {
        RedrawState(rowCount: displayedRowCount, scrollOffset: scrollOffset, selectedIndex: selectedRow, isFocused: isFocused,
                    contentVersion: contentVersion)
    }

    /// When only the selection moved since `record` (same content version, rows, scroll position,
    /// frame and focus), the rows from its old place to its new one; when only the progress of
    /// a sort or filter pass changed, its row; nil otherwise.
    func tableRectChanged(from previous: RedrawState?, to state: RedrawState?) -> Rect? {
        guard progressText != drawnProgress else { return RedrawState.selectionMove(from: previous, to: state, in: frame, headerRows: 1) }
        guard let state, previous == state else { return nil }
        return Rect(x: frame.minX, y: frame.maxY - 1, width: frame.width, height: 1)
    }

    /// Draws the header, the visible rows, the scroll bar and the filter row.
    func drawTable(in canvas: inout Canvas, context: RenderContext) {
        let theme = context.theme
        let focused = isFocused && isEnabled
        if columnWidths.count != columns.count { measureColumns() }
        let count = displayedRowCount
        let room = columnsRoom
        let starts = columnStarts
        let outerClip = canvas.clip
        // The columns draw inside their room: what scrolls sideways out of it is cut there.
        let columnsRect = Rect(x: frame.minX + Self.gutter, y: frame.minY, width: room, height: frame.height)
        canvas.clip = outerClip.intersection(columnsRect)
        // A redraw of the rows the cursor left and reached is clipped to them: what lies outside
        // (the header, other rows, the scroll bar's other cells) is not drawn at all.
        let headerShows = frame.minY >= outerClip.minY && frame.minY < outerClip.maxY
        if headerShows { drawHeader(in: &canvas, theme: theme, focused: focused, starts: starts) }
        let highlights = filter.matches != nil
        let shownRows = max(0, min(visibleRows, count - scrollOffset))
        for row in 0..<shownRows {
            let y = frame.minY + 1 + row
            let index = scrollOffset + row
            let isCursor = index == selectedRow
            if isCursor, focused, !filter.isEditing { context.reportFocus(at: Point(x: frame.minX, y: y)) }
            guard y >= outerClip.minY, y < outerClip.maxY else { continue }
            var style = isEnabled ? theme.text : theme.secondaryText
            if isCursor, isEnabled { style = focused ? theme.selection : theme.unfocusedSelection }
            canvas.clip = outerClip
            if isCursor, isEnabled { canvas.fill(Rect(x: frame.minX, y: y, width: room + Self.gutter, height: 1), style: style) }
            canvas.write(isCursor && isEnabled ? "› " : "  ", at: Point(x: frame.minX, y: y), style: style)
            canvas.clip = outerClip.intersection(columnsRect)
            let cells = cells(at: index)
            for column in columns.indices {
                let x = frame.minX + Self.gutter + starts[column] - horizontalOffset
                let width = columnWidths[column]
                guard x + width > columnsRect.minX, x < columnsRect.maxX else { continue }
                drawCell(cells[column], column: column, in: Rect(x: x, y: y, width: width, height: 1), style: style, highlights: highlights, canvas: &canvas)
            }
        }
        canvas.clip = outerClip
        if count == 0 {
            let message = filter.matches == nil ? emptyMessage : "No rows match \"\(Self.shown(filter.query))\""
            canvas.write(message, at: Point(x: frame.minX + 2, y: frame.minY + 1), style: theme.secondaryText, maxWidth: max(0, frame.width - 2))
        }
        if headerShows { drawHorizontalHints(in: &canvas, theme: theme) }
        if count > visibleRows { drawScrollBar(in: &canvas, theme: theme, count: count) }
        if hasBottomRow, frame.maxY - 1 >= outerClip.minY, frame.maxY - 1 < outerClip.maxY { drawnProgress = progressText }
        if filter.isActive {
            drawFilterRow(in: &canvas, context: context, count: count)
        } else if let work {
            let rect = Rect(x: frame.minX, y: frame.maxY - 1, width: frame.width, height: 1)
            canvas.fill(rect, style: theme.text)
            canvas.write("\(work.progressText) · Esc cancels", at: rect.origin, style: theme.secondaryText, maxWidth: rect.width)
        }
    }

    private func drawHeader(in canvas: inout Canvas, theme: Theme, focused: Bool, starts: [Int]) {
        let y = frame.minY
        let header = (isEnabled ? theme.sheetTitle : theme.secondaryText).adding(.underline)
        canvas.fill(Rect(x: frame.minX + Self.gutter, y: y, width: columnsRoom, height: 1), style: header)
        for column in columns.indices {
            let x = frame.minX + Self.gutter + starts[column] - horizontalOffset
            let width = columnWidths[column]
            let style = column == selectedColumn && focused && columns.count > 1 ? theme.accent.adding(.underline) : header
            if style != header { canvas.fill(Rect(x: x, y: y, width: width, height: 1), style: style) }
            guard let indicator = sortIndicator(of: column) else {
                drawCell(columns[column].title, column: column, in: Rect(x: x, y: y, width: width, height: 1), style: style, highlights: false,
                         canvas: &canvas)
                continue
            }
            let titled = columns[column].title + " " + indicator
            guard Self.shown(titled).displayWidth > width else {
                drawCell(titled, column: column, in: Rect(x: x, y: y, width: width, height: 1), style: style, highlights: false, canvas: &canvas)
                continue
            }
            // A narrow column keeps its arrow in its last cell: the title is cut first.
            if width >= 3 {
                let title = Self.shown(columns[column].title).truncated(toWidth: width - 2)
                canvas.write(title, at: Point(x: x, y: y), style: style, maxWidth: width - 2)
            }
            canvas.write(indicator, at: Point(x: x + width - 1, y: y), style: style, maxWidth: 1)
        }
    }

    /// Writes a cell's text in `rect`, cut with an ellipsis to its width and aligned; with
    /// `highlights`, the characters that match the filter in bold and underlined.
    private func drawCell(_ cell: String, column: Int, in rect: Rect, style: Style, highlights: Bool, canvas: inout Canvas) {
        let shown = Self.shown(cell)
        var text = shown
        var width = text.displayWidth
        if width > rect.width {
            text = text.truncated(toWidth: rect.width)
            width = text.displayWidth
        }
        let x: Int
        switch columns[column].alignment {
        case .leading: x = rect.minX
        case .center: x = rect.minX + (rect.width - width) / 2
        case .trailing: x = rect.minX + rect.width - width
        }
        canvas.write(text, at: Point(x: x, y: rect.minY), style: style, maxWidth: rect.maxX - x)
        if highlights, shown == cell { filter.highlight(text, at: Point(x: x, y: rect.minY), maxWidth: rect.maxX - x, in: &canvas) }
    }

    /// `‹` and `›` at the header's ends when columns are scrolled out of view on that side.
    private func drawHorizontalHints(in canvas: inout Canvas, theme: Theme) {
        if horizontalOffset > 0 { canvas.put("‹", at: frame.origin, style: theme.accent) }
        if totalColumnsWidth - horizontalOffset > columnsRoom {
            canvas.put("›", at: Point(x: frame.minX + Self.gutter + columnsRoom - 1, y: frame.minY), style: theme.accent)
        }
    }

    private func drawScrollBar(in canvas: inout Canvas, theme: Theme, count: Int) {
        RowScroller.drawIndicator(in: &canvas, x: frame.maxX - 1, top: frame.minY + 1, rows: visibleRows, total: count,
                                  offset: scrollOffset, theme: theme)
    }

    /// The bottom row while filtering: `/`, the text typed and how many rows match.
    private func drawFilterRow(in canvas: inout Canvas, context: RenderContext, count: Int) {
        filter.drawRow(in: Rect(x: frame.minX, y: frame.maxY - 1, width: frame.width, height: 1), canvas: &canvas, context: context,
                       total: rowCountProvider(), isFocused: isFocused, counter: work?.progressText)
    }
}
