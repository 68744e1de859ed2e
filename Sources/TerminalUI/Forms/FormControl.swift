/// A control that can be a field of a `FormView`: the built-in ones (`TextField`, `TextArea`,
/// `Switch`, `Checkbox`, `RadioGroup`, `Select`, `Stepper`) and an app's own, which a
/// `FormField.control(_:label:value:validate:_:)` field puts in a form.
///
/// The form reads `formValue` to check and submit the field, sets it with `setFormValue(_:)`,
/// hears of each change the user makes through `Control.valueDidChange()`, and gives the
/// control its label once, with `configure(for:)`.
///
/// `Examples/CustomWidgets`' `DatePicker` holds a `CalendarDate` (a `FormFieldValue`):
///
/// ```swift
/// public var formValue: FormValue { .custom(date) }
///
/// public func setFormValue(_ value: FormValue) {
///     if let date = value.custom(as: CalendarDate.self) { setDate(date) }
/// }
/// ```
@MainActor
public protocol FormControl: Control {
    /// The field's value as the form checks and submits it (see `FormView.values`).
    var formValue: FormValue { get }
    /// Shows `value` (the field's first value, or `FormView.setValue(_:for:)`) without
    /// calling the control's `onChange`; a value of another kind is ignored.
    func setFormValue(_ value: FormValue)
    /// Where the field's label goes (by default the form draws it, `.inColumn`).
    var formLabelPlacement: FormLabelPlacement { get }
    /// The columns the control needs after its focus mark to show its whole value (a switch's
    /// `[○ ] Off`, a stepper's widest number, a select's longest option). A form whose label
    /// column leaves any control fewer columns than this stacks every label above its field
    /// (see `FormView.isStacked`). By default 10.
    ///
    /// ```swift
    /// public var formMinimumWidth: Int { "2026-12-24".count }
    /// ```
    var formMinimumWidth: Int { get }
    /// Called by the form that holds the control before its first layout, and again whenever
    /// the form goes from side by side to stacked or back: the field's label, the label
    /// column's width and what Enter does. By default it does nothing.
    func configure(for field: FormFieldContext)
}

extension FormControl {
    /// The form draws the label; the control starts after the label column.
    public var formLabelPlacement: FormLabelPlacement { .inColumn(drawsOwnFocusMark: false) }
    /// Nothing: the form draws the label.
    public func configure(for field: FormFieldContext) {}
    /// 10 columns: a short value.
    public var formMinimumWidth: Int { 10 }
}

/// Where a form field's label goes (see `FormControl.formLabelPlacement`).
public enum FormLabelPlacement: Equatable, Sendable {
    /// The control draws the label itself, padded to the label column's width
    /// (`FormFieldContext.labelColumnWidth`), and starts at the form's edge (a switch, a
    /// text field).
    case inControl
    /// The control draws the label after its value and starts at the form's edge (a
    /// checkbox): the label does not widen the label column.
    case afterValue
    /// The form draws the label in the label column and the control starts after it. With
    /// `drawsOwnFocusMark`, the control draws its focus mark in the column's last two cells (a
    /// radio group, with `Control.drawMarker`); without, the form draws it before the label
    /// (a text area).
    case inColumn(drawsOwnFocusMark: Bool)
}

/// What a form tells a control it holds (see `FormControl.configure(for:)`).
@MainActor
public struct FormFieldContext {
    /// The field's label: empty while the form draws it above the control (`labelIsAbove`),
    /// so a control that draws its label (`.inControl`) then draws none.
    public let label: String
    /// The width of the form's label column: the widest label before a value (0 while the
    /// labels are above their fields).
    public let labelColumnWidth: Int
    /// Whether the form is stacked (`FormView.isStacked`) and draws the label on its own row
    /// above the control, which then starts at the form's edge with its value.
    public let labelIsAbove: Bool
    /// What Enter does in a one-line field: "Next", or the form's submit title on the last field.
    public let enterTitle: String
    /// Moves the focus to the next field, or submits the form from the last one.
    public let advance: @MainActor () -> Void

    /// `label` padded with spaces to the label column's width.
    public var paddedLabel: String {
        label + String(repeating: " ", count: max(0, labelColumnWidth - label.displayWidth))
    }
}
