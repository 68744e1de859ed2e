import LCoordinator

/// The compose form: a bottom sheet handing back a `Draft` (nil after Esc).
@MainActor
enum ComposeForm {
    /// A compose flow on `router`, its fields filled from `draft`.
    static func coordinator(router: any RouterProtocol, draft: Draft = Draft()) -> FormCoordinator<Draft> {
        FormCoordinator(router: router, title: "Compose", fields: [
            FormField("to", label: "To", text: draft.to, placeholder: "name@example.com") { text in
                text.contains("@") ? nil : "An address needs an @"
            },
            .required("subject", label: "Subject", text: draft.subject),
            FormField("body", label: "Message", text: draft.body),
        ], submitTitle: "Send", hint: "Tab moves between fields; Enter on the last one sends.", makeValue: draft(of:))
    }

    /// The draft the form's `values` make.
    static func draft(of values: FormValues) -> Draft {
        Draft(to: values["to"], subject: values["subject"], body: values["body"])
    }

    /// The draft being written in the compose sheet under `root`, if one is open.
    static func openDraft(under root: any Coordinator) -> Draft? {
        guard let compose = root.findCoordinator(as: FormCoordinator<Draft>.self),
              let screen = compose.router.navigationController.viewControllers.first as? FormViewController
        else { return nil }
        return draft(of: screen.form.values)
    }
}
