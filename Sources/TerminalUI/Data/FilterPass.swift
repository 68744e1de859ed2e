/// One pass of a table's filter over its rows, a slice at a time: the rows it scans (every row,
/// or the matches of a known prefix) and the matches so far.
///
/// When the query grows while the pass runs (a burst of typed characters), the pass goes on
/// where it was with the longer query, and the matches found so far are matched again by the
/// next slices (never in the key's handler): a burst costs one pass.
struct FilterPass {
    /// The folded query the pass matches.
    private(set) var query: String
    /// The rows to scan, in sorted order; nil: every row of `count`.
    private let candidates: [Int32]?
    /// How many rows the pass scans.
    let count: Int
    /// Where the pass goes on in the candidates.
    private(set) var position = 0
    /// The matches so far.
    private(set) var matches: [Int32] = []
    /// How many rows were matched against a query (counted for tests and benchmarks).
    private(set) var rowsScanned = 0
    /// Whether the matches so far must be matched again (the query grew since they were found),
    /// how many were, and how many of those still match (kept at the front).
    private var isRechecking = false
    private var rechecked = 0
    private var kept = 0

    init(query: String, candidates: [Int32]?, count: Int) {
        self.query = query
        self.candidates = candidates
        self.count = candidates?.count ?? count
    }

    var isFinished: Bool { position >= count && !isRechecking }

    /// Matches about `budget` more rows with `rowMatches(sortedIndex, query)` (first the matches
    /// found before the query grew); returns whether the pass is finished.
    mutating func step(budget: Int, rowMatches: (Int, String) -> Bool) -> Bool {
        var budget = max(1, budget)
        let query = query
        if isRechecking {
            let end = min(matches.count, rechecked + budget)
            for index in rechecked..<end where rowMatches(Int(matches[index]), query) {
                matches[kept] = matches[index]
                kept += 1
            }
            rowsScanned += end - rechecked
            budget -= end - rechecked
            rechecked = end
            guard rechecked >= matches.count else { return false }
            matches.removeLast(matches.count - kept)
            isRechecking = false
            guard budget > 0 else { return isFinished }
        }
        let end = min(count, position + budget)
        if let candidates {
            for offset in position..<end where rowMatches(Int(candidates[offset]), query) { matches.append(candidates[offset]) }
        } else {
            for index in position..<end where rowMatches(index, query) { matches.append(Int32(truncatingIfNeeded: index)) }
        }
        rowsScanned += end - position
        position = end
        return isFinished
    }

    /// Whether the pass can go on for `newQuery`: it starts with the pass's query (whole
    /// graphemes), so a row that matches it matched the pass's query too.
    func canNarrow(to newQuery: String) -> Bool { newQuery.hasPrefix(query) }

    /// Goes on for `newQuery` (see `canNarrow(to:)`): the next slices match the matches so far
    /// again (all of them: some were kept for a query between the two).
    mutating func narrow(to newQuery: String) {
        if isRechecking {
            // Those not yet matched again follow the kept ones: all are candidates again.
            matches.removeSubrange(kept..<rechecked)
        }
        query = newQuery
        isRechecking = !matches.isEmpty
        rechecked = 0
        kept = 0
    }
}
