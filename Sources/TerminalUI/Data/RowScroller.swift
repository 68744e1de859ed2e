import TerminalCore

/// The one engine of every view that scrolls rows (`ListView`, `DataTable`, `Tree`, `LogView`,
/// `ScrollView`, the `?` help): where a move key goes, what the wheel does to a row cursor, and
/// the scroll indicator. Each view keeps its own state (a selection, a first visible row) and
/// asks here, so the keys, the arithmetic and the indicator's look are written once.
enum RowScroller {
    /// Whether `event` is one of the move keys: ↑ ↓ (k j), PageUp, PageDown, Home, End.
    static func isMove(_ event: KeyEvent) -> Bool {
        switch event {
        case .up, .down, .char("k"), .char("j"), .pageUp, .pageDown, .home, .end: true
        default: false
        }
    }

    /// The row (or line, or offset) a move key asks for from `current`, `page` rows a page and
    /// `last` the last one; nil for any other key. Not clamped: the view clamps, as it would
    /// any value it is given.
    static func target(of event: KeyEvent, from current: Int, page: Int, last: Int) -> Int? {
        switch event {
        case .up, .char("k"): current - 1
        case .down, .char("j"): current + 1
        case .pageUp: current - page
        case .pageDown: current + page
        case .home: 0
        case .end: last
        default: nil
        }
    }

    /// The page a view of `rows` rows moves by: all but one row, so a row of context stays.
    static func page(rows: Int) -> Int { max(1, rows - 1) }

    /// The wheel on a row cursor: the first visible row moved by `lines` (negative: up) within
    /// `count` rows of which `rows` show, and the selection kept on a visible row. Nil when every
    /// row shows (the view moves the selection instead).
    static func wheel(by lines: Int, count: Int, rows: Int, offset: Int, selected: Int) -> (offset: Int, selected: Int)? {
        let rows = max(1, rows)
        let maxOffset = max(0, count - rows)
        guard maxOffset > 0 else { return nil }
        let moved = max(0, min(maxOffset, offset + lines))
        return (moved, max(moved, min(moved + rows - 1, selected)))
    }

    /// The first visible row that keeps `selected` in view, from `offset`, `rows` of `count` rows.
    static func offset(keeping selected: Int, in rows: Int, from offset: Int, count: Int) -> Int {
        let rows = max(1, rows)
        var first = offset
        if selected < first { first = selected }
        if selected >= first + rows { first = selected - rows + 1 }
        return max(0, min(first, max(0, count - rows)))
    }

    /// Draws the scroll indicator in column `x` from row `top`, `rows` tall: a track `│` and a
    /// thumb `┃` whose height is the share of the `total` rows that shows and whose place is
    /// `offset`'s share of the rows that do not. Only the cells inside the canvas's clip are
    /// written (a redraw of two rows clips to them).
    static func drawIndicator(in canvas: inout Canvas, x: Int, top: Int, rows: Int, total: Int, offset: Int, theme: Theme) {
        guard rows > 0 else { return }
        let thumbHeight = max(1, rows * rows / max(1, total))
        let maxOffset = max(1, total - rows)
        let thumbTop = (rows - thumbHeight) * max(0, min(offset, maxOffset)) / maxOffset
        let clip = canvas.clip
        for row in 0..<rows where top + row >= clip.minY && top + row < clip.maxY {
            let onThumb = row >= thumbTop && row < thumbTop + thumbHeight
            // `write`, not `put`: a box-drawing scalar is measured without grapheme breaking.
            canvas.write(onThumb ? "┃" : "│", at: Point(x: x, y: top + row), style: onThumb ? theme.accent : theme.secondaryText)
        }
    }
}
