import TerminalCore

// MARK: - Wrapping, layout, drawing and the mouse
extension TextArea {
    /// Where the text goes: inside the outline, when the frame has room for one (3 rows, 4
    /// columns), else the whole frame.
    var textFrame: Rect {
        frame.height >= 3 && frame.width >= 4 ? frame.inset(top: 1, left: 1, bottom: 1, right: 1) : frame
    }

    /// The width the text wraps at: the text's frame less the column kept for the cursor at a row's end.
    var wrapWidthForFrame: Int { max(1, textFrame.width - 1) }

    /// The rows `line` wraps into at `width` display columns, as character ranges (at least one).
    func wrappedRows(ofLine index: Int, width: Int) -> [Range<Int>] {
        if width != wrapWidth {
            wrapCache = [:]
            wrapPrefix = [:]
            wrapWidth = width
        }
        if let rows = wrapCache[index] { return rows }
        let line = lines[index]
        // Wrapping is greedy from a row's start, so the rows kept before an edit stay as they are.
        var rows = wrapPrefix.removeValue(forKey: index) ?? []
        var start = rows.last?.upperBound ?? 0
        var rowWidth = 0
        wrappedCharacterCount += line.count - start
        for column in start..<line.count {
            let characterWidth = DisplayWidth.of(line[column])
            if rowWidth + characterWidth > width, column > start {
                rows.append(start..<column)
                start = column
                rowWidth = 0
            }
            rowWidth += characterWidth
        }
        rows.append(start..<line.count)
        wrapCache[index] = rows
        return rows
    }

    /// Forgets how `line` wraps from the row holding `column` on, keeping the rows before it.
    func keepWrappedRows(ofLine line: Int, before column: Int) {
        guard let rows = wrapCache.removeValue(forKey: line) ?? wrapPrefix[line] else { return }
        var kept = rows
        while let last = kept.last, last.upperBound >= column { kept.removeLast() }
        wrapPrefix[line] = kept
    }

    /// The row of `rows` the cursor column `column` is on (the end of a row is on the next one).
    func rowIndex(of column: Int, in rows: [Range<Int>]) -> Int {
        for (index, row) in rows.enumerated() where column < row.upperBound || index == rows.count - 1 {
            if column >= row.lowerBound { return index }
        }
        return rows.count - 1
    }

    /// The display width of `range` of `line`.
    func displayWidth(of line: [Character], in range: Range<Int>) -> Int {
        line[range].reduce(0) { $0 + DisplayWidth.of($1) }
    }

    /// Scrolls so the cursor's row is in view: from the cursor's row up, only the rows shown are measured.
    func scrollToCursor() {
        guard textFrame.height > 0 else { return }
        let width = wrapWidthForFrame
        top.line = min(top.line, lines.count - 1)
        let cursorRow = rowIndex(of: cursor.column, in: wrappedRows(ofLine: cursor.line, width: width))
        if (cursor.line, cursorRow) < (top.line, top.row) {
            top = (cursor.line, cursorRow)
            return
        }
        // Rows from the top to the cursor, counted only as far as the frame's height.
        var line = cursor.line
        var rowsAbove = cursorRow
        while line > top.line, rowsAbove < textFrame.height {
            line -= 1
            rowsAbove += wrappedRows(ofLine: line, width: width).count
        }
        if line == top.line { rowsAbove -= top.row }
        guard rowsAbove >= textFrame.height else { return }
        // The cursor is below the frame: the top is textFrame.height - 1 rows above it.
        line = cursor.line
        var row = cursorRow
        for _ in 0..<(textFrame.height - 1) {
            if row > 0 { row -= 1 } else if line > 0 {
                line -= 1
                row = wrappedRows(ofLine: line, width: width).count - 1
            }
        }
        top = (line, row)
    }

    /// Draws the rows in view and notes the cursor.
    func drawText(in canvas: inout Canvas, context: RenderContext) {
        let theme = context.theme
        // The field's style without its underline: a block of underlined rows reads as noise.
        var style = !isEnabled ? theme.secondaryText : isFocused ? theme.focusedField : theme.field
        style.attributes.remove(.underline)
        if textFrame != frame {
            // The outline shows where the area is, empty, without colour too.
            let outline = !isEnabled ? theme.secondaryText : isFocused ? theme.border.adding(.bold) : theme.secondaryText
            canvas.drawBox(frame, border: .rounded, style: outline)
        }
        canvas.fill(textFrame, style: style)
        if count == 0, !placeholder.isEmpty {
            canvas.write(placeholder, at: textFrame.origin, style: theme.placeholder, maxWidth: textFrame.width)
        }
        let width = wrapWidthForFrame
        var line = min(top.line, lines.count - 1)
        var row = top.row
        var y = textFrame.minY
        while y < textFrame.maxY, line < lines.count {
            let rows = wrappedRows(ofLine: line, width: width)
            guard row < rows.count else {
                line += 1
                row = 0
                continue
            }
            var x = textFrame.minX
            for column in rows[row] {
                x += canvas.put(lines[line][column], at: Point(x: x, y: y), style: style)
            }
            if isFocused, line == cursor.line, rowIndex(of: cursor.column, in: rows) == row {
                let before = displayWidth(of: lines[line], in: rows[row].lowerBound..<min(cursor.column, rows[row].upperBound))
                context.cursor = Point(x: min(textFrame.minX + before, textFrame.maxX - 1), y: y)
                context.reportFocus(at: Point(x: min(textFrame.minX + before, textFrame.maxX - 1), y: y))
            }
            row += 1
            y += 1
        }
    }

    /// A click focuses the area and puts the cursor where it points; the wheel moves it by three rows.
    func handleTextMouse(_ event: MouseEvent) -> Bool {
        switch event.kind {
        case .scrollUp, .scrollDown:
            moveByRows(event.kind == .scrollUp ? -3 : 3)
            setNeedsDisplay()
            return true
        case .click:
            guard focusIfClicked(event) else { return false }
            let width = wrapWidthForFrame
            var line = top.line
            var row = top.row
            for _ in 0..<max(0, event.position.y - textFrame.minY) {
                let rows = wrappedRows(ofLine: line, width: width)
                if row + 1 < rows.count { row += 1 } else if line + 1 < lines.count {
                    line += 1
                    row = 0
                }
            }
            let rows = wrappedRows(ofLine: line, width: width)
            let column = column(atX: event.position.x - textFrame.minX, in: rows[row], of: lines[line], lastRow: row == rows.count - 1)
            moveCursor(to: TextPosition(line: line, column: column))
            return true
        }
    }
}
