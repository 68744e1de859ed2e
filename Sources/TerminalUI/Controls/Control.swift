import TerminalCore

/// A view the user works with (a button, a field, a switch, a list, a table): it takes focus,
/// keys and clicks while enabled, and draws dimmed, skipped by Tab and deaf to keys and clicks
/// while not. Every focusable view of TerminalUI is one, and an app's own widget subclasses it
/// to get the same (see <doc:WritingAWidget>).
///
/// What a control gets here, once for all:
/// - `isEnabled`: a disabled control cannot be focused, offers no `controlBindings` and takes
///   no clicks;
/// - the focus mark, `drawMarker(in:context:row:)`: "› " while focused, so golden screens and
///   screen readers see the focus in text, with the hardware cursor on it;
/// - the footer's keys, `controlBindings`, offered only while enabled;
/// - click to focus: `handleMouse(_:)` focuses the control on a click;
/// - `perform(_:)`, which makes a change only while enabled and asks for a frame;
/// - `valueDidChange()`, which tells a `FormView` holding the control that the user changed it;
/// - the inspector's `enabled`/`disabled` and `focused` (a subclass adds `inspectorSummary`).
@MainActor
open class Control: View {
    /// Whether the control takes focus, keys and clicks; a disabled one draws dimmed.
    open var isEnabled = true { didSet { if isEnabled != oldValue { invalidateKeyBindings(); setNeedsDisplay() } } }

    /// True while a `FormView` draws this control's focus mark before its label
    /// (`.inColumn(drawsOwnFocusMark: false)`): `drawMarker` then draws none, so an app's control
    /// that marks its focus shows one mark in a form and one on its own.
    var formDrawsFocusMark = false

    /// Called by `valueDidChange()`: set by a `FormView` that holds this control.
    var valueObserver: (@MainActor () -> Void)?

    /// The label of the form field this control is (nil outside a form): a built-in control whose
    /// title is empty while its form draws the label above it still names itself by it (the
    /// footer's "Choose shipping", the inspector's line).
    var formFieldLabel: String?

    /// `"title" = value`, the control's `inspectorSummary`: the form field's label names a
    /// control whose `title` is empty.
    final func titledSummary(_ title: String, value: String) -> String {
        "\(View.inspectorQuoted(title.isEmpty ? formFieldLabel ?? "" : title)) = \(value)"
    }

    /// A control, enabled.
    public override init() { super.init() }

    open override var canBecomeFocused: Bool { isEnabled }

    open override var handlesMouse: Bool { isEnabled }

    /// The bindings of an enabled control (none while disabled); the footer and `?` show them.
    open var controlBindings: [KeyBinding] { [] }

    open override var keyBindings: [KeyBinding] {
        get { isEnabled ? controlBindings.followed(by: super.keyBindings) : super.keyBindings }
        set { super.keyBindings = newValue }
    }

    /// Tab, "Next field": moves the focus to the next view of the screen (a text field or a text
    /// area names it, since Tab is the way out of a field that types).
    var nextFieldBinding: KeyBinding {
        KeyBinding(.tab, title: "Next field", label: "Tab") { [weak self] in _ = self?.viewController?.focusScope.moveFocus(forward: true) }
    }

    /// A click focuses the control; a subclass that acts on clicks calls `focusIfClicked(_:)`
    /// first, then acts.
    open override func handleMouse(_ event: MouseEvent) -> Bool { focusIfClicked(event) }

    open override func sizeThatFits(_ size: Size) -> Size { Size(width: size.width, height: 1) }

    /// Its drawing only writes cells (and the cursor).
    open override var drawsOnlyCells: Bool { true }

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
        if formDrawsFocusMark {
            if isFocused { context.reportFocus(at: point) }
            return frame.minX
        }
        let width = canvas.write(isFocused ? "› " : "  ", at: point, style: context.theme.accent, maxWidth: frame.width)
        if isFocused { context.reportFocus(at: point) }
        return frame.minX + width
    }

    /// Runs `change` and asks for a frame when the control is enabled; returns whether it was.
    /// A control makes each change the user asks for (a key, a click, its own `toggle()`)
    /// through it, so a disabled control changes nothing.
    @discardableResult
    public func perform(_ change: () -> Void) -> Bool {
        guard isEnabled else { return false }
        change()
        setNeedsDisplay()
        return true
    }

    /// Tells whoever holds the control (a `FormView` checks the field again) that the user
    /// changed its value; call it after each such change, beside the control's own `onChange`.
    public func valueDidChange() {
        valueObserver?()
    }

    /// `enabled` or `disabled`, for the inspector.
    override var inspectorIsEnabled: Bool? { isEnabled }
}
