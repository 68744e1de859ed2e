/// One pass of a table's filter over its rows, a slice at a time: the rows it scans (every row,
/// or the matches of a known prefix) and the matches so far.
///
/// When the query grows while the pass runs (a burst of typed characters), the matches found so
/// far are narrowed to the new query and the pass goes on where it was: a burst costs one pass.
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

    init(query: String, candidates: [Int32]?, count: Int) {
        self.query = query
        self.candidates = candidates
        self.count = candidates?.count ?? count
    }

    var isFinished: Bool { position >= count }

    /// Matches about `budget` more rows with `rowMatches(sortedIndex, query)`; returns whether
    /// the pass is finished.
    mutating func step(budget: Int, rowMatches: (Int, String) -> Bool) -> Bool {
        let end = min(count, position + max(1, budget))
        let query = query
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

    /// Goes on for `newQuery` (see `canNarrow(to:)`): the matches so far are matched again.
    mutating func narrow(to newQuery: String, rowMatches: (Int, String) -> Bool) {
        rowsScanned += matches.count
        matches = matches.filter { rowMatches(Int($0), newQuery) }
        query = newQuery
    }
}
