import LCoordinator

/// The compose form: a bottom sheet handing back a `Draft` (nil after Esc).
@MainActor
enum ComposeForm {
    /// A compose flow on `router`, its fields filled from `draft`.
    static func coordinator(router: any RouterProtocol, draft: Draft = Draft()) -> FormCoordinator<Draft> {
        FormCoordinator(router: router, title: "Compose", fields: [
            FormField(ComposeKeys.to, label: "To", text: draft.to, placeholder: "name@example.com") { text in
                text.contains("@") ? nil : "An address needs an @"
            },
            .required(ComposeKeys.subject, label: "Subject", text: draft.subject),
            .multiline(ComposeKeys.body, label: "Message", text: draft.body, lines: 3),
        ], submitTitle: "Send", hint: "Tab: next field, then Send. Enter in Message: a new line.", makeValue: draft(of:))
    }

    /// The draft the form's `values` make.
    static func draft(of values: FormValues) -> Draft {
        Draft(to: values[ComposeKeys.to], subject: values[ComposeKeys.subject], body: values[ComposeKeys.body])
    }

    /// The draft being written in the compose sheet under `root`, if one is open.
    static func openDraft(under root: any Coordinator) -> Draft? {
        guard let compose = root.findCoordinator(as: FormCoordinator<Draft>.self),
              let screen = compose.router.navigationController.viewControllers.first as? FormViewController
        else { return nil }
        return draft(of: screen.form.values)
    }
}
