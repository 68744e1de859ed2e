import TerminalCore

/// A control that is on or off, with a title: the base of `Switch` and `Checkbox` (as
/// Textual's `ToggleButton`). Space or Enter flips it, as a click does; `onChange` hears the
/// new state, and a `FormView` reads it as `.flag`.
///
/// A subclass draws the state its own way (`draw(in:context:)`) and names it
/// (`stateDescription`, `toggleTitle`).
@MainActor
open class ToggleButton: Control, FormControl {
    /// The control's title.
    public var title: String { didSet { setNeedsDisplay() } }
    /// Whether the control is on (checked, for a `Checkbox`). Set from code, it redraws and
    /// does not call `onChange`.
    public var value: Bool { didSet { if value != oldValue { setNeedsDisplay() } } }
    /// Called with the new state after the user flips the control.
    public var onChange: (@MainActor (Bool) -> Void)?

    /// A control titled `title`, on or off.
    public init(_ title: String, value: Bool = false) {
        self.title = title
        self.value = value
        super.init()
    }

    /// Flips the control as the user would (calls `onChange`); nothing while disabled.
    public func toggle() {
        perform {
            value.toggle()
            onChange?(value)
            valueDidChange()
        }
    }

    /// The state in words, for the inspector ("on"/"off").
    open var stateDescription: String { value ? "on" : "off" }

    /// The footer's title of Space: what it does now ("Turn off"/"Turn on").
    open var toggleTitle: String { value ? "Turn off" : "Turn on" }

    open override var controlBindings: [KeyBinding] {
        [KeyBinding(.space, .enter, title: toggleTitle, label: "Space") { [weak self] in self?.toggle() }]
    }

    /// A click focuses the control and flips it.
    open override func handleMouse(_ event: MouseEvent) -> Bool {
        guard focusIfClicked(event) else { return false }
        toggle()
        return true
    }

    /// A sheet holding a control grows as tall as its content, up to the screen: a control cut
    /// off at the sheet's edge could take the focus unseen.
    open override var growsBottomSheetToScreen: Bool { true }

    open override var inspectorSummary: String? { titledSummary(title, value: stateDescription) }

    // MARK: - FormControl

    /// `.flag(value)`.
    open var formValue: FormValue { .flag(value) }

    /// Sets `value` from a `.flag`.
    open func setFormValue(_ value: FormValue) {
        if case .flag(let flag) = value { self.value = flag }
    }

    /// The control draws its title itself.
    open var formLabelPlacement: FormLabelPlacement { .inControl }

    /// The state's width (`[○ ] Off`, 8 columns): a subclass that draws it otherwise says so.
    open var formMinimumWidth: Int { "[○ ] Off".displayWidth }

    /// Takes the field's label as its title.
    open func configure(for field: FormFieldContext) { title = field.label }
}
