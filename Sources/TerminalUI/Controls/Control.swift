import TerminalCore

/// A view the user changes (a switch, a checkbox, a stepper): it takes focus, keys and clicks
/// while enabled, and draws dimmed, skipped by Tab and deaf to keys and clicks while not.
///
/// Subclasses draw their focus mark with `drawMarker(in:context:)` ("› " while focused, as
/// buttons and fields do, so golden screens and screen readers see the focus in text) and give
/// their bindings in `controlBindings`, which are offered only while the control is enabled.
@MainActor
open class Control: View {
    /// Whether the control takes focus, keys and clicks; a disabled one draws dimmed.
    public var isEnabled = true { didSet { if isEnabled != oldValue { invalidateKeyBindings(); setNeedsDisplay() } } }

    /// A control, enabled.
    public override init() { super.init() }

    open override var canBecomeFocused: Bool { isEnabled }

    /// A sheet holding a control grows as tall as its content, up to the screen: a control cut
    /// off at the sheet's edge could take the focus unseen.
    override var growsBottomSheetToScreen: Bool { true }

    open override var handlesMouse: Bool { isEnabled }

    /// The bindings of an enabled control (none while disabled); the footer and `?` show them.
    open var controlBindings: [KeyBinding] { [] }

    open override var keyBindings: [KeyBinding] {
        get { (isEnabled ? controlBindings : []) + super.keyBindings }
        set { super.keyBindings = newValue }
    }

    open override func handleKey(_ event: KeyEvent) -> Bool {
        guard isEnabled else { return false }
        return super.handleKey(event)
    }

    open override func sizeThatFits(_ size: Size) -> Size { Size(width: size.width, height: 1) }

    /// Its drawing only writes cells (and the cursor).
    package override var drawsOnlyCells: Bool { true }

    /// The style of the control's text: the theme's text, accent while focused, secondary
    /// (dim) while disabled.
    public func textStyle(_ theme: Theme) -> Style {
        guard isEnabled else { return theme.secondaryText }
        return isFocused ? theme.accent : theme.text
    }

    /// Draws the focus mark at the start of row `y` (the frame's first row when nil) and
    /// returns the column after it. While focused, the hardware cursor goes on the mark.
    @discardableResult
    public func drawMarker(in canvas: inout Canvas, context: RenderContext, row y: Int? = nil) -> Int {
        let point = Point(x: frame.minX, y: y ?? frame.minY)
        let width = canvas.write(isFocused ? "› " : "  ", at: point, style: context.theme.accent, maxWidth: frame.width)
        if isFocused { context.reportFocus(at: point) }
        return frame.minX + width
    }

    /// Runs `change` and asks for a frame when the control is enabled; returns whether it was.
    func perform(_ change: () -> Void) -> Bool {
        guard isEnabled else { return false }
        change()
        setNeedsDisplay()
        return true
    }
}
