import TerminalCore

/// A closed control showing one choice of a list (`Shipping  Standard ▾`) that opens its
/// options in a list below it: typing filters them (by substring, ignoring case), Up and Down
/// move, Enter chooses and closes, Esc closes without choosing. A click opens it, and a click
/// on an option chooses it.
///
/// ![The Gallery's Select screen.](gallery-select)
///
/// ```swift
/// let shipping = Select("Shipping", options: ["Standard", "Express", "Pickup"], selectedIndex: 0)
/// shipping.onChange = { index in print(shipping.options[index]) }
/// ```
@MainActor
open class Select: Control, FormControl, PasteTarget, PaddedTitleControl {
    /// The text before the choice.
    public var title: String { didSet { setNeedsDisplay() } }
    /// The options, in order.
    public var options: [String] { didSet { clampSelection(); refilter() } }
    /// The chosen option (in `options`); nil while nothing is chosen. Set from code, an index
    /// out of range chooses nothing; it redraws and does not call `onChange`.
    public var selectedIndex: Int? {
        didSet {
            if let index = selectedIndex, !options.indices.contains(index) { selectedIndex = nil }
            if selectedIndex != oldValue { setNeedsDisplay() }
        }
    }
    /// Shown while nothing is chosen.
    public var placeholder: String
    /// Called with the index (in `options`) of the option the user chose.
    public var onChange: (@MainActor (Int) -> Void)?
    /// Columns kept for the title, so controls stacked in a form line up (0: the title's width).
    public var titleWidth = 0
    /// At most this many options show at once while open (at least 1).
    public var visibleOptionCount = 6
    /// Whether the options list is open.
    public private(set) var isOpen = false { didSet { if isOpen != oldValue { invalidateKeyBindings(); setNeedsDisplay() } } }
    /// What was typed to filter the options while open.
    public private(set) var filter = ""
    /// The indices (in `options`) of the options that match `filter`.
    public private(set) var matches: [Int] = []
    /// The highlighted row of `matches` while open.
    public private(set) var highlighted: Int {
        get { optionCursor.selected }
        set { optionCursor.selected = newValue }
    }
    /// The highlighted row and the first row of `matches` shown.
    private var optionCursor = RowCursor()
    /// The first row of `matches` shown.
    private var firstShown: Int { optionCursor.offset }

    /// A select titled `title` over `options`, with `selectedIndex` chosen (nil: none).
    public init(_ title: String, options: [String], selectedIndex: Int? = nil, placeholder: String = "Choose…") {
        self.title = title
        self.options = options
        self.placeholder = placeholder
        self.selectedIndex = selectedIndex.flatMap { options.indices.contains($0) ? $0 : nil }
        super.init()
        refilter()
    }

    /// The chosen option's text (nil when nothing is chosen).
    public var selectedOption: String? { selectedIndex.map { options[$0] } }

    /// Opens the options, the chosen one highlighted, with an empty filter.
    public func open() {
        guard isEnabled, !options.isEmpty else { return }
        filter = ""
        refilter()
        highlighted = selectedIndex.flatMap { matches.firstIndex(of: $0) } ?? 0
        isOpen = true
    }

    /// Closes the options without choosing.
    public func close() {
        isOpen = false
    }

    /// Chooses the highlighted option (calls `onChange` when it changes) and closes.
    public func chooseHighlighted() {
        guard matches.indices.contains(highlighted) else { return }
        let index = matches[highlighted]
        isOpen = false
        guard index != selectedIndex else { return }
        selectedIndex = index
        onChange?(index)
        valueDidChange()
    }

    private func clampSelection() {
        if let selected = selectedIndex, !options.indices.contains(selected) { selectedIndex = nil }
    }

    private func refilter() {
        let needle = filter.lowercased()
        let before = matches.count
        matches = options.indices.filter { needle.isEmpty || options[$0].lowercased().contains(needle) }
        // Choose and Move are offered only while they do something (no match, one match).
        if min(matches.count, 2) != min(before, 2) { invalidateKeyBindings() }
        highlighted = min(highlighted, max(0, matches.count - 1))
        setNeedsDisplay()
    }

    private func moveHighlight(by delta: Int) {
        guard !matches.isEmpty else { return }
        highlighted = min(max(0, highlighted + delta), matches.count - 1)
        setNeedsDisplay()
    }

    open override var consumesPrintableKeys: Bool { isOpen }

    var takesPaste: Bool { isOpen }

    open override var controlBindings: [KeyBinding] {
        guard isOpen else {
            let name = title.isEmpty ? formFieldLabel ?? "" : title
            return closedBindings.bindings(for: name) {
                [KeyBinding(.enter, .space, title: "Choose \(name.isEmpty ? "option" : name.lowercased())", label: "Enter") { [weak self] in self?.open() }]
            }
        }
        // Only the keys that do something: nothing to choose when no option matches the filter,
        // nowhere to move with one match.
        let shown = matches.isEmpty ? 0 : min(matches.count, 2)
        return openBindings.bindings(for: shown) { makeOpenBindings(matchCount: shown) }
    }

    /// The closed select's Enter, for the name it shows; the open one's keys, for no match, one
    /// or several: each made once (their actions read the state when they run).
    private var closedBindings = OwnKeyBindings<String>()
    private var openBindings = OwnKeyBindings<Int>()

    /// The open select's keys for `matchCount` matches (0, 1, or 2 for several).
    private func makeOpenBindings(matchCount: Int) -> [KeyBinding] {
        // Open, Enter is the list's even with nothing to choose: it never reaches the screen.
        var bindings = [KeyBinding(.enter, title: "Choose", isVisible: matchCount > 0) { [weak self] in self?.chooseHighlighted() }]
        if matchCount > 1 {
            bindings.append(KeyBinding(keys: [.up, .down], title: "Move", label: "↑↓") { [weak self] key in self?.moveHighlight(for: key) })
            bindings.append(KeyBinding(keys: [.pageUp, .pageDown], title: "Page up / down", label: "PgUp PgDn", isVisible: false) { [weak self] key in
                self?.moveHighlight(for: key)
            })
            bindings.append(KeyBinding(keys: [.home, .end], title: "First / last option", label: "Home End", isVisible: false) { [weak self] key in
                self?.moveHighlight(for: key)
            })
        }
        bindings.append(KeyBinding(.escape, title: "Close") { [weak self] in self?.close() })
        return bindings
    }

    /// A move key while open moves the highlight: ↑↓ an option, PageUp/PageDown a page,
    /// Home/End to either end.
    private func moveHighlight(for key: KeyEvent) {
        let page = max(1, visibleOptionCount)
        guard let target = RowScroller.target(of: key, from: highlighted, page: page, last: matches.count - 1) else { return }
        moveHighlight(by: target - highlighted)
    }

    open override func handleKey(_ event: KeyEvent) -> Bool {
        guard isEnabled else { return false }
        guard isOpen else { return super.handleKey(event) }
        if super.handleKey(event) { return true }
        switch event {
        case .backspace:
            guard !filter.isEmpty else { return true }
            filter.removeLast()
            refilter()
        case .tab, .backTab:
            // Leaving the control closes it; the focus moves on as usual.
            close()
            return false
        default:
            if let character = event.printableCharacter, character.unicodeScalars.allSatisfy({ $0.properties.generalCategory != .control }),
               event != .space || !filter.isEmpty {
                filter.append(character)
                highlighted = 0
                refilter()
                return true
            }
            return false
        }
        return true
    }

    /// A paste while open filters the options as typed text does (one line, control characters
    /// out); closed, the select takes none.
    func paste(_ pasted: Paste) {
        pasted.type(into: self, after: filter) { text in
            filter = text
            highlighted = 0
            refilter()
        }
    }

    /// A click on the closed control opens it; on an open one, a click on an option chooses
    /// it and a click on the control's row closes it. The wheel moves the highlight.
    open override func handleMouse(_ event: MouseEvent) -> Bool {
        switch event.kind {
        case .scrollUp, .scrollDown:
            guard isOpen else { return false }
            moveHighlight(by: event.kind == .scrollUp ? -1 : 1)
            return true
        case .click:
            _ = focusIfClicked(event)
            guard isOpen else {
                open()
                return true
            }
            let row = event.position.y - frame.minY - 2 + firstShown
            if event.position.y > frame.minY + 1, matches.indices.contains(row) {
                highlighted = row
                chooseHighlighted()
            } else if event.position.y == frame.minY {
                close()
            }
            return true
        }
    }

    /// One row closed; open, the control, the filter row and the options shown.
    open override func sizeThatFits(_ size: Size) -> Size {
        Size(width: size.width, height: isOpen ? 2 + max(1, min(max(1, visibleOptionCount), matches.count)) : 1)
    }

    open override func layoutSubviews() {
        let rows = max(1, frame.height - 2)
        optionCursor.scrollIntoView(rows: rows, count: matches.count)
    }

    open override var growsBottomSheetToScreen: Bool { true }

    open override var inspectorSummary: String? {
        titledSummary(title, value: (selectedOption.map(View.inspectorQuoted) ?? "none") + (isOpen ? " (open)" : ""))
    }

    /// `.choice(selectedIndex)`.
    open var formValue: FormValue { .choice(selectedIndex) }

    /// Chooses the option of a `.choice`.
    open func setFormValue(_ value: FormValue) {
        if case .choice(let index) = value { selectedIndex = index }
    }

    /// The select draws its title, padded to the label column.
    open var formLabelPlacement: FormLabelPlacement { .inControl }

    /// The longest option (or the placeholder) and the ` ▾` after it.
    open var formMinimumWidth: Int { (options + [placeholder]).map(\.displayWidth).max().map { $0 + 2 } ?? 2 }

    /// Takes the field's label as its title, padded to the form's label column.
    open func configure(for field: FormFieldContext) { takeTitle(from: field) }

    open override func draw(in canvas: inout Canvas, context: RenderContext) {
        let theme = context.theme
        var x = drawMarker(in: &canvas, context: context)
        if !title.isEmpty { x += canvas.write(paddedTitle, at: Point(x: x, y: frame.minY), style: textStyle(theme), maxWidth: frame.maxX - x) }
        let shown = selectedOption ?? placeholder
        let fieldStyle = !isEnabled ? theme.secondaryText : isFocused ? theme.focusedField : theme.field
        let valueStyle = selectedOption == nil ? theme.placeholder : fieldStyle
        let arrow = isOpen ? " ▴" : " ▾"
        let room = max(0, frame.maxX - x - 2)
        x += canvas.write(shown.truncated(toWidth: room), at: Point(x: x, y: frame.minY), style: valueStyle, maxWidth: room)
        canvas.write(arrow, at: Point(x: x, y: frame.minY), style: fieldStyle, maxWidth: frame.maxX - x)
        guard isOpen, frame.height > 1 else { return }
        let left = frame.minX + 4
        let width = max(0, frame.maxX - left)
        let filterRow = filter.isEmpty ? "Type to filter · \(matches.count) of \(options.count)" : "Filter: \(filter) · \(matches.count) of \(options.count)"
        canvas.write(filterRow.truncated(toWidth: width), at: Point(x: left, y: frame.minY + 1), style: theme.secondaryText, maxWidth: width)
        if isFocused {
            context.cursor = Point(x: min(frame.maxX - 1, left + (filter.isEmpty ? 0 : "Filter: \(filter)".displayWidth)), y: frame.minY + 1)
        }
        guard !matches.isEmpty else {
            canvas.write("No option matches", at: Point(x: left, y: frame.minY + 2), style: theme.secondaryText, maxWidth: width)
            return
        }
        for row in 0..<max(0, frame.height - 2) {
            let index = firstShown + row
            guard matches.indices.contains(index) else { break }
            let y = frame.minY + 2 + row
            let isHighlighted = index == highlighted
            let option = options[matches[index]]
            let text = (isHighlighted ? "› " : "  ") + option
            if isHighlighted { canvas.fill(Rect(x: left, y: y, width: width, height: 1), style: theme.selection) }
            canvas.write(text.truncated(toWidth: width), at: Point(x: left, y: y), style: isHighlighted ? theme.selection : theme.text, maxWidth: width)
            if isHighlighted { context.reportFocus(at: Point(x: left, y: y)) }
        }
    }
}
