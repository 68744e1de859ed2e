import TerminalCore

// MARK: - The control of each field
extension FormView {
    /// The control that asks for `field`: the built-in control of its kind, or the one an app's
    /// `.control` field makes.
    static func makeControl(for field: FormField) -> any FormControl {
        switch (field.kind, field.initialValue) {
        case (.text, _), (.secure, _):
            return TextField(text: field.text, placeholder: field.placeholder, isSecure: field.isSecure, maxLength: field.maxLength)
        case (.multiline(let lines), _):
            return TextArea(text: field.text, placeholder: field.placeholder, maxLength: field.maxLength, preferredRows: lines)
        case (.toggle, .flag(let value)):
            return Switch(field.label, value: value)
        case (.checkbox, .flag(let value)):
            return Checkbox(field.label, value: value)
        case (.radio(let options), .choice(let index)):
            return RadioGroup(options, selectedIndex: index)
        case (.select(let options), .choice(let index)):
            return Select(field.label, options: options, selectedIndex: index)
        case (.number(let range, let step), .number(let value)):
            return Stepper(field.label, value: value, range: range, step: step)
        case (.control(let make), let value):
            let control = make()
            control.setFormValue(value)
            return control
        default:
            // A kind built with a value of another kind: a text field showing the value.
            return TextField(text: field.initialValue.text, maxLength: field.maxLength)
        }
    }

    /// The widest label before a value (a label drawn after its value, a checkbox's, is not).
    static func labelWidth(of fields: [FormField], controls: [any FormControl]) -> Int {
        var widest = 0
        for (field, control) in zip(fields, controls) where control.formLabelPlacement != .afterValue {
            widest = max(widest, field.label.displayWidth)
        }
        return widest
    }

    /// Gives control `index` its label and Enter, and hooks it so that each change is checked
    /// as it happens.
    func configure(_ control: any FormControl, at index: Int) {
        control.valueObserver = { [weak self] in self?.fieldDidChange(at: index) }
        configureLabel(of: control, at: index)
    }

    /// Tells control `index` where its label goes: beside it in the label column, or (stacked)
    /// above it, drawn by the form.
    func configureLabel(of control: any FormControl, at index: Int) {
        let above = hasLabelAbove(at: index, stacked: isStacked)
        control.formFieldLabel = fields[index].label
        control.configure(for: FormFieldContext(label: above ? "" : fields[index].label, labelColumnWidth: isStacked ? 0 : labelWidth,
                                                labelIsAbove: above,
                                                enterTitle: index == fields.count - 1 ? submitTitle : "Next",
                                                advance: { [weak self] in self?.enterPressed(onFieldAt: index) }))
    }

    /// Whether field `index` has its label on a row of its own above the control: in a stacked
    /// form, every label but one drawn after its value (a checkbox's).
    func hasLabelAbove(at index: Int, stacked: Bool) -> Bool {
        stacked && controls[index].formLabelPlacement != .afterValue && !fields[index].label.isEmpty
    }

    /// The rows of field `index`'s label above its control in a form `width` columns wide (none
    /// side by side): wrapped after the focus mark, never cut mid-word.
    func labelLines(at index: Int, stacked: Bool, width: Int) -> [String] {
        hasLabelAbove(at: index, stacked: stacked) ? fields[index].label.wrapped(toWidth: max(1, width - 2)) : []
    }

    /// Whether a form `width` columns wide (less the side padding) stacks its labels above the
    /// fields: when the label column (the focus mark, the widest label and two spaces) takes
    /// more than half the width, or leaves a control fewer columns than its
    /// `formMinimumWidth`. One answer for the whole form, so it reads one way.
    func stacks(width: Int) -> Bool {
        let indent = 2 + labelWidth + 2
        guard labelWidth > 0 else { return false }
        if indent > width / 2 { return true }
        // Every value starts at the indent (a radio group's focus mark sits in the column's last two cells).
        return controls.contains { $0.formLabelPlacement != .afterValue && indent + $0.formMinimumWidth > width }
    }

    /// The value field `index` holds now.
    func value(at index: Int) -> FormValue {
        controls[index].formValue
    }

    /// Sets field `index` to `value` (a value of another kind than the field's is ignored).
    func setValue(_ value: FormValue, at index: Int) {
        controls[index].setFormValue(value)
        setNeedsDisplay()
    }

    /// Whether field `index` draws its own label (the others get theirs from the form).
    func drawsOwnLabel(at index: Int) -> Bool {
        controls[index].formLabelPlacement != .inColumn(drawsOwnFocusMark: true)
            && controls[index].formLabelPlacement != .inColumn(drawsOwnFocusMark: false)
    }
}
