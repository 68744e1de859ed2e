import TerminalCore

/// One choice of several, each option on its own row (`(•) Chosen`, `( ) Other`): Up and Down
/// choose the option above or below, as a click on an option does.
///
/// ![The Gallery's RadioGroup screen: one size of three.](gallery-radio-group)
///
/// ```swift
/// let size = RadioGroup(["Small", "Medium", "Large"], selectedIndex: 1)
/// size.onChange = { index in print(size.options[index]) }
/// ```
@MainActor
open class RadioGroup: Control, FormControl {
    /// The options, top to bottom.
    public var options: [String] {
        didSet {
            if let index = selectedIndex, !options.indices.contains(index) { selectedIndex = nil }
            setNeedsDisplay()
        }
    }
    /// The chosen option; nil while none is chosen (Down then chooses the first). Set from
    /// code, an index out of range chooses none; it redraws and does not call `onChange`.
    public var selectedIndex: Int? {
        didSet {
            if let index = selectedIndex, !options.indices.contains(index) { selectedIndex = nil }
            if selectedIndex != oldValue { invalidateKeyBindings(); setNeedsDisplay() }
        }
    }
    /// Called with the index of the option the user chose.
    public var onChange: (@MainActor (Int) -> Void)?

    /// A group of `options` with `selectedIndex` chosen (nil: none).
    public init(_ options: [String], selectedIndex: Int? = 0) {
        self.options = options
        self.selectedIndex = selectedIndex.flatMap { options.indices.contains($0) ? $0 : nil }
        super.init()
    }

    /// The chosen option's text (nil when there are no options).
    public var selectedOption: String? {
        selectedIndex.flatMap { options.indices.contains($0) ? options[$0] : nil }
    }

    /// Chooses option `index` as the user would (calls `onChange` when it changes); nothing
    /// while disabled or for an index out of range.
    public func select(_ index: Int) {
        guard options.indices.contains(index), index != selectedIndex else { return }
        perform {
            selectedIndex = index
            onChange?(index)
            valueDidChange()
        }
    }

    open override var controlBindings: [KeyBinding] { chooseBindings }

    /// ↑↓ "Choose", made once: one footer entry for both keys, which the action tells apart
    /// (reading the choice when it runs).
    private lazy var chooseBindings = [KeyBinding(keys: [.up, .down], title: "Choose", label: "↑↓") { [weak self] key in
        guard let self else { return }
        select(key == .up ? (selectedIndex ?? 1) - 1 : (selectedIndex ?? -1) + 1)
    }]

    /// A click on an option focuses the group and chooses that option.
    open override func handleMouse(_ event: MouseEvent) -> Bool {
        guard focusIfClicked(event) else { return false }
        select(event.position.y - frame.minY)
        return true
    }

    open override func sizeThatFits(_ size: Size) -> Size { Size(width: size.width, height: options.count) }

    open override var growsBottomSheetToScreen: Bool { true }

    open override var inspectorSummary: String? { "= \(selectedOption.map(View.inspectorQuoted) ?? "none") of \(options.count)" }

    /// `.choice(selectedIndex)`.
    open var formValue: FormValue { .choice(selectedIndex) }

    /// Chooses the option of a `.choice`.
    open func setFormValue(_ value: FormValue) {
        if case .choice(let index) = value { selectedIndex = index.flatMap { options.indices.contains($0) ? $0 : nil } }
    }

    /// The form draws the label; the group draws its focus mark on the chosen option.
    open var formLabelPlacement: FormLabelPlacement { .inColumn(drawsOwnFocusMark: true) }

    /// The longest option after its `( ) `, so no option is cut.
    open var formMinimumWidth: Int { 4 + (options.map(\.displayWidth).max() ?? 0) }

    open override func draw(in canvas: inout Canvas, context: RenderContext) {
        let theme = context.theme
        for (index, option) in options.enumerated() where index < frame.height {
            let y = frame.minY + index
            let isChosen = index == selectedIndex
            // The mark and the cursor sit on the chosen option (the first while none is): that
            // is what Up and Down move.
            let x = isChosen || (selectedIndex == nil && index == 0) ? drawMarker(in: &canvas, context: context, row: y) : frame.minX + 2
            let style = isChosen && isEnabled ? (isFocused ? theme.accent.adding(.reverse) : theme.accent) : textStyle(theme)
            canvas.write((isChosen ? "(•) " : "( ) ") + option, at: Point(x: x, y: y), style: style, maxWidth: frame.maxX - x)
        }
    }
}
