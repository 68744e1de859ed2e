import TerminalCore

// MARK: - Layout and drawing
extension FormView {
    /// Columns from the side padding to where a value starts: past the focus mark, the label
    /// and two spaces, or only the focus mark when the form is stacked (see `stacks(width:)`,
    /// which keeps the label column to half the width, so messages keep room to wrap).
    func valueIndent(width: Int) -> Int {
        stacks(width: width) ? 2 : 2 + labelWidth + 2
    }

    /// Each field's top row, height and wrapped message lines, for a form `width` columns wide
    /// (less the side padding). With `rows`, fields that can be shorter (a text area keeps one
    /// row of text in its outline) give up rows, first to last, so the form needs no more
    /// than `rows` when it can.
    func measure(width: Int, rows: Int? = nil) -> [(top: Int, height: Int, messageLines: [String])] {
        let indent = valueIndent(width: width)
        let stacked = stacks(width: width)
        func fieldHeight(_ index: Int, offered: Int) -> Int {
            // A stacked field's label row counts in its height.
            labelLines(at: index, stacked: stacked, width: width).count + max(1, controls[index].sizeThatFits(Size(width: width, height: offered)).height)
        }
        var heights = fields.indices.map { fieldHeight($0, offered: View.unlimitedHeight) }
        let messages = fields.indices.map { index -> [String] in
            guard showsMessage(at: index), let message = fields[index].check(value(at: index)) else { return [] }
            // Every message shows in full: wrapped under the value, never cut.
            return message.wrapped(toWidth: max(1, width - indent - 2))
        }
        if let rows {
            var excess = heights.reduce(0, +) + messages.reduce(0) { $0 + $1.count } - rows
            for index in fields.indices where excess > 0 {
                let cut = min(excess, heights[index] - fieldHeight(index, offered: 1))
                guard cut > 0 else { continue }
                heights[index] -= cut
                excess -= cut
            }
        }
        var top = 0
        var result: [(top: Int, height: Int, messageLines: [String])] = []
        for index in fields.indices {
            let height = heights[index]
            let lines = messages[index]
            result.append((top, height, lines))
            top += height + lines.count
        }
        return result
    }

    /// The rows of the fields and their messages.
    func contentHeight(_ placements: [(top: Int, height: Int, messageLines: [String])]) -> Int {
        placements.last.map { $0.top + $0.height + $0.messageLines.count } ?? 0
    }

    /// Every row (the hint's and the buttons' included).
    func fittingSize(_ size: Size) -> Size {
        Size(width: size.width, height: contentHeight(measure(width: max(1, size.width - 2))) + (hint == nil ? 0 : 1) + 1)
    }

    /// Where the fields and messages go: the frame less the side padding, the buttons' row and,
    /// when there is room for it, the hint's.
    private func contentArea(area: Rect, contentHeight: Int) -> (content: Rect, showsHint: Bool) {
        let available = max(0, area.height - 1)
        let hintFits = hint != nil && contentHeight + 1 <= available
        return (Rect(x: area.minX, y: area.minY, width: area.width, height: max(0, available - (hintFits ? 1 : 0))), hintFits)
    }

    /// Places the fields, scrolled to the focused one, and the buttons.
    func layOutFields() {
        let area = frame.inset(left: 1, right: 1)
        let stacked = stacks(width: area.width)
        if stacked != isStacked {
            isStacked = stacked
            for (index, control) in controls.enumerated() { configureLabel(of: control, at: index) }
        }
        placements = measure(width: area.width)
        if contentHeight(placements) > area.height - 1 {
            // Short of rows: the hint gives way, then text areas give up rows, then the fields scroll.
            placements = measure(width: area.width, rows: max(0, area.height - 1))
        }
        let total = contentHeight(placements)
        let (content, hintFits) = contentArea(area: area, contentHeight: total)
        showsHint = hintFits
        let focused = controls.firstIndex(where: { $0.isFocused || $0.subviews.contains { $0.isFocused } })
        if focused != focusedAtLastLayout { isScrolledByWheel = false }
        focusedAtLastLayout = focused
        if let focused, !isScrolledByWheel {
            // The focused field and its message stay in view (its top first, when it is taller).
            let placement = placements[focused]
            let bottom = placement.top + placement.height + placement.messageLines.count
            scrollPosition.reveal(placement.top, bottom, rows: content.height)
        }
        scrollPosition.scroll(to: scrollPosition.offset, count: total, rows: content.height)
        // A form that scrolls keeps its right two columns for the `↑`/`↓` marks.
        let width = total > content.height ? max(0, area.width - 2) : area.width
        let indent = valueIndent(width: area.width)
        for (index, control) in controls.enumerated() {
            let placement = placements[index]
            let labelRows = labelLines(at: index, stacked: stacked, width: area.width).count
            let y = content.minY + placement.top + labelRows - scrollOffset
            let height = min(placement.height - labelRows, content.height - labelRows)
            // A field not wholly in view (its label row included) gets an empty frame: neither
            // drawn nor clicked.
            guard y - labelRows >= content.minY, y + height <= content.maxY, width > 0, height > 0 else {
                control.frame = .zero
                continue
            }
            let x = fieldX(of: control, at: index, indent: indent)
            control.frame = Rect(x: area.minX + x, y: y, width: max(0, width - x), height: height)
            // The form draws the mark before the label: a control's own `drawMarker` leaves it out.
            control.formDrawsFocusMark = control.formLabelPlacement == .inColumn(drawsOwnFocusMark: false)
        }
        let buttonsY = area.maxY - 1
        guard area.height > 0 else {
            submitButton.frame = .zero
            cancelButton.frame = .zero
            return
        }
        let submitWidth = submitTitle.displayWidth + 6
        submitButton.frame = Rect(x: area.minX, y: buttonsY, width: min(submitWidth, area.width), height: 1)
        let cancelX = area.minX + submitWidth + 1
        cancelButton.frame = cancelX < area.maxX ? Rect(x: cancelX, y: buttonsY, width: min(cancelTitle.displayWidth + 6, area.maxX - cancelX), height: 1) : .zero
        // At odd sizes (a frame narrower than the padding) nothing is placed outside the form.
        for subview in subviews {
            let inside = subview.frame.intersection(frame)
            subview.frame = inside.isEmpty ? .zero : inside
        }
    }

    /// Where control `index` starts, from the side padding: at the edge when it draws its own
    /// label or focus mark there, else at the value column (two columns before it for a radio
    /// group's focus mark).
    private func fieldX(of control: any FormControl, at index: Int, indent: Int) -> Int {
        switch control.formLabelPlacement {
        case .inControl, .afterValue: 0
        case .inColumn(drawsOwnFocusMark: true): indent - 2
        case .inColumn(drawsOwnFocusMark: false): indent
        }
    }

    /// Scrolls the fields a row per wheel notch; false when they all fit (nothing to scroll).
    func scrollByWheel(_ event: MouseEvent) -> Bool {
        guard event.kind != .click else { return false }
        let area = frame.inset(left: 1, right: 1)
        let total = contentHeight(placements)
        let (content, _) = contentArea(area: area, contentHeight: total)
        guard total > content.height else { return false }
        scrollPosition.scroll(to: scrollOffset + (event.kind == .scrollUp ? -1 : 1), count: total, rows: content.height)
        isScrolledByWheel = true
        setNeedsDisplay()
        return true
    }

    /// Draws the labels the controls do not draw, the messages, the scroll marks and the hint.
    func drawForm(in canvas: inout Canvas, context: RenderContext) {
        let theme = context.theme
        let area = frame.inset(left: 1, right: 1)
        let total = contentHeight(placements)
        let (content, _) = contentArea(area: area, contentHeight: total)
        let indent = valueIndent(width: area.width)
        for (index, placement) in placements.enumerated() {
            let control = controls[index]
            let above = labelLines(at: index, stacked: isStacked, width: area.width)
            if !above.isEmpty || !drawsOwnLabel(at: index), !control.frame.isEmpty {
                // The label of a radio group or a text area on its first row, or of any field on
                // the rows above it in a stacked form, with the focus mark of a control that
                // draws none.
                let focused = control.isFocused
                let mark = focused && control.formLabelPlacement == .inColumn(drawsOwnFocusMark: false) ? "› " : "  "
                let style = focused ? theme.accent : theme.text
                if above.isEmpty {
                    canvas.write(mark + fields[index].label, at: Point(x: area.minX, y: control.frame.minY), style: style, maxWidth: max(0, indent - 1))
                }
                for (row, line) in above.enumerated() {
                    canvas.write((row == 0 ? mark : "  ") + line, at: Point(x: area.minX, y: control.frame.minY - above.count + row),
                                 style: style, maxWidth: area.width)
                }
            }
            for (line, text) in placement.messageLines.enumerated() {
                let y = content.minY + placement.top + placement.height + line - scrollOffset
                guard y >= content.minY, y < content.maxY else { continue }
                canvas.write(text, at: Point(x: area.minX + indent, y: y), style: theme.error, maxWidth: area.maxX - area.minX - indent)
            }
        }
        if content.width > 0, content.height > 0 {
            if scrollOffset > 0 {
                canvas.write("↑", at: Point(x: content.maxX - 1, y: content.minY), style: theme.accent)
            }
            if scrollOffset + content.height < total {
                canvas.write("↓", at: Point(x: content.maxX - 1, y: content.maxY - 1), style: theme.accent)
            }
        }
        if showsHint, let hint {
            canvas.write(hint.truncated(toWidth: area.width), at: Point(x: area.minX, y: content.maxY), style: theme.secondaryText)
        }
    }
}
