import TerminalCore

// The `/` filter of a list (see `filterMode`).
extension ListView {
    /// The filter's keys outside typing: `/`, and Esc while a filter shows.
    var filterBindings: [KeyBinding] {
        guard filterMode != nil, hasFilterRoom else { return [] }
        var bindings = [KeyBinding(.char("/"), title: "Filter")]
        if filter.isActive { bindings.append(KeyBinding(.escape, title: "Clear filter")) }
        return bindings
    }

    /// The keys while the filter is typed.
    func filterEditingBindings(count: Int) -> [KeyBinding] {
        var bindings = [KeyBinding(.enter, title: "Keep filter"), KeyBinding(.escape, title: "Clear filter")]
        if count > 1 { bindings.append(KeyBinding(keys: [.up, .down], title: "Move", label: "↑↓")) }
        return bindings
    }

    /// Whether the list is tall enough for a filter row and a row of items.
    private var hasFilterRoom: Bool { frame.height >= 2 || frame.height == 0 }

    /// Handles `/`, Esc while a filter shows, and every key while it is typed; nil for the keys
    /// the list handles as without a filter (moves, Enter on a kept filter).
    func handleFilterKey(_ event: KeyEvent) -> Bool? {
        guard filterMode != nil else { return nil }
        if !filter.isEditing {
            switch event {
            case .char("/"):
                guard hasFilterRoom else { return nil }
                lastKeyKeptKeyBindings = false
                filter.isEditing = true
                setNeedsDisplay()
                return true
            case .escape:
                // The filter's Esc is taken here, before it reaches the screen (where Esc goes back).
                guard filter.isActive else { return nil }
                lastKeyKeptKeyBindings = false
                clearFilter()
                return true
            default: return nil
            }
        }
        lastKeyKeptKeyBindings = false
        switch event {
        case .escape: clearFilter()
        case .enter:
            filter.isEditing = false
            if filter.query.isEmpty { filter.clear() }
        case .backspace:
            if filter.query.isEmpty { filter.clear() } else { filter.query.removeLast(); refilter() }
        case .ctrl("u"):
            filter.query = ""
            refilter()
        case .up, .down, .pageUp, .pageDown, .home, .end: return nil
        default:
            guard let character = event.printableCharacter,
                  character.unicodeScalars.allSatisfy({ $0.properties.generalCategory != .control }) else { return true }
            filter.query.append(character)
            refilter()
        }
        setNeedsDisplay()
        return true
    }

    /// The filter's text (empty when nothing filters). Set, it filters as if the text were
    /// typed after `/` (an empty text shows every row); nothing while `filterMode` is nil.
    public var filterText: String {
        get { filter.query }
        set {
            guard filterMode != nil else { return }
            filter.query = newValue
            refilter()
            setNeedsDisplay()
        }
    }

    /// Stops filtering and shows every row, the selection staying on its item.
    public func clearFilter() {
        let item = itemIndex(ofRow: selectedRow)
        filter.clear()
        select(rowCount == 0 ? 0 : item)
        invalidateKeyBindings()
        setNeedsDisplay()
    }

    /// Matches the rows (title and detail) again; the selection stays on its item when it
    /// still shows, else goes to the first match.
    private func refilter() {
        let item = itemIndex(ofRow: selectedRow)
        let all = allRows
        // The mode read first: the closure runs while the filter is being changed.
        let mode = filter.mode
        filter.refilter(count: all.count) { index, query in
            let row = all.item(index)
            if mode.matchedOffsets(of: query, in: row.title) != nil { return true }
            guard let detail = row.detail else { return false }
            return mode.matchedOffsets(of: query, in: detail) != nil
        }
        let row = filter.matches.map { $0.firstIndex(of: Int32(truncatingIfNeeded: item)) ?? 0 } ?? item
        select(row)
        invalidateKeyBindings()
    }

    /// The filter row at the bottom of the frame.
    func drawFilterRow(in canvas: inout Canvas, context: RenderContext, total: Int) {
        filter.drawRow(in: Rect(x: frame.minX, y: frame.maxY - 1, width: frame.width, height: 1), canvas: &canvas, context: context,
                       total: total, isFocused: isFocused)
    }

    /// Highlights the filter's matches in a row's title.
    func highlightMatches(of title: String, at origin: Point, maxWidth: Int, in canvas: inout Canvas) {
        filter.highlight(title, at: origin, maxWidth: maxWidth, in: &canvas)
    }
}
