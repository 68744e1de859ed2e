// Sorting and filtering: the permutation of the provider's rows and the filter's matches.
extension DataTable {
    /// A cell as a sort key for a column that is not all numbers: numbers before text, which
    /// sorts ignoring case.
    enum SortKey: Comparable {
        case number(Double)
        case text(folded: String, original: String)

        init(_ cell: String) {
            if let value = DataTable.number(in: cell) {
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

    /// The value of a cell that is a number ("12", "-3.5", "1,234.50", "$3.00", "12 %"), read
    /// from its bytes; nil for any other text.
    nonisolated static func number(in cell: String) -> Double? {
        var cell = cell
        return cell.withUTF8 { bytes -> Double? in
            var value = 0.0
            var scale = 0.1
            var seenDigit = false
            var seenDot = false
            var negative = false
            var signAllowed = true
            for byte in bytes {
                switch byte {
                case 0x30...0x39:
                    seenDigit = true
                    signAllowed = false
                    let digit = Double(byte - 0x30)
                    if seenDot {
                        value += digit * scale
                        scale /= 10
                    } else {
                        value = value * 10 + digit
                    }
                case 0x2E:
                    guard !seenDot else { return nil }
                    seenDot = true
                    signAllowed = false
                case 0x2D, 0x2B:
                    guard signAllowed else { return nil }
                    negative = byte == 0x2D
                    signAllowed = false
                case 0x2C, 0x20, 0x24, 0x25: continue
                default: return nil
                }
            }
            guard seenDigit else { return nil }
            return negative ? -value : value
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
            if let sortCell {
                permutation = Self.sortedOrder(count: count, ascending: ascending) { sortCell($0, column) }
            } else {
                permutation = Self.sortedOrder(count: count, ascending: ascending) { index in
                    let cells = rowProvider(index)
                    return column < cells.count ? cells[column] : ""
                }
            }
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

    /// The provider's rows in the order of their cells (`cell(index)` read once per row):
    /// by value when every cell is a number (pairs of a value and an index, no text compared),
    /// else numbers first, then text ignoring case. Ties keep the provider's order both ways.
    static func sortedOrder(count: Int, ascending: Bool, cell: (Int) -> String) -> [Int] {
        var cells: [String] = []
        cells.reserveCapacity(count)
        var values: [(value: Double, index: Int)] = []
        values.reserveCapacity(count)
        var allNumbers = true
        for index in 0..<count {
            let text = cell(index)
            cells.append(text)
            if allNumbers, let value = number(in: text) { values.append((value, index)) } else { allNumbers = false }
        }
        if allNumbers {
            if ascending {
                values.sort { $0.value < $1.value || ($0.value == $1.value && $0.index < $1.index) }
            } else {
                values.sort { $0.value > $1.value || ($0.value == $1.value && $0.index < $1.index) }
            }
            return values.map(\.index)
        }
        values = []
        var keyed: [(key: SortKey, index: Int)] = []
        keyed.reserveCapacity(count)
        for (index, text) in cells.enumerated() { keyed.append((SortKey(text), index)) }
        cells = []
        if ascending {
            keyed.sort { $0.key < $1.key || ($0.key == $1.key && $0.index < $1.index) }
        } else {
            keyed.sort { $1.key < $0.key || ($0.key == $1.key && $0.index < $1.index) }
        }
        return keyed.map(\.index)
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
