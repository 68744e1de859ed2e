import TerminalCore

// Sorting as owned work in slices (see DataTableWork, RowSorter), and the table as its filter's
// host: the filter's passes are its `RowFilter`'s (see RowFilter, FilterPass).
extension DataTable {
    /// The app's time between two slices under a virtual clock (a tape's `Sleep` moves it).
    package static var sliceInterval: Duration { SlicedWork.sliceInterval }

    /// Whether a sort or a filter pass is running.
    public var isWorking: Bool { work != nil || filter.isWorking }

    /// What the progress line says while a sort or a filter pass runs ("Sorting… 42 %"); nil
    /// when none runs.
    public var progressText: String? { work?.progressText ?? filter.progressText }

    /// How many sorts and filter passes began, and how many rows the filter matched against a
    /// query (for tests and benchmarks: work counted, never timed).
    package var filterPassesStarted: Int { filter.passesStarted }
    package var rowsScanned: Int { filter.rowsScanned }

    /// Cancels the sort or filter pass that runs, leaving the order and the filter exactly as
    /// they were before it (Esc does it); false when none runs.
    @discardableResult
    public func cancelWork() -> Bool {
        if filter.cancel() { return true }
        guard let work else { return false }
        work.cancel()
        self.work = nil
        rowsChanged()
        // Text typed while the sort ran waited for it: it filters the order that stays.
        if filter.foldedQuery != filter.matchedQuery { filter.refilter() }
        return true
    }

    /// Starts sorting by `column` (cancelling a sort or a filter pass that runs).
    func startSort(column: Int, ascending: Bool) {
        if let work {
            work.cancel()
            self.work = nil
        }
        filter.stopPass()
        let count = rowCountProvider()
        let work = DataTableWork(column: column, ascending: ascending, count: count)
        work.reader = RowSortKeyReader(sorting: columns[column].sorting, capacity: count)
        sortsStarted += 1
        self.work = work
        let inSlices = work.slices.run(for: self, rows: count, sliceRows: rowsPerSlice, step: { [weak self, weak work] in
            guard let self, let work, self.work === work else { return true }
            return advance(work)
        }, progressed: { [weak self] in
            self?.filterProgressed()
        }, finish: { [weak self, weak work] in
            guard let self, let work, self.work === work else { return }
            finish(work)
        })
        // The progress line takes the bottom row: drawn whole once, then only that row.
        if inSlices { contentChanged() }
    }

    /// Does one slice of `work`; returns whether it is finished.
    private func advance(_ work: DataTableWork) -> Bool {
        let budget = rowsPerSlice
        if var reader = work.reader {
            // Taken out of the work while it grows, so its arrays are not copied (a copy a
            // slice was 60 copies of up to 16 MB at a million rows).
            work.reader = nil
            let end = min(work.count, work.readPosition + budget)
            for index in work.readPosition..<end { reader.append(sortCell(of: index, column: work.column)) }
            work.readPosition = end
            guard end >= work.count else {
                work.reader = reader
                return false
            }
            work.sorter = RowSorter(keys: reader.finish(), ascending: work.ascending)
            return false
        }
        return work.sorter?.step(budget: budget) ?? true
    }

    /// The cell of provider row `index` a sort by `column` compares.
    private func sortCell(of index: Int, column: Int) -> String {
        if let sortCell { return sortCell(index, column) }
        let cells = rowProvider(index)
        return column < cells.count ? cells[column] : ""
    }

    /// Shows `work`'s result.
    private func finish(_ work: DataTableWork) {
        self.work = nil
        guard let permutation = work.sorter?.permutation else { return }
        commitSort(column: work.column, ascending: work.ascending, permutation: permutation)
    }

    // MARK: - RowFilterHost

    var filterView: View { self }

    var filterRowCount: Int { rowCountProvider() }

    func filterMatcher(mode: FilterMode) -> (Int, String) -> Bool {
        // The query prepared once a slice: the pass's query is the typed one (a pass narrows to
        // each typed query). A constant, not a captured `var`, whose every read is an access check.
        let prepared = FilterMatcher(query: filter.foldedQuery, mode: mode)
        return { [unowned self] index, query in
            rowMatches(sortedIndex: index, matcher: query == prepared.query ? prepared : FilterMatcher(query: query, mode: mode))
        }
    }

    var filterSelectedRow: Int { displayedRowCount > 0 ? sortedIndex(ofDisplayRow: selectedRow) : 0 }

    func filterMatchesChanged(keeping row: Int, cleared: Bool) {
        selectedRow = filter.matches.map { $0.firstIndex(of: Int32(truncatingIfNeeded: row)) ?? 0 } ?? row
        if !cleared { scrollOffset = 0 }
        clampCursor()
        rowsChanged()
    }

    func filterProgressed() {
        if progressText != drawnProgress { setNeedsRedraw() }
    }

    func filterDidChange() { contentChanged() }

    /// The filter runs after a sort, in its order.
    var filterCanStartPass: Bool { work == nil }
}
