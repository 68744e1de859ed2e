/// A view that filters its rows with a `RowFilter` (`ListView`, `DataTable`): it says what the
/// rows are and how one matches, and shows the matches the filter finds.
@MainActor
protocol RowFilterHost: AnyObject {
    /// The view whose screen owns the filter's work.
    var filterView: View { get }
    /// How many rows the filter scans (every row, unfiltered, in the view's order).
    var filterRowCount: Int { get }
    /// How many rows a slice of a filter pass scans.
    var rowsPerSlice: Int { get }
    /// Tells whether a row (unfiltered index) matches a query (lower-cased) as `mode` says;
    /// asked once a slice, so it may read the rows once for the slice.
    func filterMatcher(mode: FilterMode) -> (Int, String) -> Bool
    /// The unfiltered index of the selected row (0 when no row shows): the selection stays on it
    /// when the matches change.
    var filterSelectedRow: Int { get }
    /// The filter's matches changed: select the row shown for unfiltered row `row` (the first
    /// match when it no longer shows), scroll it into view and draw again. `cleared`: the filter
    /// closed (Esc), every row shows again.
    func filterMatchesChanged(keeping row: Int, cleared: Bool)
    /// A slice of a pass ran: its progress may show.
    func filterProgressed()
    /// Something of the filter shows differently (its text, whether it is typed, a pass's
    /// progress): draw again and make the bindings again.
    func filterDidChange()
    /// Whether a pass may start now (a table that sorts filters after the sort, in its order).
    var filterCanStartPass: Bool { get }
}
