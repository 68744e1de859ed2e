// Sorting and filtering: the permutation of the provider's rows and the filter's matches (the
// work in slices is in DataTable+Work).
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

    /// Sorts by `column`: ascending, or the other way when it is already the sort column (or
    /// the column a running sort sorts by).
    public func toggleSort(column: Int) {
        guard columns.indices.contains(column), columns[column].isSortable else { return }
        var current = sortOrder
        if let work { current = (work.column, work.ascending) }
        let ascending = current.map { $0.column == column ? !$0.ascending : true } ?? true
        sort(byColumn: column, ascending: ascending)
    }

    /// Sorts the rows by `column`, as the column's `sorting` compares its cells.
    ///
    /// A table of more rows than a slice sorts in slices, as an owned task of its screen: keys
    /// are answered meanwhile, a progress line shows, and Esc (`cancelWork()`) leaves the order
    /// as it was. After the sort the selection stays where it was on screen (the same display
    /// row), unless `sortFollowsSelection` is set.
    public func sort(byColumn column: Int, ascending: Bool) {
        guard columns.indices.contains(column) else { return }
        if let sortRows {
            // The provider orders its rows itself: the table's order is its own.
            cancelWork()
            sortRows(column, ascending)
            sortOrder = (column, ascending)
            permutation = nil
            filter.forgetMatches()
            clampCursor()
            rowsChanged()
            if !filter.foldedQuery.isEmpty { filter.refilter() }
            return
        }
        startSort(column: column, ascending: ascending)
    }

    /// Shows the rows in `newOrder` (provider rows in display order before filtering): the
    /// filter's matches are carried over without reading a row, the selection stays on its screen
    /// row (or follows its row with `sortFollowsSelection`).
    func commitSort(column: Int, ascending: Bool, permutation newOrder: [Int32]) {
        let count = newOrder.count
        var carried: [Int32]?
        if let matches = filter.matches {
            var chosen = [Bool](repeating: false, count: count)
            for match in matches {
                let row = providerIndex(ofSorted: Int(match))
                if row < count { chosen[row] = true }
            }
            var result: [Int32] = []
            result.reserveCapacity(matches.count)
            for (index, row) in newOrder.enumerated() where chosen[Int(row)] { result.append(Int32(truncatingIfNeeded: index)) }
            carried = result
        }
        let followed = sortFollowsSelection && displayedRowCount > 0 ? providerRow(at: selectedRow) : nil
        permutation = newOrder
        sortOrder = (column, ascending)
        filter.cache.removeAll()
        if let carried {
            filter.matches = carried
            filter.cache.store(carried, for: filter.matchedQuery)
        }
        if let followed, let sorted = newOrder.firstIndex(of: Int32(truncatingIfNeeded: followed)) {
            selectedRow = filter.matches.map { $0.firstIndex(of: Int32(truncatingIfNeeded: sorted)) ?? 0 } ?? sorted
        }
        clampCursor()
        rowsChanged()
        if filter.foldedQuery != filter.matchedQuery { filter.refilter() }
    }

    /// The provider's row at `sortedIndex` (display order before filtering).
    func providerIndex(ofSorted sortedIndex: Int) -> Int {
        guard let permutation, sortedIndex < permutation.count else { return sortedIndex }
        return Int(permutation[sortedIndex])
    }

    /// The row's index in sorted order (before filtering) of the row shown at `displayIndex`.
    func sortedIndex(ofDisplayRow displayIndex: Int) -> Int {
        guard let matches = filter.matches else { return displayIndex }
        return displayIndex < matches.count ? Int(matches[displayIndex]) : 0
    }

    /// Whether any cell of the row at `sortedIndex` (sorted order) matches `matcher`'s query.
    func rowMatches(sortedIndex: Int, matcher: FilterMatcher) -> Bool {
        matcher.matchesAny(of: rowProvider(providerIndex(ofSorted: sortedIndex)))
    }
}
