extension DataTable {
    /// A table's selected row, sort and filter as one value (`DataTable.state`), to save with
    /// the screen and apply again on restore.
    ///
    /// ```swift
    /// let saved = table.state            // keep it with the screen's state
    /// table.state = saved                // sorts, filters and selects as it was
    /// ```
    public struct State: Hashable, Sendable, Codable {
        /// The selected row, in display order (after sorting and filtering).
        public var selectedIndex: Int
        /// The column sorted by; nil for the provider's order.
        public var sortColumn: Int?
        /// Whether the sort is ascending (ignored while `sortColumn` is nil).
        public var ascending: Bool
        /// The filter's text (empty: every row shows).
        public var filterText: String

        /// A state selecting `selectedIndex`, sorted by `sortColumn` (nil: the provider's
        /// order) and filtered by `filterText`.
        public init(selectedIndex: Int = 0, sortColumn: Int? = nil, ascending: Bool = true, filterText: String = "") {
            self.selectedIndex = selectedIndex
            self.sortColumn = sortColumn
            self.ascending = ascending
            self.filterText = filterText
        }
    }
}
