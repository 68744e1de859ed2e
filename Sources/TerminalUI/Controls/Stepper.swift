import TerminalCore

/// A whole number within a range, changed by a step (UIKit's `UIStepper`): Left or `-`
/// subtracts a step, Right or `+` adds one, Home and End go to the ends of the range; a click
/// on `[-]` or `[+]` does the same.
///
/// ![The Gallery's Stepper screen.](gallery-stepper)
///
/// Drawn `Title  [-] 3 [+]`.
///
/// ```swift
/// let quantity = Stepper("Quantity", value: 1, range: 1...10)
/// quantity.onChange = { value in print(value) }
/// ```
@MainActor
open class Stepper: Control, FormControl, PaddedTitleControl {
    /// The text before the number.
    public var title: String { didSet { setNeedsDisplay() } }
    /// The number, always within `range`. Set from code, it is clamped to `range`, redraws and
    /// does not call `onChange` (`change(to:)` changes it as the user would).
    public var value: Int {
        didSet {
            value = min(max(value, range.lowerBound), range.upperBound)
            if value != oldValue { setNeedsDisplay() }
        }
    }
    /// The values allowed.
    public var range: ClosedRange<Int> { didSet { value = min(max(value, range.lowerBound), range.upperBound); setNeedsDisplay() } }
    /// What one press adds or subtracts (at least 1).
    public var step: Int
    /// Called with the new value after the user changes it.
    public var onChange: (@MainActor (Int) -> Void)?
    /// Columns kept for the title, so controls stacked in a form line up (0: the title's width).
    public var titleWidth = 0

    /// A stepper titled `title` showing `value` (clamped to `range`), changed by `step`.
    public init(_ title: String, value: Int = 0, range: ClosedRange<Int> = 0...100, step: Int = 1) {
        self.title = title
        self.range = range
        self.step = max(1, step)
        self.value = min(max(value, range.lowerBound), range.upperBound)
        super.init()
    }

    /// Changes the value to `newValue` clamped to `range`, as the user would (calls
    /// `onChange` when it changes); nothing while disabled.
    public func change(to newValue: Int) {
        let clamped = min(max(newValue, range.lowerBound), range.upperBound)
        guard clamped != value else { return }
        perform {
            value = clamped
            onChange?(clamped)
            valueDidChange()
        }
    }

    open override var controlBindings: [KeyBinding] { stepBindings }

    /// The stepping keys, made once (their actions read the value when they run).
    private lazy var stepBindings: [KeyBinding] = [
        KeyBinding(.left, .char("-"), title: "Less", label: "←") { [weak self] in
            guard let self else { return }
            change(to: stepped(down: true))
        },
        KeyBinding(.right, .char("+"), title: "More", label: "→") { [weak self] in
            guard let self else { return }
            change(to: stepped(down: false))
        },
        KeyBinding(.home, title: "Least", isVisible: false) { [weak self] in
            guard let self else { return }
            change(to: range.lowerBound)
        },
        KeyBinding(.end, title: "Most", isVisible: false) { [weak self] in
            guard let self else { return }
            change(to: range.upperBound)
        },
    ]

    /// The value a step down or up from here, clamped to `range` (no overflow at Int's ends).
    private func stepped(down: Bool) -> Int {
        let (result, overflow) = down ? value.subtractingReportingOverflow(step) : value.addingReportingOverflow(step)
        return overflow ? (down ? range.lowerBound : range.upperBound) : result
    }

    /// A click focuses the stepper; on `[-]` or `[+]` it also steps.
    open override func handleMouse(_ event: MouseEvent) -> Bool {
        guard focusIfClicked(event) else { return false }
        let layout = layOutButtons()
        if layout.minus.contains(event.position.x) { change(to: stepped(down: true)) }
        if layout.plus.contains(event.position.x) { change(to: stepped(down: false)) }
        return true
    }

    /// The columns of `[-]` and `[+]` for the current title and value.
    private func layOutButtons() -> (minus: Range<Int>, plus: Range<Int>) {
        let start = frame.minX + 2 + paddedTitle.displayWidth
        let minus = start..<start + 3
        let plusStart = minus.upperBound + 1 + String(value).count + 1
        return (minus, plusStart..<plusStart + 3)
    }


    open override var growsBottomSheetToScreen: Bool { true }

    open override var inspectorSummary: String? { titledSummary(title, value: String(value)) }

    /// `.number(value)`.
    open var formValue: FormValue { .number(value) }

    /// Sets the number of a `.number` (clamped to `range`).
    open func setFormValue(_ value: FormValue) {
        if case .number(let number) = value { self.value = number }
    }

    /// The stepper draws its title, padded to the label column.
    open var formLabelPlacement: FormLabelPlacement { .inControl }

    /// `[-] N [+]` with the widest number of `range`.
    open var formMinimumWidth: Int { 8 + max(String(range.lowerBound).count, String(range.upperBound).count) }

    /// Takes the field's label as its title, padded to the form's label column.
    open func configure(for field: FormFieldContext) { takeTitle(from: field) }

    open override func draw(in canvas: inout Canvas, context: RenderContext) {
        let theme = context.theme
        var x = drawMarker(in: &canvas, context: context)
        x += canvas.write(paddedTitle, at: Point(x: x, y: frame.minY), style: textStyle(theme), maxWidth: frame.maxX - x)
        let buttonStyle = isEnabled ? theme.accent : theme.secondaryText
        x += canvas.write(value > range.lowerBound ? "[-]" : "[ ]", at: Point(x: x, y: frame.minY), style: buttonStyle, maxWidth: frame.maxX - x)
        let number = " \(value) "
        x += canvas.write(number, at: Point(x: x, y: frame.minY), style: isFocused ? theme.focusedField : textStyle(theme), maxWidth: frame.maxX - x)
        canvas.write(value < range.upperBound ? "[+]" : "[ ]", at: Point(x: x, y: frame.minY), style: buttonStyle, maxWidth: frame.maxX - x)
    }
}
