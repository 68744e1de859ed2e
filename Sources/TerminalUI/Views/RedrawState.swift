/// What a view that redraws alone showed when a frame drew it: its rows, scroll position,
/// selection and focus. The frame keeps it (`RedrawRecord`), so a later frame can tell which
/// rows a change touched without the view keeping what it drew.
struct RedrawState: Equatable {
    /// How many rows it had.
    var rowCount: Int
    /// Its first visible row.
    var scrollOffset: Int
    /// Its selected row.
    var selectedIndex: Int
    /// Whether it had the focus.
    var isFocused: Bool
    /// A count of its other changes (a table's sort, filter or columns): a frame that finds it
    /// moved redraws the whole view.
    var contentVersion = 0
}
