/// The matches a table's filter found for the queries typed since the rows last changed (a
/// query and each of its prefixes), so a wider query (Backspace) shows at once and a narrower
/// one scans only the matches of its longest known prefix.
///
/// Prefixes are whole graphemes (`String.hasPrefix`): a combining mark typed after "cafe" makes
/// "café", whose known prefix is "caf", never a full rescan. Matches are `Int32`s in the
/// table's sorted order; a query every row matches costs nothing. At most `capacity` matches
/// are kept in all: the oldest queries go first.
struct FilterCache {
    private var entries: [(query: String, matches: [Int32]?)] = []
    /// How many matches are kept at most (4 bytes each).
    let capacity: Int

    init(capacity: Int = 1 << 20) { self.capacity = capacity }

    /// The matches of exactly `query` (the outer optional: whether they are known; the inner:
    /// nil when every row matches).
    func matches(for query: String) -> [Int32]?? {
        guard let entry = entries.last(where: { $0.query == query }) else { return nil }
        return .some(entry.matches)
    }

    /// The longest known query that `query` starts with (whole graphemes), and its matches.
    func longestPrefix(of query: String) -> (query: String, matches: [Int32]?)? {
        var best: (query: String, matches: [Int32]?)?
        for entry in entries where query.hasPrefix(entry.query) && entry.query.count < query.count {
            if best.map({ entry.query.count > $0.query.count }) ?? true { best = entry }
        }
        return best
    }

    /// Remembers the matches of `query` (nil: every row).
    mutating func store(_ matches: [Int32]?, for query: String) {
        entries.removeAll { $0.query == query }
        entries.append((query, matches))
        var total = entries.reduce(0) { $0 + ($1.matches?.count ?? 0) }
        while total > capacity, entries.count > 1 {
            total -= entries[0].matches?.count ?? 0
            entries.removeFirst()
        }
    }

    /// Forgets every query (the rows or their order changed).
    mutating func removeAll() { entries = [] }
}
