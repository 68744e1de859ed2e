import TerminalCore

// Column widths, the rows' room, and the mouse.
extension DataTable {
    /// The cells between columns.
    static let columnGap = 1
    /// The cells left of the columns: the selection's `›` and a space.
    static let gutter = 2

    /// Lays out: the header row, the filter row when the filter shows, the rows between them;
    /// measures the columns for the frame's width; keeps the selection and the chosen column in view.
    func layOutTable() {
        visibleRows = max(1, frame.height - 1 - (hasBottomRow ? 1 : 0))
        let count = displayedRowCount
        let state = (rows: min(count, 2), filtering: filter.isActive, editing: filter.isEditing)
        if boundStateChanged(to: state) { invalidateKeyBindings() }
        clampCursor()
        measureColumns()
        scrollToColumn()
    }

    private func boundStateChanged(to state: (rows: Int, filtering: Bool, editing: Bool)) -> Bool {
        defer { boundRows = state }
        guard let boundRows else { return true }
        return boundRows != state
    }

    /// The cells the columns can use: the frame less the gutter and the scroll bar.
    var columnsRoom: Int {
        max(0, frame.width - Self.gutter - (displayedRowCount > visibleRows ? 1 : 0))
    }

    /// Where each column starts, from the left of all the columns.
    var columnStarts: [Int] {
        var starts: [Int] = []
        var x = 0
        for width in columnWidths {
            starts.append(x)
            x += width + Self.columnGap
        }
        return starts
    }

    /// The width of all the columns side by side.
    var totalColumnsWidth: Int {
        columnWidths.reduce(0, +) + Self.columnGap * max(0, columnWidths.count - 1)
    }

    /// The ▲ or ▼ of the sort column; nil for another column.
    func sortIndicator(of column: Int) -> String? {
        guard let sortOrder, sortOrder.column == column else { return nil }
        return sortOrder.ascending ? "▲" : "▼"
    }

    /// Measures the columns for the frame's width, once per width and rows version: fixed
    /// ones as given, fitted ones to their title and the first `fitSampleRows` rows, flexible
    /// ones sharing what is left (never under their minimum: then the table scrolls sideways).
    func measureColumns() {
        let room = columnsRoom
        if let measuredFor, measuredFor.width == room, measuredFor.version == rowsVersion, columnWidths.count == columns.count { return }
        measuredFor = (room, rowsVersion)
        var widths = [Int](repeating: 0, count: columns.count)
        var fitted: [Int: Int] = [:]
        for (index, column) in columns.enumerated() {
            if case .fitToContent = column.width { fitted[index] = columns[index].title.displayWidth + 2 }
        }
        if !fitted.isEmpty {
            for row in 0..<min(displayedRowCount, max(0, fitSampleRows)) {
                let cells = cells(at: row)
                for (index, widest) in fitted { fitted[index] = max(widest, Self.shown(cells[index]).displayWidth) }
            }
        }
        var flexibleWeight = 0
        for (index, column) in columns.enumerated() {
            switch column.width {
            case .fixed(let width): widths[index] = max(1, width)
            case .fitToContent(let maximum): widths[index] = max(1, min(max(1, maximum), fitted[index] ?? 1))
            case .flexible(let minimum, let weight):
                widths[index] = max(1, minimum)
                flexibleWeight += max(1, weight)
            }
        }
        var left = room - widths.reduce(0, +) - Self.columnGap * max(0, columns.count - 1)
        if left > 0, flexibleWeight > 0 {
            var remainingWeight = flexibleWeight
            for (index, column) in columns.enumerated() {
                guard case .flexible(_, let weight) = column.width else { continue }
                let share = left * max(1, weight) / remainingWeight
                widths[index] += share
                left -= share
                remainingWeight -= max(1, weight)
            }
        }
        columnWidths = widths
    }

    /// Scrolls sideways so the chosen column shows (as much of it as fits, its start first).
    func scrollToColumn() {
        let room = columnsRoom
        let maxOffset = max(0, totalColumnsWidth - room)
        guard columnWidths.indices.contains(selectedColumn) else {
            horizontalOffset = min(horizontalOffset, maxOffset)
            return
        }
        let start = columnStarts[selectedColumn]
        let end = start + columnWidths[selectedColumn]
        if end > horizontalOffset + room { horizontalOffset = end - room }
        if start < horizontalOffset { horizontalOffset = start }
        horizontalOffset = max(0, min(horizontalOffset, maxOffset))
    }

    /// A cell's text as drawn: characters that would act on the terminal or reorder the line
    /// (controls, line breaks, bidirectional overrides) spelled `\u{XXXX}`, so they take cells
    /// like any text and never move the columns after them.
    static func shown(_ cell: String) -> String {
        PrintableText.escaping(cell)
    }

    // MARK: - Mouse

    /// A click on the header sorts, on a row moves the selection (or activates), on the filter
    /// row types into the filter; the wheel scrolls.
    func handleTableMouse(_ event: MouseEvent) -> Bool {
        guard isEnabled else { return false }
        switch event.kind {
        case .click:
            let wasFocused = isFocused
            becomeFocused()
            let y = event.position.y - frame.minY
            if y == 0 {
                clickHeader(at: event.position.x - frame.minX - Self.gutter + horizontalOffset)
            } else if hasBottomRow, event.position.y == frame.maxY - 1 {
                guard filter.isActive else { return true }
                filter.isEditing = true
                contentChanged()
            } else {
                let row = scrollOffset + y - 1
                guard (0..<displayedRowCount).contains(row) else { return true }
                if row == selectedRow, wasFocused { activateSelection() } else { select(row) }
            }
        case .scrollUp: scroll(by: -1)
        case .scrollDown: scroll(by: 1)
        }
        return true
    }

    /// A click at cell `x` of the columns' full width: chooses that column and sorts by it.
    private func clickHeader(at x: Int) {
        for (index, start) in columnStarts.enumerated() where x >= start && x < start + columnWidths[index] {
            selectedColumn = index
            if columns[index].isSortable { toggleSort(column: index) } else { contentChanged() }
            return
        }
    }

    /// Scrolls the rows by `lines` (negative: up), keeping the selection on a visible row.
    public func scroll(by lines: Int) {
        let count = displayedRowCount
        guard count > 0 else { return }
        guard let selected = rowCursor.wheel(by: lines, count: count, rows: visibleRows) else {
            select(selectedRow + lines)
            return
        }
        selectedRow = selected
        contentChanged()
    }
}
