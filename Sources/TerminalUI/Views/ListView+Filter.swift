import TerminalCore

// The `/` filter of a list (see `filterMode`): the list is its `RowFilter`'s host.
extension ListView {
    /// Whether the list is tall enough for a filter row and a row of items.
    var hasFilterRoom: Bool { frame.height >= 2 || frame.height == 0 }

    /// The filter's text (empty when nothing filters). Set, it filters as if the text were
    /// typed after `/` (an empty text shows every row); nothing while `filterMode` is nil.
    public var filterText: String {
        get { filter.query }
        set {
            guard filterMode != nil else { return }
            filter.setQuery(newValue)
        }
    }

    /// Stops filtering and shows every row, the selection staying on its item.
    public func clearFilter() { filter.clear() }

    /// Whether a filter pass runs, how many began, and how many rows the filter matched against
    /// a query (for tests and benchmarks: work counted, never timed).
    package var isFiltering: Bool { filter.isWorking }
    package var filterPassesStarted: Int { filter.passesStarted }
    package var rowsScanned: Int { filter.rowsScanned }

    /// The filter row at the bottom of the frame.
    func drawFilterRow(in canvas: inout Canvas, context: RenderContext, total: Int) {
        filter.drawRow(in: Rect(x: frame.minX, y: frame.maxY - 1, width: frame.width, height: 1), canvas: &canvas, context: context,
                       total: total, isFocused: isFocused)
    }

    // MARK: - RowFilterHost

    var filterView: View { self }

    var filterRowCount: Int { allRows.count }

    func filterMatcher(mode: FilterMode) -> (Int, String) -> Bool {
        let all = allRows
        return { index, query in
            let row = all.item(index)
            if mode.matchedOffsets(of: query, in: row.title) != nil { return true }
            guard let detail = row.detail else { return false }
            return mode.matchedOffsets(of: query, in: detail) != nil
        }
    }

    var filterSelectedRow: Int { itemIndex(ofRow: selectedRow) }

    func filterMatchesChanged(keeping row: Int, cleared: Bool) {
        let shown = filter.matches.map { $0.firstIndex(of: Int32(truncatingIfNeeded: row)) ?? 0 } ?? row
        select(rowCount == 0 ? 0 : shown)
        invalidateKeyBindings()
        setNeedsDisplay()
    }

    func filterProgressed() { setNeedsDisplay() }

    func filterDidChange() {
        invalidateKeyBindings()
        setNeedsDisplay()
    }

    var filterCanStartPass: Bool { true }
}
