import TerminalCore

// MARK: - The control of each kind of field
extension FormView {
    /// The control that asks for `field`, its label padded to `labelWidth`.
    static func makeControl(for field: FormField, labelWidth: Int, isLast: Bool, submitTitle: String) -> View {
        // The text field adds one space after its label: two in all, as the other controls leave.
        let padded = field.label + String(repeating: " ", count: max(0, labelWidth - field.label.displayWidth)) + " "
        switch (field.kind, field.initialValue) {
        case (.text, _), (.secure, _):
            return TextField(label: padded, text: field.text, placeholder: field.placeholder, isSecure: field.isSecure,
                             maxLength: field.maxLength, submitTitle: isLast ? submitTitle : "Next")
        case (.multiline(let lines), _):
            return TextArea(text: field.text, placeholder: field.placeholder, maxLength: field.maxLength, preferredRows: lines)
        case (.toggle, .flag(let isOn)):
            let control = Switch(field.label, isOn: isOn)
            control.titleWidth = labelWidth
            return control
        case (.checkbox, .flag(let isChecked)):
            return Checkbox(field.label, isChecked: isChecked)
        case (.radio(let options), .choice(let index)):
            return RadioGroup(options, selectedIndex: index)
        case (.select(let options), .choice(let index)):
            let control = Select(field.label, options: options, selectedIndex: index)
            control.titleWidth = labelWidth
            return control
        case (.number(let range, let step), .number(let value)):
            let control = Stepper(field.label, value: value, range: range, step: step)
            control.titleWidth = labelWidth
            return control
        default:
            // A kind built with a value of another kind: a text field showing the value.
            return TextField(label: padded, text: field.initialValue.text, maxLength: field.maxLength)
        }
    }

    /// Hooks the control of field `index` so that each change is checked as it happens.
    func observeChanges(of control: View, at index: Int) {
        let changed: @MainActor () -> Void = { [weak self] in self?.fieldDidChange(at: index) }
        switch control {
        case let field as TextField:
            field.onChange = { _ in changed() }
            field.onSubmit = { [weak self] _ in self?.enterPressed(onFieldAt: index) }
        case let area as TextArea: area.onChange = changed
        case let toggle as Switch: toggle.onChange = { _ in changed() }
        case let box as Checkbox: box.onChange = { _ in changed() }
        case let group as RadioGroup: group.onChange = { _ in changed() }
        case let select as Select: select.onChange = { _ in changed() }
        case let stepper as Stepper: stepper.onChange = { _ in changed() }
        default: break
        }
    }

    /// The value field `index` holds now.
    func value(at index: Int) -> FormValue {
        switch controls[index] {
        case let field as TextField: .text(field.text)
        case let area as TextArea: .text(area.text)
        case let toggle as Switch: .flag(toggle.isOn)
        case let box as Checkbox: .flag(box.isChecked)
        case let group as RadioGroup: .choice(group.selectedIndex)
        case let select as Select: .choice(select.selectedIndex)
        case let stepper as Stepper: .number(stepper.value)
        default: fields[index].initialValue
        }
    }

    /// Sets field `index` to `value` (a value of another kind than the field's is ignored).
    func setValue(_ value: FormValue, at index: Int) {
        switch (controls[index], value) {
        case (let field as TextField, .text(let text)): field.setText(text)
        case (let area as TextArea, .text(let text)): area.setText(text)
        case (let toggle as Switch, .flag(let flag)): toggle.isOn = flag
        case (let box as Checkbox, .flag(let flag)): box.isChecked = flag
        case (let group as RadioGroup, .choice(let choice)): group.selectedIndex = choice
        case (let select as Select, .choice(let choice)): select.setSelectedIndex(choice)
        case (let stepper as Stepper, .number(let number)): stepper.setValue(number)
        default: return
        }
        setNeedsDisplay()
    }

    /// Whether field `index` draws its own label (the others get theirs from the form).
    func drawsOwnLabel(at index: Int) -> Bool {
        !(controls[index] is RadioGroup || controls[index] is TextArea)
    }
}
