import TerminalCore

/// A scrolling list with a selection: Up/Down (j/k), PageUp/PageDown, Home/End move it, Enter
/// activates the selected row. The list takes the room its stack leaves over.
///
/// ![The Gallery's widget list.](gallery-list)
///
/// With the mouse: a click selects a row (and focuses the list), a click on the selected row of
/// the focused list activates it, as Enter does; the wheel scrolls the rows (the selection stays
/// on a visible row), or moves the selection when every row is already visible.
///
/// With a `filterMode`, `/` filters the rows as you type (the matched characters highlighted, a
/// count at the bottom); Enter keeps the filter and Esc clears it, before Esc goes back. While
/// a filter shows, `selectedIndex` counts the matching rows; `onActivate` and
/// `onChange` still get the index in `items`. The filter is a `DataTable`'s: over more rows
/// than a slice it matches in slices that let keys through (typed characters narrow the pass
/// that runs, Esc cancels it), and a narrower query scans only the previous matches.
///
/// ```swift
/// let list = ListView(items: [ListItem("Desk Lamp"), ListItem("Notebook", detail: "sold out", isEnabled: false)])
/// list.onActivate = { index in print(list.items[index].title) }
/// ```
///
/// Rows can also come from a provider, as a `DataTable`'s do: `ListView(rowCount:item:)` asks
/// for the row count and for the rows on screen only, so a million rows cost what a screenful
/// does (a `/` filter reads the rows in slices, never on the key).
@MainActor
open class ListView: Control, RowFilterHost {
    /// The rows (ignored while `itemsProvider` or a row provider is set).
    public var items: [ListItem] {
        didSet {
            if filter.matches != nil {
                filter.forgetMatches()
                filter.refilter()
            }
            clampSelection()
            setNeedsDisplay()
        }
    }
    /// Reads the items every frame (for example from an `@Observable` model).
    public var itemsProvider: (@MainActor () -> [ListItem])? { didSet { invalidateKeyBindings() } }
    /// `init(rowCount:item:)`'s provider: the row count, and the row at an index.
    private var rowProvider: (count: @MainActor () -> Int, item: @MainActor (Int) -> ListItem)?
    /// The selected row, in display order (while a filter shows, among the matching rows).
    /// Set from code, it is clamped to the rows, scrolled into view and redrawn, and
    /// `onChange` is not called (`select(_:)` moves it as the user would).
    public var selectedIndex: Int {
        get { selectedRow }
        set {
            let count = rowCount
            rowCursor.selected = newValue
            rowCursor.clamp(to: count)
            rowCursor.scrollIntoView(rows: visibleRows, count: count)
            setNeedsRedraw()
        }
    }
    /// The selected row and the first visible row.
    private var rowCursor = RowCursor()
    /// The selected row (see `selectedIndex`).
    var selectedRow: Int { rowCursor.selected }
    /// The first visible row.
    package var scrollOffset: Int { rowCursor.offset }
    /// Called with the row index when Enter is pressed on an enabled row.
    public var onActivate: (@MainActor (Int) -> Void)? { didSet { invalidateKeyBindings() } }
    /// Called with the selected item's index in `items` when the user moves the selection
    /// (keys, a click, the wheel, `select(_:)`), not when code sets `selectedIndex`.
    public var onChange: (@MainActor (Int) -> Void)?
    /// The footer title of Enter.
    public var activateTitle: String { didSet { invalidateKeyBindings() } }
    /// Shown when there are no rows.
    public var emptyMessage: String
    /// How `/` matches rows (title and detail); nil (the default): the list has no filter.
    public var filterMode: FilterMode? {
        didSet {
            if let filterMode { filter.mode = filterMode } else { filter.clear() }
            invalidateKeyBindings()
            setNeedsDisplay()
        }
    }
    /// The `/` filter.
    let filter = RowFilter(mode: .substring)
    /// How many rows a slice of a filter pass matches: a list of more rows filters in slices
    /// between which keys are answered; one of fewer filters at once.
    package var rowsPerSlice = 16_384
    /// How many rows the last layout left room for.
    private var visibleRows = 1
    /// The row count (capped at 2) the last layout found, which the bindings follow.
    private var laidOutBindingsCount = -1
    /// Whether the last layout left the list a row: a list squeezed to no height (a short sheet
    /// on a small terminal) shows no row, so it offers and takes no key.
    private var hasRoom = true

    /// A list of `items`; the footer names Enter `activateTitle`.
    public init(items: [ListItem] = [], activateTitle: String = "Open", emptyMessage: String = "Nothing here yet") {
        self.items = items
        self.activateTitle = activateTitle
        self.emptyMessage = emptyMessage
        super.init()
        filter.host = self
    }

    /// A list whose rows come from `rowCount` and `item` (the row at an index), asked each
    /// frame for the count and for the rows on screen only; the footer names Enter
    /// `activateTitle`.
    public convenience init(rowCount: @escaping @MainActor () -> Int, item: @escaping @MainActor (Int) -> ListItem,
                            activateTitle: String = "Open", emptyMessage: String = "Nothing here yet") {
        self.init(items: [], activateTitle: activateTitle, emptyMessage: emptyMessage)
        rowProvider = (rowCount, item)
    }

    /// The rows shown, read once for one use: how many, and the row at a display index (every
    /// item, or the ones the filter lets through).
    package struct Rows {
        package let count: Int
        package let item: (Int) -> ListItem
    }

    /// The rows shown now. An array (or an `itemsProvider`'s) is read once; a row provider is
    /// asked for its count now and for each row when it is read.
    package var rows: Rows {
        let all = allRows
        guard let matches = filter.matches else { return all }
        return Rows(count: matches.count) { row in all.item(Int(matches[row])) }
    }

    /// Every row, filtered or not.
    var allRows: Rows {
        if let rowProvider {
            let item = rowProvider.item
            return Rows(count: max(0, rowProvider.count())) { item($0) }
        }
        let all = itemsProvider?() ?? items
        return Rows(count: all.count) { all[$0] }
    }

    open override var isFlexible: Bool { true }

    /// How many rows show (every item, or the ones the filter lets through).
    package var rowCount: Int { rows.count }

    /// The index in `items` of the row shown at `row`.
    func itemIndex(ofRow row: Int) -> Int {
        guard let matches = filter.matches else { return row }
        return row < matches.count ? Int(matches[row]) : row
    }

    /// While the filter is typed, printable keys go to it (not to the app's `q` or `?`).
    open override var consumesPrintableKeys: Bool { filter.isEditing }

    /// Selects row `index` (clamped) as the user would and scrolls it into view (calls
    /// `onChange` when the selection moves).
    public func select(_ index: Int) {
        let count = rowCount
        guard count > 0 else { rowCursor.selected = 0; return }
        let before = rowCursor.selected
        rowCursor.selected = index
        rowCursor.clamp(to: count)
        if rowCursor.selected != before { onChange?(itemIndex(ofRow: rowCursor.selected)) }
        rowCursor.scrollIntoView(rows: visibleRows, count: count)
        // The selection is none of the bindings' inputs: a frame, the footer's bindings kept.
        // With `onChange`, app code ran, which may have changed anything on screen.
        if onChange == nil {
            setNeedsRedraw()
        } else {
            hostingWindow?.needsDisplay = true
        }
    }

    private func clampSelection() { rowCursor.clamp(to: rowCount) }

    open override var keyBindings: [KeyBinding] {
        get {
            var bindings = super.keyBindings
            guard isEnabled else { return bindings }
            let count = hasRoom ? rowCount : 0
            if filter.isEditing {
                return bindings + filter.editingBindings(count: count, busy: false) { [weak self] in self?.move($0) }
            }
            // ↑↓ only where the selection can move: a one-row list has nowhere to go. At either
            // end one of the two keys still moves, so the pair stays (the footer names the pair).
            if count > 1 { bindings += RowScroller.moveBindings { [weak self] in self?.move($0) } }
            if count > 0, onActivate != nil {
                bindings.append(KeyBinding(.enter, title: activateTitle) { [weak self] in self?.activateSelection() })
            }
            return bindings + filter.bindings(available: filterMode != nil && hasFilterRoom, busy: false)
        }
        set { super.keyBindings = newValue }
    }

    /// Runs `onActivate` for the selected row, if it is enabled.
    public func activateSelection() {
        let list = rows
        guard (0..<list.count).contains(selectedRow), list.item(selectedRow).isEnabled else { return }
        onActivate?(itemIndex(ofRow: selectedRow))
    }

    /// Lays out: fits the page to the frame, keeps the selection on a row and in view, and
    /// notes whether the list has a row on screen and how many rows it has (its bindings follow).
    open override func layoutSubviews() {
        super.layoutSubviews()
        if hasRoom != (frame.height > 0) {
            hasRoom = frame.height > 0
            invalidateKeyBindings()
        }
        let count = rowCount
        // The bindings follow the row count (none, one, several): an `itemsProvider` may bring
        // a new count without any other sign, and the footer is drawn after the views.
        let bindingsCount = min(count, 2)
        if bindingsCount != laidOutBindingsCount {
            laidOutBindingsCount = bindingsCount
            invalidateKeyBindings()
        }
        visibleRows = max(1, frame.height - (filter.isActive ? 1 : 0))
        rowCursor.clamp(to: count)
        rowCursor.scrollIntoView(rows: visibleRows, count: count)
    }

    /// Every key is a binding's (see `keyBindings`); while the filter is typed, the other keys
    /// type into it.
    open override func handleKey(_ event: KeyEvent) -> Bool {
        guard isEnabled else { return super.handleKey(event) }
        return filter.handleKey(event) { super.handleKey($0) }
    }

    /// A move key (↑↓ k j, PageUp/PageDown, Home/End) moves the selection.
    private func move(_ event: KeyEvent) {
        guard let target = RowScroller.target(of: event, from: selectedRow, page: RowScroller.page(rows: visibleRows), last: rowCount - 1) else { return }
        select(target)
        // A selection move changes no binding (they follow the row count, `onActivate` and
        // `activateTitle`); with `onChange` app code runs, which might.
        lastKeyKeptKeyBindings = onChange == nil
    }

    // MARK: - Mouse

    open override func handleMouse(_ event: MouseEvent) -> Bool {
        let count = rowCount
        switch event.kind {
        case .click:
            let wasFocused = isFocused
            becomeFocused()
            let row = scrollOffset + event.position.y - frame.minY
            guard count > 0, (0..<count).contains(row) else { return true }
            if row == selectedRow, wasFocused {
                activateSelection()
            } else {
                select(row)
            }
        case .scrollUp:
            scroll(by: -1)
        case .scrollDown:
            scroll(by: 1)
        }
        return true
    }

    /// Scrolls the rows by `lines` (negative: up), keeping the selection on a visible row; when
    /// every row is visible, moves the selection instead.
    public func scroll(by lines: Int) {
        let count = rowCount
        guard count > 0 else { return }
        guard let selected = rowCursor.wheel(by: lines, count: count, rows: visibleRows) else {
            select(selectedRow + lines)
            return
        }
        if selected != selectedRow { select(selected) }
        setNeedsDisplay()
    }

    // MARK: - Redrawing alone

    /// A list draws only from its rows, selection and scroll position, inside its frame.
    open override var redrawsAlone: Bool { true }

    open override var inspectorSummary: String? {
        let list = rows
        return "= \((0..<list.count).contains(selectedRow) ? View.inspectorQuoted(list.item(selectedRow).title) : "empty"), \(list.count) items"
    }

    open override var redrawState: RedrawState? {
        RedrawState(rowCount: rowCount, scrollOffset: scrollOffset, selectedIndex: selectedRow, isFocused: isFocused)
    }

    /// When only the selection moved between `record` and `state` (same rows, scroll position,
    /// frame and focus), the rows from the old selection to the new; nil otherwise. A
    /// provider's rows may change unseen, so a list with `itemsProvider` or a row provider
    /// redraws whole.
    open override func rectChanged(from previous: RedrawState?, to state: RedrawState?) -> Rect? {
        guard itemsProvider == nil, rowProvider == nil, !filter.isActive, let last = previous, let state, last.rowCount == state.rowCount,
              last.scrollOffset == state.scrollOffset, last.isFocused == state.isFocused else { return nil }
        let top = min(last.selectedIndex, state.selectedIndex) - state.scrollOffset
        let bottom = max(last.selectedIndex, state.selectedIndex) - state.scrollOffset
        return Rect(x: frame.minX, y: frame.minY + top, width: frame.width, height: bottom - top + 1)
    }

    open override func sizeThatFits(_ size: Size) -> Size {
        Size(width: size.width, height: max(1, rowCount) + (filter.isActive ? 1 : 0))
    }

    /// Draws the rows the layout placed (`layoutSubviews` keeps the selection and the scroll
    /// position within them).
    open override func draw(in canvas: inout Canvas, context: RenderContext) {
        let list = rows
        let theme = context.theme
        let focused = isFocused
        if filter.isActive { drawFilterRow(in: &canvas, context: context, total: allRows.count) }
        guard list.count > 0 else {
            let message = filter.matches == nil ? emptyMessage : "No rows match \"\(PrintableText.escaping(filter.query))\""
            canvas.write(message, at: frame.origin, style: theme.secondaryText, maxWidth: frame.width)
            return
        }
        let needsScrollbar = list.count > visibleRows
        let width = frame.width - (needsScrollbar ? 1 : 0)
        // A provider asked again may bring fewer rows than the layout saw: draw what there is.
        for row in 0..<max(0, min(visibleRows, list.count - scrollOffset)) {
            let y = frame.minY + row
            let index = scrollOffset + row
            let selected = index == selectedRow
            if selected, focused, !filter.isEditing { context.reportFocus(at: Point(x: frame.minX, y: y)) }
            // Rows outside the clip draw nothing (a redraw of two rows clips to them).
            guard y >= canvas.clip.minY, y < canvas.clip.maxY else { continue }
            let item = list.item(index)
            var style = item.isEnabled && isEnabled ? theme.text : theme.secondaryText
            if selected, isEnabled { style = focused ? theme.selection : theme.unfocusedSelection }
            if selected, isEnabled { canvas.fill(Rect(x: frame.minX, y: y, width: width, height: 1), style: style) }
            let marker: Character = selected ? "›" : " "
            var detailWidth = 0
            if let detail = item.detail, !detail.isEmpty {
                let text = detail.truncated(toWidth: max(0, width / 2))
                detailWidth = text.displayWidth + 1
                canvas.write(text, at: Point(x: frame.minX + width - detailWidth, y: y), style: selected ? style : theme.secondaryText)
            }
            // The marker and the title written apart: the title alone is usually plain ASCII,
            // which the canvas writes a byte a cell.
            let room = max(0, width - detailWidth - 1)
            if room > 0 {
                canvas.put(marker, at: Point(x: frame.minX, y: y), style: style)
                canvas.write(" ", at: Point(x: frame.minX + 1, y: y), style: style, maxWidth: room - 1)
                canvas.write(item.title, at: Point(x: frame.minX + 2, y: y), style: style, maxWidth: room - 2)
                if filter.matches != nil { filter.highlight(item.title, at: Point(x: frame.minX + 2, y: y), maxWidth: room - 2, in: &canvas) }
            }
        }
        if needsScrollbar {
            RowScroller.drawIndicator(in: &canvas, x: frame.maxX - 1, top: frame.minY, rows: visibleRows, total: list.count,
                                      offset: scrollOffset, theme: theme)
        }
    }
}
