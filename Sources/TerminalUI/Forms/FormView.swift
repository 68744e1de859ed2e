import TerminalCore

/// Labelled fields of every kind (text, secure, multi-line, switch, checkbox, radio, select,
/// number) in focus order, each with its validation message below it, a hint, and the submit
/// and cancel buttons.
///
/// ![The Gallery's sign-up form, its terms not accepted.](gallery-form)
///
/// Tab and Shift+Tab follow the fields' order, then the buttons. Enter in a one-line text field
/// moves to the next field, and submits from the last field when that is text. A field is
/// checked as it changes (its message shows once the user changed it) and every field again on
/// submit: a submit with a field not acceptable shows the messages, focuses that field and
/// submits nothing. Messages wrap and show in full; when rows are short the hint gives way
/// first, then the fields scroll, and the buttons stay. When the label column leaves a control
/// less than it needs (narrow terminals, long labels), every label goes above its field
/// (`isStacked`).
///
/// ```swift
/// enum Compose {
///     static let to = FormKey<String>("to")
///     static let urgent = FormKey<Bool>("urgent")
/// }
/// let form = FormView([
///     .required(Compose.to, label: "To"),
///     .toggle(Compose.urgent, label: "Urgent"),
/// ], submitTitle: "Send", hint: "Enter on the last field sends")
/// form.onSubmit = { values in print(values[Compose.to], values[Compose.urgent]) }
/// ```
@MainActor
public final class FormView: View {
    /// The fields, in focus order.
    public let fields: [FormField]
    /// A form scrolls: its sheet takes the screen's height.
    public override var growsBottomSheetToScreen: Bool { true }
    /// The title of the submit button (and of Enter on the last text field).
    public let submitTitle: String
    /// The title of the cancel button and of Esc, shown while `onCancel` is set.
    public let cancelTitle: String
    /// A line of secondary text above the buttons (nil for none); it gives way first when rows are short.
    public var hint: String?
    /// Called with the values when a submit finds every field acceptable.
    public var onSubmit: (@MainActor (FormValues) -> Void)?
    /// Called on Esc and by the cancel button; when nil, there is no cancel button and Esc goes
    /// on to the screen (back, or closing a sheet).
    public var onCancel: (@MainActor () -> Void)? { didSet { invalidateKeyBindings(); cancelButton.isHidden = onCancel == nil } }
    /// Whether every field's message shows (after the first submit that found one).
    public private(set) var showsMessages = false
    /// Whether the labels are on rows of their own above their fields, as last laid out: when
    /// the label column would take more than half the width, or leave a control fewer columns
    /// than its `FormControl.formMinimumWidth` (a switch would lose `On`, a stepper its
    /// number). Decided for the whole form, so it reads one way; a checkbox keeps its label
    /// after its box either way.
    public internal(set) var isStacked = false
    /// The fields changed by the user, whose messages show as they change.
    private var changedFields = Set<Int>()
    /// The first content row shown, when the fields are taller than their room.
    package var scrollOffset: Int { scrollPosition.offset }
    /// The scroll position (a `RowCursor`'s offset: a form selects no row, its focus does).
    var scrollPosition = RowCursor()
    /// Whether the last layout had room for the hint.
    package internal(set) var showsHint = false
    /// Whether the wheel scrolled the fields since the focus or a value last changed: the
    /// layout then leaves the rows where the wheel put them.
    var isScrolledByWheel = false
    /// The field focused at the last layout (nil: none, or a button).
    var focusedAtLastLayout: Int?

    /// The control of each field, in the order of `fields`.
    let controls: [any FormControl]
    /// The width of the label column (see `labelWidth(of:controls:)`).
    let labelWidth: Int
    /// The submit button.
    let submitButton: Button
    /// The cancel button (hidden while `onCancel` is nil).
    let cancelButton: Button
    /// Where each field starts, in content rows, and its height, as last laid out.
    var placements: [(top: Int, height: Int, messageLines: [String])] = []

    /// A form of `fields`; the submit button and Enter on the last text field are titled
    /// `submitTitle`, the cancel button and Esc `cancelTitle`.
    public init(_ fields: [FormField], submitTitle: String = "Submit", cancelTitle: String = "Cancel", hint: String? = nil) {
        self.fields = fields
        self.submitTitle = submitTitle
        self.cancelTitle = cancelTitle
        self.hint = hint
        controls = fields.map(Self.makeControl(for:))
        labelWidth = Self.labelWidth(of: fields, controls: controls)
        submitButton = Button(submitTitle) {}
        cancelButton = Button(cancelTitle) {}
        super.init()
        cancelButton.isHidden = true
        for (index, control) in controls.enumerated() {
            addSubview(control)
            configure(control, at: index)
        }
        addSubview(submitButton)
        addSubview(cancelButton)
        submitButton.action = { [weak self] in self?.submit() }
        cancelButton.action = { [weak self] in self?.onCancel?() }
    }

    /// Every field's value, by id.
    public var values: FormValues {
        var values: [String: FormValue] = [:]
        for index in fields.indices { values[fields[index].id] = value(at: index) }
        return FormValues(values: values)
    }

    /// The message of the field `id` for its current value; nil when it is acceptable.
    public func message(for id: String) -> String? {
        guard let index = fields.firstIndex(where: { $0.id == id }) else { return nil }
        return fields[index].check(value(at: index))
    }

    /// Replaces the text of the text field `id`.
    public func setText(_ text: String, for id: String) {
        guard let index = fields.firstIndex(where: { $0.id == id }) else { return }
        setValue(.text(text), at: index)
    }

    /// Replaces the value of the field of `key`.
    public func setValue<Value>(_ value: FormValue, for key: FormKey<Value>) {
        guard let index = fields.firstIndex(where: { $0.id == key.name }) else { return }
        setValue(value, at: index)
    }

    /// Checks every field and calls `onSubmit` when all are acceptable; otherwise shows the
    /// messages and focuses the first field that has one.
    public func submit() {
        let invalid = fields.indices.first { fields[$0].check(value(at: $0)) != nil }
        guard let invalid else {
            onSubmit?(values)
            return
        }
        showsMessages = true
        viewController?.focus(controls[invalid])
        setNeedsDisplay()
    }

    /// Notes that the user changed field `index`: its message shows from now on.
    func fieldDidChange(at index: Int) {
        changedFields.insert(index)
        isScrolledByWheel = false
        setNeedsDisplay()
    }

    /// Whether the message of field `index` shows (when it has one).
    func showsMessage(at index: Int) -> Bool {
        showsMessages || changedFields.contains(index)
    }

    /// Enter in the one-line text field `index`: the next field, or a submit from the last.
    func enterPressed(onFieldAt index: Int) {
        if index + 1 < controls.count {
            viewController?.focus(controls[index + 1])
        } else {
            submit()
        }
    }

    /// Every row (the hint's and the buttons' included); a sheet holding the form is this tall, up to the screen.
    public override func sizeThatFits(_ size: Size) -> Size { fittingSize(size) }

    public override func layoutSubviews() { layOutFields() }

    public override func draw(in canvas: inout Canvas, context: RenderContext) { drawForm(in: &canvas, context: context) }

    public override var handlesMouse: Bool { true }

    /// The wheel scrolls the fields of a form taller than its frame (a control under the
    /// pointer that takes the wheel, an open select, gets it first).
    public override func handleMouse(_ event: MouseEvent) -> Bool { scrollByWheel(event) }

    public override var keyBindings: [KeyBinding] {
        get {
            var bindings = super.keyBindings
            if onCancel != nil {
                bindings.append(KeyBinding(.escape, title: cancelTitle) { [weak self] in self?.onCancel?() })
            }
            return bindings
        }
        set { super.keyBindings = newValue }
    }
}
