/// What the window's full key help shows: whether it covers the screen and how far it scrolled.
struct HelpState {
    /// Whether the full key help covers the screen.
    var isVisible = false
    /// The first help row shown (the help scrolls when its rows do not fit).
    var scrollOffset: Int {
        get { scrollPosition.offset }
        set { scrollPosition.offset = newValue }
    }
    /// The scroll position (a `RowCursor`'s offset: the help selects no row).
    var scrollPosition = RowCursor()
    /// How many help rows the last frame had room for.
    var rowsShown = 0
    /// How many help rows the last frame had.
    var rowCount = 0
}
