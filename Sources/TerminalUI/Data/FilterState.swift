/// The state of a `RowFilter`: the typed text, whether it is being typed,
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
    /// The query the last `matches` were made for, lower-cased (what the rows highlight).
    var matchedQuery = ""

    /// Whether the filter shows (its row, its count) and takes Esc.
    var isActive: Bool { isEditing || !query.isEmpty }

    /// The query lower-cased, as rows are matched against it.
    var foldedQuery: String { query.lowercased() }

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
