import TerminalCore

/// The one `/` filter of the views that filter rows (`ListView`, `DataTable`): its state (the
/// text, whether it is typed, the matches), its keys and footer bindings, its row at the
/// bottom, and its work.
///
/// A query is matched as owned work in slices (`SlicedWork`): a view of more rows than a slice
/// never scans them all on the key. Characters typed while a pass runs narrow that pass (a burst
/// costs one pass), a query whose matches are known shows at once (`FilterCache`), a narrower one
/// scans only the matches of its longest known prefix, and Esc cancels a pass, putting back
/// the text whose matches show.
@MainActor
@dynamicMemberLookup
final class RowFilter {
    /// The text, whether it is typed, and the matches that show.
    private(set) var state: FilterState
    /// The matches of the queries typed since the rows or their order last changed.
    var cache = FilterCache()
    /// The view whose rows it filters.
    weak var host: (any RowFilterHost)?
    /// The pass that runs, and its work.
    private var pass: FilterPass?
    private var work: SlicedWork?
    /// The text whose matches show (Esc during a pass puts it back).
    private var shownQuery = ""
    /// How many passes began, and how many rows were matched against a query (for tests and
    /// benchmarks: work counted, never timed).
    private(set) var passesStarted = 0
    private(set) var rowsScanned = 0

    /// A filter matching as `mode` says.
    init(mode: FilterMode) { state = FilterState(mode: mode) }

    /// The filter's state, read and written as if it were the filter's own.
    subscript<Value>(dynamicMember keyPath: WritableKeyPath<FilterState, Value>) -> Value {
        get { state[keyPath: keyPath] }
        set { state[keyPath: keyPath] = newValue }
    }

    /// The filter's state, read as if it were the filter's own.
    subscript<Value>(dynamicMember keyPath: KeyPath<FilterState, Value>) -> Value { state[keyPath: keyPath] }

    /// Whether a pass runs.
    var isWorking: Bool { work != nil }

    /// What the filter row says while a pass runs: "Filtering… 310,000 of 1,000,000".
    var progressText: String? {
        guard let pass else { return nil }
        return "Filtering… \(Self.grouped(pass.position)) of \(Self.grouped(pass.count))"
    }

    // MARK: - What the keys do

    /// `/`: the keys type into the filter.
    func begin() {
        state.isEditing = true
        host?.filterDidChange()
    }

    /// Enter: the keys go back to the rows, the filter stays (an empty one closes).
    func keep() {
        state.isEditing = false
        if state.query.isEmpty { state.clear() }
        host?.filterDidChange()
    }

    /// Backspace: the last character goes (with none, the filter closes).
    func deleteBackward() {
        if state.query.isEmpty {
            state.clear()
            host?.filterDidChange()
        } else {
            state.query.removeLast()
            refilter()
        }
    }

    /// Ctrl+U: the whole text goes.
    func erase() { setQuery("") }

    /// A printable key while the filter is typed joins the text; true for every key while it
    /// is typed (the filter takes them all), false otherwise.
    func type(_ event: KeyEvent) -> Bool {
        guard state.isEditing else { return false }
        if let character = event.printableCharacter,
           character.unicodeScalars.allSatisfy({ $0.properties.generalCategory != .control }) {
            state.query.append(character)
            refilter()
        }
        return true
    }

    /// Filters with `text` as if it were typed after `/` (an empty text shows every row).
    func setQuery(_ text: String) {
        state.query = text
        refilter()
    }

    /// Esc: stops filtering (cancelling a pass) and shows every row, the selection staying on
    /// its row.
    func clear() {
        guard let host else { return }
        let row = host.filterSelectedRow
        stopPass()
        state.clear()
        shownQuery = ""
        host.filterMatchesChanged(keeping: row, cleared: true)
    }

    /// Cancels the pass that runs, putting back the text whose matches show; false when none runs.
    @discardableResult
    func cancel() -> Bool {
        guard work != nil else { return false }
        stopPass()
        if state.query != shownQuery { state.query = shownQuery }
        host?.filterDidChange()
        return true
    }

    // MARK: - The work

    /// Filters with the text: at once when its matches are known, by narrowing the pass that
    /// runs when the text only grew, else with a new pass over the matches of its longest known
    /// prefix (every row when none is known).
    func refilter() {
        guard let host else { return }
        let folded = state.foldedQuery
        guard host.filterCanStartPass else {
            host.filterDidChange()
            return
        }
        if folded.isEmpty {
            stopPass()
            commit(matches: nil, query: "")
            return
        }
        if let known = cache.matches(for: folded) {
            stopPass()
            commit(matches: known ?? (0..<host.filterRowCount).map { Int32(truncatingIfNeeded: $0) }, query: folded)
            return
        }
        if var running = pass, running.canNarrow(to: folded) {
            running.narrow(to: folded)
            pass = running
            host.filterDidChange()
            return
        }
        stopPass()
        let count = host.filterRowCount
        let newPass = FilterPass(query: folded, candidates: cache.longestPrefix(of: folded)?.matches, count: count)
        let work = SlicedWork()
        pass = newPass
        self.work = work
        passesStarted += 1
        let inSlices = work.run(for: host.filterView, rows: newPass.count, sliceRows: host.rowsPerSlice, step: { [weak self, weak work] in
            guard let self, let work, self.work === work else { return true }
            return self.advance()
        }, progressed: { [weak self] in
            self?.host?.filterProgressed()
        }, finish: { [weak self, weak work] in
            guard let self, let work, self.work === work else { return }
            self.finish()
        })
        if inSlices { host.filterDidChange() }
    }

    /// Stops the pass that runs, if any, dropping its result (the text stays).
    func stopPass() {
        work?.cancel()
        work = nil
        pass = nil
    }

    /// Forgets every match (the rows or their order changed), stopping a pass; `refilter()`
    /// matches the text again.
    func forgetMatches() {
        stopPass()
        cache.removeAll()
        state.matches = nil
        state.matchedQuery = ""
    }

    /// Does one slice of the pass; returns whether it is finished.
    private func advance() -> Bool {
        guard var pass, let host else { return true }
        // Taken out while the slice grows its matches, so they are not copied once a slice.
        self.pass = nil
        let scanned = pass.rowsScanned
        let finished = pass.step(budget: host.rowsPerSlice, rowMatches: host.filterMatcher(mode: state.mode))
        rowsScanned += pass.rowsScanned - scanned
        self.pass = pass
        return finished
    }

    /// Shows the finished pass's matches.
    private func finish() {
        guard let pass else { return }
        work = nil
        self.pass = nil
        commit(matches: pass.matches, query: pass.query)
    }

    /// Shows `matches` (nil: no filter) for the folded `query`, the selection staying on its
    /// row when it still shows.
    private func commit(matches: [Int32]?, query: String) {
        guard let host else { return }
        let row = host.filterSelectedRow
        state.matches = matches
        state.matchedQuery = query
        if let matches, !query.isEmpty { cache.store(matches.count == host.filterRowCount ? nil : matches, for: query) }
        shownQuery = state.query
        host.filterMatchesChanged(keeping: row, cleared: false)
    }

    /// `number` with a comma between each group of three digits ("1,000,000").
    static func grouped(_ number: Int) -> String {
        let digits = Array(String(number.magnitude))
        var text = number < 0 ? "-" : ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return text
    }
}
