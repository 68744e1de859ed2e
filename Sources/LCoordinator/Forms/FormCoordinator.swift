import TerminalUI

/// A flow of one form that hands back what it makes of the submitted values: a bottom sheet by
/// default, as tall as the form up to the screen.
///
/// The submit button, or Enter on the last one-line text field, submits (when every field is
/// acceptable); Esc cancels and the starter gets nil, as it does when the form is taken away by
/// code. Build the fields from `FormKey`s and read the values with the same keys.
///
/// ```swift
/// let compose = FormCoordinator(router: router, title: "Compose", fields: [
///     .required(Mail.to, label: "To"),
///     FormField(Mail.subject, label: "Subject"),
/// ], submitTitle: "Send") { values in Draft(to: values[Mail.to], subject: values[Mail.subject]) }
/// start(compose) { draft in if let draft { outbox.append(draft) } }
/// ```
@MainActor
public final class FormCoordinator<Value>: BaseRouterCoordinator, ResultProducing {
    /// Where the form's value goes: delivered on submit, nil after Esc.
    public let result = ScreenResult<Value>()
    private let title: String
    private let fields: [FormField]
    private let submitTitle: String
    private let hint: String?
    private let makeValue: @MainActor (FormValues) -> Value

    /// - Parameters:
    ///   - router: the router to show the form with.
    ///   - title: the screen's title.
    ///   - fields: the form's fields, in focus order.
    ///   - submitTitle: the title of the submit button (and of Enter on the last text field).
    ///   - hint: a line of secondary text under the fields.
    ///   - presentationStyle: how the form is shown (default: a bottom sheet).
    ///   - makeValue: the result made of the submitted values.
    public init(router: any RouterProtocol, title: String, fields: [FormField], submitTitle: String = "Submit", hint: String? = nil,
                presentationStyle: RouterPresentationStyle = .panModel, makeValue: @escaping @MainActor (FormValues) -> Value) {
        self.title = title
        self.fields = fields
        self.submitTitle = submitTitle
        self.hint = hint
        self.makeValue = makeValue
        super.init(router: router, presentationStyle: presentationStyle)
    }

    /// Shows the form.
    public override func start() {
        let form = FormView(fields, submitTitle: submitTitle, hint: hint)
        form.onSubmit = { [weak self] values in self?.submit(values) }
        form.onCancel = { [weak self] in self?.cancel() }
        perform(FormViewController(title: title, form: form), from: self)
    }

    private func submit(_ values: FormValues) {
        result.send(makeValue(values))
        finish()
    }

    private func cancel() {
        result.cancel()
        finish()
    }
}
