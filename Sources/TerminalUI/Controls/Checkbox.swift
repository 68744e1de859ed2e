import TerminalCore

/// A checkbox with a title: Space or Enter checks or clears it, as a click does.
///
/// ![The Gallery's Checkbox screen: toppings, one sold out and disabled.](gallery-checkbox)
///
/// Drawn `[x] Title` or `[ ] Title`.
///
/// ```swift
/// let terms = Checkbox("I accept the terms")
/// terms.onChange = { value in print(value) }
/// ```
@MainActor
open class Checkbox: ToggleButton {
    /// A checkbox titled `title`.
    public override init(_ title: String, value: Bool = false) {
        super.init(title, value: value)
    }

    /// "checked" or "unchecked".
    open override var stateDescription: String { value ? "checked" : "unchecked" }

    /// "Clear" or "Check".
    open override var toggleTitle: String { value ? "Clear" : "Check" }

    /// The title comes after the box.
    open override var formLabelPlacement: FormLabelPlacement { .afterValue }

    /// The box, `[x]` (its title follows it, outside the label column).
    open override var formMinimumWidth: Int { 3 }

    open override func draw(in canvas: inout Canvas, context: RenderContext) {
        let theme = context.theme
        var x = drawMarker(in: &canvas, context: context)
        let box = value ? "[x]" : "[ ]"
        let boxStyle = isEnabled && isFocused ? theme.accent.adding(.reverse) : textStyle(theme)
        x += canvas.write(box, at: Point(x: x, y: frame.minY), style: boxStyle, maxWidth: frame.maxX - x)
        canvas.write(" " + title, at: Point(x: x, y: frame.minY), style: textStyle(theme), maxWidth: frame.maxX - x)
    }
}
