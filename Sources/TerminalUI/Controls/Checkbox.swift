import TerminalCore

/// A checkbox with a title: Space or Enter checks or clears it, as a click does.
///
/// ![The Gallery's Checkbox screen: toppings, one sold out and disabled.](gallery-checkbox)
///
/// Drawn `[x] Title` or `[ ] Title`.
///
/// ```swift
/// let terms = Checkbox("I accept the terms")
/// terms.onChange = { isChecked in print(isChecked) }
/// ```
@MainActor
open class Checkbox: ToggleButton {
    /// Whether the box is checked (`isOn`).
    public var isChecked: Bool {
        get { isOn }
        set { isOn = newValue }
    }

    /// A checkbox titled `title`.
    public init(_ title: String, isChecked: Bool = false) {
        super.init(title, isOn: isChecked)
    }

    /// "checked" or "unchecked".
    open override var stateDescription: String { isOn ? "checked" : "unchecked" }

    /// "Clear" or "Check".
    open override var toggleTitle: String { isOn ? "Clear" : "Check" }

    /// The title comes after the box.
    open override var formLabelPlacement: FormLabelPlacement { .afterValue }

    open override func draw(in canvas: inout Canvas, context: RenderContext) {
        let theme = context.theme
        var x = drawMarker(in: &canvas, context: context)
        let box = isOn ? "[x]" : "[ ]"
        let boxStyle = isEnabled && isFocused ? theme.accent.adding(.reverse) : textStyle(theme)
        x += canvas.write(box, at: Point(x: x, y: frame.minY), style: boxStyle, maxWidth: frame.maxX - x)
        canvas.write(" " + title, at: Point(x: x, y: frame.minY), style: textStyle(theme), maxWidth: frame.maxX - x)
    }
}
