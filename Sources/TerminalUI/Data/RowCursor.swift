/// Where a view of rows stands: the selected row and the first visible row, kept within the
/// rows and the selection in view. `ListView`, `DataTable`, `Tree` and an open `Select` hold
/// one; `LogView`, `ScrollView`, `FormView`, `AdaptiveStackView` and the `?` help use its
/// `offset` alone (they select no row).
struct RowCursor: Hashable {
    /// The selected row (0 while there are none).
    var selected = 0
    /// The first visible row.
    var offset = 0

    /// Keeps the selection on one of `count` rows (0 when there are none).
    mutating func clamp(to count: Int) {
        selected = count > 0 ? max(0, min(count - 1, selected)) : 0
    }

    /// Scrolls as little as keeps the selection among `rows` visible rows of `count`, and the
    /// offset within the rows.
    mutating func scrollIntoView(rows: Int, count: Int) {
        offset = Self.offset(keeping: selected, in: rows, from: offset, count: count)
    }

    /// Scrolls as little as shows rows `top..<bottom` among `rows` visible rows (from their top
    /// when they do not fit): a focused field and its message, a control in a scroll view.
    mutating func reveal(_ top: Int, _ bottom: Int, rows: Int) {
        if bottom > offset + rows { offset = bottom - rows }
        if top < offset || bottom - top > rows { offset = top }
    }

    /// Sets the first visible row to `first`, clamped to `count` rows of which `rows` show.
    mutating func scroll(to first: Int, count: Int, rows: Int) {
        offset = max(0, min(max(0, count - rows), first))
    }

    /// The first visible row that keeps `selected` in view, from `offset`, `rows` of `count` rows.
    static func offset(keeping selected: Int, in rows: Int, from offset: Int, count: Int) -> Int {
        let rows = max(1, rows)
        var first = offset
        if selected < first { first = selected }
        if selected >= first + rows { first = selected - rows + 1 }
        return max(0, min(first, max(0, count - rows)))
    }

    /// The wheel: the first visible row moved by `lines` (negative: up) within `count` rows of
    /// which `rows` show, the selection kept on a visible row (returned, for the view to select
    /// as the user would). Nil when every row shows (the view moves the selection instead).
    mutating func wheel(by lines: Int, count: Int, rows: Int) -> Int? {
        let rows = max(1, rows)
        let maxOffset = max(0, count - rows)
        guard maxOffset > 0 else { return nil }
        offset = max(0, min(maxOffset, offset + lines))
        return max(offset, min(offset + rows - 1, selected))
    }
}
