import TerminalCore

/// What a view that redraws alone showed when a frame drew it: its rows, scroll position,
/// selection and focus. The frame keeps it (`RedrawRecord`), so a later frame can tell which
/// rows a change touched without the view keeping what it drew.
///
/// A view that redraws alone returns it from `View.redrawState`; a view with no rows (a
/// sparkline) counts its changes in `contentVersion`.
public struct RedrawState: Equatable, Sendable {
    /// How many rows it had.
    public var rowCount: Int
    /// Its first visible row.
    public var scrollOffset: Int
    /// Its selected row.
    public var selectedIndex: Int
    /// Whether it had the focus.
    public var isFocused: Bool
    /// A count of its other changes (a table's sort, filter or columns): a frame that finds it
    /// moved redraws the whole view.
    public var contentVersion = 0

    /// What a view shows: `rowCount` rows from `scrollOffset`, `selectedIndex` selected, and
    /// `contentVersion` for every other change.
    public init(rowCount: Int = 0, scrollOffset: Int = 0, selectedIndex: Int = 0, isFocused: Bool = false, contentVersion: Int = 0) {
        self.rowCount = rowCount
        self.scrollOffset = scrollOffset
        self.selectedIndex = selectedIndex
        self.isFocused = isFocused
        self.contentVersion = contentVersion
    }

    /// When only the selection moved from `previous` to `state` (same rows, scroll position, focus
    /// and content version), the rows from the old selection to the new, in `frame` whose first
    /// `headerRows` rows come before the visible rows; nil otherwise. What a view that redraws
    /// alone with a selection (a list, a table, a tree) returns from `rectChanged`.
    package static func selectionMove(from previous: RedrawState?, to state: RedrawState?, in frame: Rect, headerRows: Int = 0) -> Rect? {
        guard let last = previous, let state, last.rowCount == state.rowCount, last.scrollOffset == state.scrollOffset,
              last.isFocused == state.isFocused, last.contentVersion == state.contentVersion else { return nil }
        let top = min(last.selectedIndex, state.selectedIndex) - state.scrollOffset
        let bottom = max(last.selectedIndex, state.selectedIndex) - state.scrollOffset
        return Rect(x: frame.minX, y: frame.minY + headerRows + top, width: frame.width, height: bottom - top + 1)
    }
}
