import TerminalCore

// Sorting and filtering as owned work in slices: started, advanced a slice at a time, finished
// or cancelled (see DataTableWork, RowSorter, FilterPass).
extension DataTable {
    /// The app's time between two slices under a virtual clock (a tape's `Sleep` moves it).
    package static let sliceInterval: Duration = .milliseconds(10)

    /// Whether a sort or a filter pass is running.
    public var isWorking: Bool { work != nil }

    /// What the progress line says while a sort or a filter pass runs ("Sorting… 42 %"); nil
    /// when none runs.
    public var progressText: String? { work?.progressText }

    /// Cancels the sort or filter pass that runs, leaving the order and the filter exactly as
    /// they were before it (Esc does it); false when none runs.
    @discardableResult
    public func cancelWork() -> Bool {
        guard let work else { return false }
        work.cancel()
        self.work = nil
        if !work.isSort, filter.query != work.previousQuery {
            filter.query = work.previousQuery
        }
        rowsChanged()
        // Text typed while the sort ran waited for it: it filters the order that stays.
        if work.isSort, filter.foldedQuery != filter.matchedQuery { startFilter() }
        return true
    }

    /// Starts sorting by `column` (cancelling a sort or a filter pass that runs).
    func startSort(column: Int, ascending: Bool) {
        if let work {
            work.cancel()
            self.work = nil
        }
        let count = rowCountProvider()
        let work = DataTableWork(kind: .sort(column: column, ascending: ascending), count: count, previousQuery: shownFilterQuery)
        work.reader = RowSortKeyReader(sorting: columns[column].sorting, capacity: count)
        sortsStarted += 1
        launch(work, rows: count)
    }

    /// Filters with the filter's text: at once when its matches are known, by narrowing the
    /// pass that runs when the text only grew, else with a new pass over the matches of its
    /// longest known prefix (every row when none is known).
    func startFilter() {
        let folded = filter.foldedQuery
        if let work, work.isSort {
            // The filter runs after the sort, in its order.
            contentChanged()
            return
        }
        if folded.isEmpty {
            if let work { work.cancel(); self.work = nil }
            commitFilter(matches: nil, query: "")
            return
        }
        if let known = filterCache.matches(for: folded) {
            if let work { work.cancel(); self.work = nil }
            commitFilter(matches: known ?? allSortedRows(), query: folded)
            return
        }
        if let work, var pass = work.pass, pass.canNarrow(to: folded) {
            pass.narrow(to: folded)
            work.pass = pass
            contentChanged()
            return
        }
        if let work { work.cancel(); self.work = nil }
        let count = rowCountProvider()
        let prefix = filterCache.longestPrefix(of: folded)
        let work = DataTableWork(kind: .filter, count: count, previousQuery: shownFilterQuery)
        work.pass = FilterPass(query: folded, candidates: prefix?.matches, count: count)
        filterPassesStarted += 1
        launch(work, rows: work.pass?.count ?? count)
    }

    /// Runs `work`: at once when it fits in a slice or the table is in no running app; else as
    /// an owned task of its screen that yields between slices.
    private func launch(_ work: DataTableWork, rows: Int) {
        guard rows > rowsPerSlice, let controller = viewController, let application = controller.window?.application else {
            while !advance(work) {}
            finish(work)
            return
        }
        self.work = work
        // The progress line takes the bottom row: drawn whole once, then only that row.
        contentChanged()
        let clock = application.clock
        work.task = controller.task { [weak self, weak work] in
            while true {
                await Self.pause(on: clock)
                guard let self, let work, self.work === work, !work.isCancelled, !Task.isCancelled else { return }
                if advance(work) {
                    finish(work)
                    return
                }
                if work.progressText != drawnProgress { setNeedsRedraw() }
            }
        }
    }

    /// Lets keys and frames through: a slice's interval on a virtual clock (a tape or a test
    /// moves it), else one turn of the main queue.
    private static func pause(on clock: any TerminalClock) async {
        if clock is VirtualClock {
            try? await clock.sleep(for: sliceInterval)
        } else {
            await Task.yield()
        }
    }

    /// Does one slice of `work`; returns whether it is finished.
    private func advance(_ work: DataTableWork) -> Bool {
        let budget = rowsPerSlice
        switch work.kind {
        case .sort(let column, _):
            if var reader = work.reader {
                // Taken out of the work while it grows, so its arrays are not copied (a copy a
                // slice was 60 copies of up to 16 MB at a million rows).
                work.reader = nil
                let end = min(work.count, work.readPosition + budget)
                for index in work.readPosition..<end { reader.append(sortCell(of: index, column: column)) }
                work.readPosition = end
                guard end >= work.count else {
                    work.reader = reader
                    return false
                }
                guard case .sort(_, let ascending) = work.kind else { return true }
                work.sorter = RowSorter(keys: reader.finish(), ascending: ascending)
                return false
            }
            return work.sorter?.step(budget: budget) ?? true
        case .filter:
            guard var pass = work.pass else { return true }
            work.pass = nil
            let mode = filter.mode
            let scanned = pass.rowsScanned
            // The query prepared once a slice (the pass matches its own query throughout one).
            let matcher = FilterMatcher(query: pass.query, mode: mode)
            let finished = pass.step(budget: budget) { index, query in
                query == matcher.query ? rowMatches(sortedIndex: index, matcher: matcher) : rowMatches(sortedIndex: index, query: query, mode: mode)
            }
            rowsScanned += pass.rowsScanned - scanned
            work.pass = pass
            return finished
        }
    }

    /// The cell of provider row `index` a sort by `column` compares.
    private func sortCell(of index: Int, column: Int) -> String {
        if let sortCell { return sortCell(index, column) }
        let cells = rowProvider(index)
        return column < cells.count ? cells[column] : ""
    }

    /// Shows `work`'s result.
    private func finish(_ work: DataTableWork) {
        if self.work === work { self.work = nil }
        switch work.kind {
        case .sort(let column, let ascending):
            guard let permutation = work.sorter?.permutation else { return }
            commitSort(column: column, ascending: ascending, permutation: permutation)
        case .filter:
            guard let pass = work.pass else { return }
            commitFilter(matches: pass.matches, query: pass.query)
        }
    }

    /// Every row, in sorted order (what a query every row matches shows).
    func allSortedRows() -> [Int32] {
        (0..<rowCountProvider()).map { Int32(truncatingIfNeeded: $0) }
    }
}
