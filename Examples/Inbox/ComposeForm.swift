import LCoordinator

/// The compose form: a bottom sheet handing back a `Draft` (nil after Esc).
@MainActor
enum ComposeForm {
    /// A compose flow on `router`, its To field filled with `to`.
    static func coordinator(router: any RouterProtocol, to: String = "") -> FormCoordinator<Draft> {
        FormCoordinator(router: router, title: "Compose", fields: [
            FormField("to", label: "To", text: to, placeholder: "name@example.com") { text in
                text.contains("@") ? nil : "An address needs an @"
            },
            .required("subject", label: "Subject"),
            FormField("body", label: "Message"),
        ], submitTitle: "Send", hint: "Tab moves between fields; Enter on the last one sends.") { values in
            Draft(to: values["to"], subject: values["subject"], body: values["body"])
        }
    }
}
