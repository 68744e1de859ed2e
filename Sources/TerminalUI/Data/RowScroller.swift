import TerminalCore

/// The one engine of every view that scrolls rows (`ListView`, `DataTable`, `Tree`, `LogView`,
/// `ScrollView`, the `?` help): where a move key goes, what the wheel does to a row cursor, and
/// the scroll indicator. Each view keeps its place in a `RowCursor` (a selection, a first
/// visible row) and asks here, so the keys, the arithmetic and the indicator's look are written
/// once.
enum RowScroller {
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

    /// The move keys as bindings, each running `move` with the key pressed: ↑↓ (k j) titled
    /// `title` in the footer (left out when `arrows` is false), PageUp/PageDown and Home/End in
    /// the help (PageUp/PageDown in the footer too when `pageIsVisible`).
    @MainActor
    static func moveBindings(title: String = "Move", pageTitle: String = "Page up / down", edgesTitle: String = "First / last row",
                             arrows: Bool = true, pageIsVisible: Bool = false,
                             move: @escaping @MainActor (KeyEvent) -> Void) -> [KeyBinding] {
        var bindings: [KeyBinding] = []
        if arrows { bindings.append(KeyBinding(keys: [.up, .down, .char("k"), .char("j")], title: title, label: "↑↓", keyAction: move)) }
        bindings.append(KeyBinding(keys: [.pageUp, .pageDown], title: pageTitle, label: "PgUp PgDn", isVisible: pageIsVisible, keyAction: move))
        bindings.append(KeyBinding(keys: [.home, .end], title: edgesTitle, label: "Home End", isVisible: false, keyAction: move))
        return bindings
    }

    /// The page a view of `rows` rows moves by: all but one row, so a row of context stays.
    static func page(rows: Int) -> Int { max(1, rows - 1) }

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
