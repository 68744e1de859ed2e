import TerminalCore

/// An on/off switch with a title (UIKit's `UISwitch`): Space or Enter flips it, as a click does.
///
/// ![The Gallery's Switch screen: Wi-Fi on, Bluetooth off, Airplane mode disabled.](gallery-switch)
///
/// Drawn `Title  [ ●] On` or `Title  [○ ] Off`, so the state reads in text without colour.
///
/// ```swift
/// let giftWrap = Switch("Gift wrap", isOn: false)
/// giftWrap.onChange = { isOn in print(isOn) }
/// ```
@MainActor
open class Switch: Control {
    /// The text before the switch.
    public var title: String { didSet { setNeedsDisplay() } }
    /// Whether the switch is on.
    public var isOn: Bool { didSet { if isOn != oldValue { setNeedsDisplay() } } }
    /// Called with the new state after the user flips the switch.
    public var onChange: (@MainActor (Bool) -> Void)?
    /// Columns kept for the title, so switches stacked in a form line up (0: the title's width).
    public var titleWidth = 0

    /// A switch titled `title`.
    public init(_ title: String, isOn: Bool = false) {
        self.title = title
        self.isOn = isOn
        super.init()
    }

    /// Flips the switch as the user would (calls `onChange`); nothing while disabled.
    public func toggle() {
        _ = perform {
            isOn.toggle()
            onChange?(isOn)
        }
    }

    open override var controlBindings: [KeyBinding] {
        [KeyBinding(.space, .enter, title: isOn ? "Turn off" : "Turn on", label: "Space") { [weak self] in self?.toggle() }]
    }

    /// A click focuses the switch and flips it.
    open override func handleMouse(_ event: MouseEvent) -> Bool {
        guard focusIfClicked(event) else { return false }
        toggle()
        return true
    }

    open override func draw(in canvas: inout Canvas, context: RenderContext) {
        let theme = context.theme
        var x = drawMarker(in: &canvas, context: context)
        let padded = title + String(repeating: " ", count: max(0, titleWidth - title.displayWidth))
        if !padded.isEmpty {
            x += canvas.write(padded + "  ", at: Point(x: x, y: frame.minY), style: textStyle(theme), maxWidth: frame.maxX - x)
        }
        let knob = isOn ? "[ ●] On" : "[○ ] Off"
        let style = !isEnabled ? theme.secondaryText : isOn ? theme.success : theme.text
        canvas.write(knob, at: Point(x: x, y: frame.minY), style: isFocused ? style.adding(.reverse) : style, maxWidth: frame.maxX - x)
    }
}
