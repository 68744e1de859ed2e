extension DataTableColumn {
    /// How a column's cells compare when the rows are sorted by it.
    ///
    /// The table reads each row's cell once per sort and turns it into a key (a number, a date's
    /// value, folded text), then sorts an `Int32` permutation of the rows by those keys: no text is
    /// parsed twice and no row is an object. Ties keep the provider's order, both ways.
    ///
    /// ```swift
    /// let columns = [
    ///     DataTableColumn("Name", sorting: .text),
    ///     DataTableColumn("Stars", sorting: .number),
    ///     DataTableColumn("Updated", sorting: .date),
    ///     // "0xFFFFD" < "0x10FFFD" by value, not by text:
    ///     DataTableColumn("Code point", sorting: .key { Double(UInt64($0.dropFirst(2), radix: 16) ?? 0) }),
    ///     DataTableColumn("Size", sorting: .comparator { $0.count < $1.count }),
    /// ]
    /// ```
    public enum Sorting: Sendable, Hashable {
        /// By value when every cell is a number ("12", "-3.5", "1,234.50", "$3.00", "12 %"),
        /// else numbers first, then text ignoring case (the default).
        case automatic
        /// Text, ignoring case (Unicode's lower-case mapping; letters with marks sort by their
        /// scalars after the plain ones: the table has no locale's collation tables).
        case text
        /// Numbers by value ("1,234.50", "$3.00", "12 %", "9 kB": a unit after the number is
        /// ignored); cells that are not numbers sort last.
        case number
        /// Dates and times written year first ("2026-11-28", "2026-1-5", "2026-11-28 18:05",
        /// "2026-11-28T18:05:09"); other cells sort last.
        case date
        /// By the number `key` gives each cell (called once per row per sort).
        case key(@Sendable (String) -> Double)
        /// By the app's own order of two cells (`true` when the first goes first). It is called
        /// O(n log n) times per sort: prefer `key` for a million rows.
        case comparator(@Sendable (String, String) -> Bool)

        /// Which kind it is (closures compare equal by kind: two `key` sortings are equal).
        private var kind: Int {
            switch self {
            case .automatic: 0
            case .text: 1
            case .number: 2
            case .date: 3
            case .key: 4
            case .comparator: 5
            }
        }

        /// Equal kinds (two `key` or two `comparator` sortings are equal whatever their closures).
        public static func == (lhs: Sorting, rhs: Sorting) -> Bool { lhs.kind == rhs.kind }

        /// Hashes the kind only, as `==` compares.
        public func hash(into hasher: inout Hasher) { hasher.combine(kind) }
    }
}
