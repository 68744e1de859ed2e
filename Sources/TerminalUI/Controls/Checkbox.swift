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
open class Checkbox: Control {
    /// The text after the box.
    public var title: String { didSet { setNeedsDisplay() } }
    /// Whether the box is checked.
    public var isChecked: Bool { didSet { if isChecked != oldValue { setNeedsDisplay() } } }
    /// Called with the new state after the user checks or clears the box.
    public var onChange: (@MainActor (Bool) -> Void)?

    /// A checkbox titled `title`.
    public init(_ title: String, isChecked: Bool = false) {
        self.title = title
        self.isChecked = isChecked
        super.init()
    }

    /// Checks or clears the box as the user would (calls `onChange`); nothing while disabled.
    public func toggle() {
        _ = perform {
            isChecked.toggle()
            onChange?(isChecked)
        }
    }

    open override var controlBindings: [KeyBinding] {
        [KeyBinding(.space, .enter, title: isChecked ? "Clear" : "Check", label: "Space") { [weak self] in self?.toggle() }]
    }

    /// A click focuses the box and checks or clears it.
    open override func handleMouse(_ event: MouseEvent) -> Bool {
        guard focusIfClicked(event) else { return false }
        toggle()
        return true
    }

    open override func draw(in canvas: inout Canvas, context: RenderContext) {
        let theme = context.theme
        var x = drawMarker(in: &canvas, context: context)
        let box = isChecked ? "[x]" : "[ ]"
        let boxStyle = isEnabled && isFocused ? theme.accent.adding(.reverse) : textStyle(theme)
        x += canvas.write(box, at: Point(x: x, y: frame.minY), style: boxStyle, maxWidth: frame.maxX - x)
        canvas.write(" " + title, at: Point(x: x, y: frame.minY), style: textStyle(theme), maxWidth: frame.maxX - x)
    }
}
