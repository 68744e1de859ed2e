import TerminalCore

/// An on/off switch with a title (UIKit's `UISwitch`): Space or Enter flips it, as a click does.
///
/// ![The Gallery's Switch screen: Wi-Fi on, Bluetooth off, Airplane mode disabled.](gallery-switch)
///
/// Drawn `Title  [ ●] On` or `Title  [○ ] Off`, so the state reads in text without colour.
///
/// ```swift
/// let giftWrap = Switch("Gift wrap", value: false)
/// giftWrap.onChange = { value in print(value) }
/// ```
@MainActor
open class Switch: ToggleButton {
    /// Columns kept for the title, so switches stacked in a form line up (0: the title's width).
    public var titleWidth = 0

    /// A switch titled `title`.
    public override init(_ title: String, value: Bool = false) {
        super.init(title, value: value)
    }

    /// Takes the field's label as its title, padded to the form's label column.
    open override func configure(for field: FormFieldContext) {
        super.configure(for: field)
        titleWidth = field.labelColumnWidth
    }

    open override func draw(in canvas: inout Canvas, context: RenderContext) {
        let theme = context.theme
        var x = drawMarker(in: &canvas, context: context)
        let padded = title + String(repeating: " ", count: max(0, titleWidth - title.displayWidth))
        if !padded.isEmpty {
            x += canvas.write(padded + "  ", at: Point(x: x, y: frame.minY), style: textStyle(theme), maxWidth: frame.maxX - x)
        }
        let knob = value ? "[ ●] On" : "[○ ] Off"
        let style = !isEnabled ? theme.secondaryText : value ? theme.success : theme.text
        canvas.write(knob, at: Point(x: x, y: frame.minY), style: isFocused ? style.adding(.reverse) : style, maxWidth: frame.maxX - x)
    }
}
