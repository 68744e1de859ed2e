// Sorting and filtering: the permutation of the provider's rows and the filter's matches.
extension DataTable {
    /// A cell as a sort key: numbers (prices, counts, "1,234.5", "$3.00", "12 %") by value, before
    /// text, which sorts ignoring case.
    enum SortKey: Comparable {
        case number(Double)
        case text(folded: String, original: String)

        init(_ cell: String) {
            var digits = ""
            var isNumeric = !cell.isEmpty
            for scalar in cell.unicodeScalars {
                switch scalar {
                case "0"..."9", ".", "-", "+": digits.unicodeScalars.append(scalar)
                case ",", " ", "$", "€", "£", "%": continue
                default: isNumeric = false
                }
                if !isNumeric { break }
            }
            if isNumeric, let value = Double(digits) {
                self = .number(value)
            } else {
                self = .text(folded: cell.lowercased(), original: cell)
            }
        }

        static func < (lhs: SortKey, rhs: SortKey) -> Bool {
            switch (lhs, rhs) {
            case (.number(let a), .number(let b)): a < b
            case (.number, .text): true
            case (.text, .number): false
            case (.text(let a, let x), .text(let b, let y)): a == b ? x < y : a < b
            }
        }
    }

    /// Sorts by `column`: ascending, or the other way when it is already the sort column.
    public func toggleSort(column: Int) {
        guard columns.indices.contains(column), columns[column].isSortable else { return }
        let ascending = sortOrder.map { $0.column == column ? !$0.ascending : true } ?? true
        sort(byColumn: column, ascending: ascending)
    }

    /// Sorts the rows by `column`, the cursor staying on its row.
    public func sort(byColumn column: Int, ascending: Bool) {
        guard columns.indices.contains(column) else { return }
        let row = displayedRowCount > 0 ? providerRow(at: cursorRow) : nil
        applySort(column: column, ascending: ascending, keepingRow: row)
        rowsChanged()
    }

    /// Orders the rows by `column` and filters them again; with `row` (a provider's index), puts
    /// the cursor back on it.
    func applySort(column: Int, ascending: Bool, keepingRow row: Int?) {
        sortOrder = (column, ascending)
        let count = rowCountProvider()
        if let sortRows {
            // The provider orders its rows itself: the table's order is its own.
            sortRows(column, ascending)
            permutation = nil
        } else {
            // One read per row, then comparisons of the keys only.
            var keys: [SortKey] = []
            keys.reserveCapacity(count)
            for index in 0..<count {
                let cells = rowProvider(index)
                keys.append(SortKey(column < cells.count ? cells[column] : ""))
            }
            var order = Array(0..<count)
            // Ties keep the provider's order (both ways), so the sort is stable.
            order.sort { a, b in
                let (x, y) = (keys[a], keys[b])
                if x == y { return a < b }
                return ascending ? x < y : y < x
            }
            permutation = order
        }
        if filter.matches != nil {
            filter.matches = nil
            let mode = filter.mode
            filter.refilter(count: count) { rowMatches(sortedIndex: $0, query: $1, mode: mode) }
        }
        if let row {
            let sorted = permutation?.firstIndex(of: row) ?? row
            cursorRow = filter.matches.map { $0.firstIndex(of: sorted) ?? 0 } ?? sorted
        }
        clampCursor()
    }

    /// Filters the rows with the filter's text; the cursor stays on its row when it still
    /// shows, else goes to the first match.
    func refilter() {
        let before = displayedRowCount > 0 ? sortedIndex(ofDisplayRow: cursorRow) : 0
        // The mode read first: the closure runs while the filter is being changed.
        let mode = filter.mode
        filter.refilter(count: rowCountProvider()) { rowMatches(sortedIndex: $0, query: $1, mode: mode) }
        cursorRow = filter.matches.map { $0.firstIndex(of: before) ?? 0 } ?? before
        scrollOffset = 0
        clampCursor()
        rowsChanged()
    }

    /// The row's index in sorted order (before filtering) of the row shown at `displayIndex`.
    func sortedIndex(ofDisplayRow displayIndex: Int) -> Int {
        guard let matches = filter.matches else { return displayIndex }
        return displayIndex < matches.count ? matches[displayIndex] : 0
    }

    /// Whether any cell of the row at `sortedIndex` (sorted order) matches `query` (lower-cased).
    func rowMatches(sortedIndex: Int, query: String, mode: FilterMode) -> Bool {
        let row = permutation.map { sortedIndex < $0.count ? $0[sortedIndex] : sortedIndex } ?? sortedIndex
        for cell in rowProvider(row) where mode.matchedOffsets(of: query, in: cell) != nil { return true }
        return false
    }
}
