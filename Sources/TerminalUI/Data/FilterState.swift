/// The `/` filter of a `ListView` or a `DataTable`: the typed text, whether it is being typed,
/// and which rows it lets through.
struct FilterState {
    /// How the text matches.
    var mode: FilterMode
    /// The text typed after `/`.
    var query = ""
    /// Whether keys type into the filter (between `/` and Enter or Esc).
    var isEditing = false
    /// The rows that match, in display order (indices of the unfiltered rows); nil when no text
    /// filters.
    var matches: [Int32]?
    /// The query the last `matches` were made for, lower-cased: a longer query that starts
    /// with it only searches those rows again.
    var matchedQuery = ""

    /// Whether the filter shows (its row, its count) and takes Esc.
    var isActive: Bool { isEditing || !query.isEmpty }

    /// The query lower-cased, as rows are matched against it.
    var foldedQuery: String { query.lowercased() }

    /// Makes `matches` for `query` among `count` rows, `rowMatches(index, foldedQuery)` telling
    /// whether row `index` (unfiltered, display order) matches. When the query only grew, only
    /// the previous matches are searched (either mode: a row matching the longer query matches
    /// the shorter one).
    mutating func refilter(count: Int, rowMatches: (Int, String) -> Bool) {
        let folded = foldedQuery
        guard !folded.isEmpty else {
            matches = nil
            matchedQuery = ""
            return
        }
        var result: [Int32] = []
        if let previous = matches, !matchedQuery.isEmpty, folded.hasPrefix(matchedQuery) {
            for index in previous where Int(index) < count && rowMatches(Int(index), folded) { result.append(index) }
        } else {
            for index in 0..<count where rowMatches(index, folded) { result.append(Int32(truncatingIfNeeded: index)) }
        }
        matches = result
        matchedQuery = folded
    }

    /// Forgets the text and the matches.
    mutating func clear() {
        query = ""
        isEditing = false
        matches = nil
        matchedQuery = ""
    }

    /// What the filter row says at the right: how many rows match, of how many.
    func countText(total: Int) -> String {
        guard let matches else { return "\(total) rows" }
        return "\(matches.count) of \(total)"
    }
}
