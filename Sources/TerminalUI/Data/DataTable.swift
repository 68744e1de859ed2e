import TerminalCore

/// A table of rows and columns with a header that stays while the rows scroll, a selected row,
/// sorting, horizontal scrolling and a `/` filter.
///
/// The rows come from a provider (a count and a row at an index), so a table of a million rows
/// costs what its visible rows cost: a key or a frame asks only for the rows on screen. Call
/// `reloadData()` when the rows change.
///
/// ```swift
/// let table = DataTable(columns: [
///     DataTableColumn("Name"),
///     DataTableColumn("Price", width: .fixed(9), alignment: .trailing),
/// ], rowCount: { products.count }, row: { [products[$0].name, products[$0].price] })
/// table.onActivate = { row in print("open", row) }
/// ```
///
/// Keys: Up/Down (k/j), PageUp/PageDown, Home/End move the selection; Left/Right (h/l) choose a
/// column (the view scrolls sideways to show it); `s` sorts by that column (again: the other
/// way); Enter activates the row; `/` filters the rows as you type, Enter keeps the filter and
/// Esc clears it (before Esc goes back). The mouse: a click on the header sorts by that column,
/// a click on a row moves the selection there (on the selected row of a focused table, activates
/// it), the wheel scrolls.
///
/// Sorting a provider's rows reads each row once (or only its sort cell, with `sortCell`),
/// turns the cell into a key as its column's `sorting` says (a `Double` for numbers and dates,
/// folded text), and merge-sorts an `Int32` permutation: n reads and O(n log n) comparisons of
/// keys when `s` is pressed, nothing per key afterwards. A provider that can sort itself (a
/// database's ORDER BY) sets `sortRows` instead. Filtering reads the rows once per pass: a
/// narrower query scans only the matches of the longest query it starts with, a wider one
/// shows the matches it had, and characters typed while a pass runs narrow that pass.
///
/// Whole-row work never blocks a key: over more rows than `rowsPerSlice`, a sort or a filter
/// pass runs on the main actor in slices, as an owned task of the table's screen (a replay
/// waits for it; under a tape each slice waits 10 ms of the app's clock, so a tape can
/// `Expect "Sorting…"` after a `Sleep`). Meanwhile keys are answered, a progress line shows
/// ("Sorting… 42 %", "Filtering… 310,000 of 1,000,000") and Esc cancels, leaving the order
/// and the filter as they were. After a sort the selection stays on the same screen row, as in
/// spreadsheets: the rows under it changed, the place the user looks at did not; set
/// `sortFollowsSelection` to follow the row instead.
@MainActor
open class DataTable: Control, RowFilterHost {
    /// The columns, left to right.
    public var columns: [DataTableColumn] { didSet { rowsChanged() } }
    /// Called with a row's index (in the provider's numbering) when Enter or a click activates it.
    public var onActivate: (@MainActor (Int) -> Void)? { didSet { invalidateKeyBindings(); setNeedsDisplay() } }
    /// Called with a row's index (in the provider's numbering) when the user moves the
    /// selection to it (keys, a click, the wheel, `select(_:)`), not when code sets `selectedIndex`.
    public var onChange: (@MainActor (Int) -> Void)?
    /// When set, sorting asks the provider to order its rows itself (column, ascending) and
    /// reads them again, instead of sorting an index permutation.
    public var sortRows: (@MainActor (Int, Bool) -> Void)?
    /// When set, sorting reads only the sort column's cell of each row (row, column) instead
    /// of whole rows: at a million rows, the provider's cost of one cell a million times.
    public var sortCell: (@MainActor (Int, Int) -> String)?
    /// The footer title of Enter.
    public var activateTitle: String { didSet { invalidateKeyBindings() } }
    /// Shown when there are no rows.
    public var emptyMessage: String { didSet { setNeedsDisplay() } }
    /// How `/` matches; nil: the table has no filter.
    public var filterMode: FilterMode? {
        didSet {
            if filterMode == nil { filter.clear() } else if let filterMode { filter.mode = filterMode }
            rowsChanged()
        }
    }
    /// Whether the view takes focus, keys and clicks; a disabled one draws dimmed.
    open override var isEnabled: Bool { didSet { if isEnabled != oldValue { contentChanged() } } }
    /// How many rows a `.fitToContent` column measures (the first ones, in display order).
    public var fitSampleRows = 100 { didSet { rowsChanged() } }

    /// Whether the selection follows its row after a sort (false: it stays on the same screen row,
    /// so a sort never jumps to the far end of a million rows).
    public var sortFollowsSelection = false
    /// How many rows a slice of a sort or a filter pass reads: a table of more rows works in
    /// slices between which keys are answered; one of fewer works at once.
    public var rowsPerSlice = 16_384

    /// The sort: a column and whether it is ascending; nil for the provider's order.
    public internal(set) var sortOrder: (column: Int, ascending: Bool)?
    /// The selected row and the first visible row, in display order.
    var rowCursor = RowCursor()
    /// The selected row, in display order (see `selectedIndex`).
    var selectedRow: Int {
        get { rowCursor.selected }
        set { rowCursor.selected = newValue }
    }
    /// The chosen column (Left/Right), which `s` sorts by.
    public internal(set) var selectedColumn = 0

    let rowCountProvider: @MainActor () -> Int
    let rowProvider: @MainActor (Int) -> [String]
    /// Display order to provider rows after sorting; nil for the provider's order.
    var permutation: [Int32]?
    /// The sort that runs, if any (a filter pass is `filter`'s).
    var work: DataTableWork?
    /// The progress line the last frame drew (a slice redraws only that row when it changed).
    var drawnProgress: String?
    /// How many sorts began (for tests and benchmarks: work counted, never timed).
    package internal(set) var sortsStarted = 0
    /// The `/` filter (its matches index the sorted order).
    let filter: RowFilter
    /// The first visible row, in display order.
    package internal(set) var scrollOffset: Int {
        get { rowCursor.offset }
        set { rowCursor.offset = newValue }
    }
    /// The first visible cell column of the columns' full width.
    package internal(set) var horizontalOffset = 0
    /// How many rows the last layout left for data.
    var visibleRows = 1
    /// Each column's width, as the last layout measured them.
    var columnWidths: [Int] = []
    /// What the widths were measured for (frame width and content version).
    var measuredFor: (width: Int, version: Int)?
    /// Counts changes other than a selection move (rows, sort, filter, columns, sideways scroll):
    /// a frame that sees it unchanged redraws only the rows the selection left and reached.
    var contentVersion = 0
    /// Counts changes of the rows shown or the columns (not of the selection or the sideways
    /// scroll): the columns are measured again when it moved.
    var rowsVersion = 0
    /// The row count the bindings were made for (capped at 2), and whether the filter was active.
    var boundRows: (rows: Int, filtering: Bool, editing: Bool)?

    /// A table of `columns` whose rows come from `rowCount` and `row` (the cells of the row at
    /// an index, left to right; missing cells are empty, extra ones ignored).
    public init(columns: [DataTableColumn], rowCount: @escaping @MainActor () -> Int, row: @escaping @MainActor (Int) -> [String],
                activateTitle: String = "Open", emptyMessage: String = "No rows", filterMode: FilterMode? = .substring) {
        self.columns = columns
        self.rowCountProvider = rowCount
        self.rowProvider = row
        self.activateTitle = activateTitle
        self.emptyMessage = emptyMessage
        self.filterMode = filterMode
        self.filter = RowFilter(mode: filterMode ?? .substring)
        super.init()
        filter.host = self
    }

    /// A table of `columns` showing `rows` (each an array of cells, left to right).
    public convenience init(columns: [DataTableColumn], rows: [[String]], activateTitle: String = "Open", emptyMessage: String = "No rows",
                            filterMode: FilterMode? = .substring) {
        self.init(columns: columns, rowCount: { rows.count }, row: { rows[$0] }, activateTitle: activateTitle, emptyMessage: emptyMessage,
                  filterMode: filterMode)
    }

    open override var isFlexible: Bool { true }
    /// Whether the bottom row shows the filter or a progress line.
    var hasBottomRow: Bool { filter.isActive || isWorking }
    /// While the filter is typed, printable keys go to it (not to the app's `q` or `?`).
    open override var consumesPrintableKeys: Bool { filter.isEditing }

    /// The filter's text (empty when nothing filters). Set, it filters as if the text were
    /// typed after `/` (an empty text shows every row); nothing while `filterMode` is nil.
    public var filterText: String {
        get { filter.query }
        set {
            guard filterMode != nil else { return }
            filter.setQuery(newValue)
        }
    }

    /// How many rows show (after filtering).
    public var displayedRowCount: Int { filter.matches?.count ?? rowCountProvider() }

    /// The provider's index of the row shown at `displayIndex` (after sorting and filtering).
    public func providerRow(at displayIndex: Int) -> Int {
        providerIndex(ofSorted: sortedIndex(ofDisplayRow: displayIndex))
    }

    /// The cells of the row at `displayIndex`, as many as there are columns.
    func cells(at displayIndex: Int) -> [String] {
        let cells = rowProvider(providerRow(at: displayIndex))
        if cells.count == columns.count { return cells }
        return (0..<columns.count).map { $0 < cells.count ? cells[$0] : "" }
    }

    /// Reads the rows again (their count, order and cells): sorts again by the current sort,
    /// filters again, and keeps the selection in range. Call it when the provider's rows change.
    public func reloadData() {
        if let work {
            work.cancel()
            self.work = nil
        }
        filter.forgetMatches()
        permutation = nil
        clampCursor()
        rowsChanged()
        if let sortOrder {
            sort(byColumn: sortOrder.column, ascending: sortOrder.ascending)
        } else if !filter.foldedQuery.isEmpty {
            filter.refilter()
        }
    }

    /// Selects the row at `displayIndex` (clamped) as the user would, and scrolls it into view
    /// (calls `onChange` when the selection moves).
    public func select(_ displayIndex: Int) {
        let count = displayedRowCount
        guard count > 0 else { selectedRow = 0; return }
        let before = selectedRow
        rowCursor.selected = displayIndex
        rowCursor.clamp(to: count)
        if selectedRow != before { onChange?(providerRow(at: selectedRow)) }
        scrollToCursor(count: count)
        if onChange == nil { setNeedsRedraw() } else { hostingWindow?.needsDisplay = true }
    }

    /// Chooses column `index` (clamped) and scrolls sideways to show it.
    public func selectColumn(_ index: Int) {
        guard !columns.isEmpty else { return }
        selectedColumn = max(0, min(columns.count - 1, index))
        scrollToColumn()
        contentChanged()
    }

    /// Runs `onActivate` for the selected row.
    public func activateSelection() {
        guard isEnabled, displayedRowCount > 0 else { return }
        onActivate?(providerRow(at: selectedRow))
    }

    func clampCursor() {
        let count = displayedRowCount
        rowCursor.clamp(to: count)
        scrollToCursor(count: count)
    }

    func scrollToCursor(count: Int) { rowCursor.scrollIntoView(rows: visibleRows, count: count) }

    /// Notes a change of the rows shown or the columns: measured again, drawn whole.
    func rowsChanged() {
        rowsVersion &+= 1
        contentChanged()
    }

    /// Notes a change that is not only a selection move: the whole table draws again.
    func contentChanged() {
        contentVersion &+= 1
        invalidateKeyBindings()
        setNeedsDisplay()
    }

    // MARK: - Layout, drawing and mouse (see DataTable+Layout and DataTable+Drawing)

    /// Lays out the header, rows and filter row, and measures the columns.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutTable()
    }

    open override func sizeThatFits(_ size: Size) -> Size {
        Size(width: size.width, height: 1 + max(1, min(displayedRowCount, View.unlimitedHeight)) + (hasBottomRow ? 1 : 0))
    }

    open override func draw(in canvas: inout Canvas, context: RenderContext) {
        drawTable(in: &canvas, context: context)
    }

    open override func handleMouse(_ event: MouseEvent) -> Bool { handleTableMouse(event) }

    /// A table draws only from its rows, cursor, columns and filter, inside its frame.
    open override var redrawsAlone: Bool { true }

    open override var redrawState: RedrawState? { tableRedrawState }

    open override func rectChanged(from previous: RedrawState?, to state: RedrawState?) -> Rect? {
        tableRectChanged(from: previous, to: state)
    }

    // MARK: - Keys

    open override var keyBindings: [KeyBinding] {
        get {
            var bindings = super.keyBindings
            guard isEnabled else { return bindings }
            let count = displayedRowCount
            let busy = isWorking
            if busy { bindings.append(KeyBinding(.escape, title: "Cancel") { [weak self] in self?.cancelWork() }) }
            if filter.isEditing {
                return bindings + filter.editingBindings(count: count, busy: busy) { [weak self] in self?.move($0) }
            }
            if count > 1 { bindings += RowScroller.moveBindings { [weak self] in self?.move($0) } }
            if columns.count > 1 {
                bindings.append(KeyBinding(keys: [.left, .right, .char("h"), .char("l")], title: "Column", label: "←→", isVisible: false) { [weak self] key in
                    guard let self else { return }
                    selectColumn(selectedColumn + (key == .left || key == .char("h") ? -1 : 1))
                })
            }
            if count > 0, onActivate != nil {
                bindings.append(KeyBinding(.enter, title: activateTitle) { [weak self] in self?.activateSelection() })
            }
            if count > 1, columns.indices.contains(selectedColumn), columns[selectedColumn].isSortable {
                bindings.append(KeyBinding(.char("s"), title: "Sort") { [weak self] in
                    guard let self else { return }
                    toggleSort(column: selectedColumn)
                })
            }
            return bindings + filter.bindings(available: filterMode != nil, busy: busy)
        }
        set { super.keyBindings = newValue }
    }

    /// Every key is a binding's (see `keyBindings`); while the filter is typed, the other keys
    /// type into it.
    open override func handleKey(_ event: KeyEvent) -> Bool {
        guard isEnabled else { return super.handleKey(event) }
        return filter.handleKey(event) { super.handleKey($0) }
    }

    /// A move key (↑↓ k j, PageUp/PageDown, Home/End) moves the selection.
    private func move(_ event: KeyEvent) {
        let count = displayedRowCount
        guard let target = RowScroller.target(of: event, from: selectedRow, page: RowScroller.page(rows: visibleRows), last: count - 1) else { return }
        select(target)
        // A selection move changes no binding; with `onChange` app code ran, which might.
        lastKeyKeptKeyBindings = onChange == nil
    }

    /// Stops filtering and shows every row, the selection staying on its row.
    public func clearFilter() { filter.clear() }
}
