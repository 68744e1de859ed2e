import LCoordinator

/// What the README's compose form hands back.
struct Draft {
    let to: String
    let subject: String
}

@MainActor
final class ComposeSnippetCoordinator: BaseRouterCoordinator {
    var outbox: [Draft] = []

    func compose() {
        // doc-snippet begin
        let compose = FormCoordinator(router: router, title: "Compose", fields: [
            .required("to", label: "To"),
            FormField("subject", label: "Subject"),
        ], submitTitle: "Send") { values in Draft(to: values["to"], subject: values["subject"]) }
        start(compose) { [weak self] draft in if let draft { self?.outbox.append(draft) } }   // nil after Esc
        // doc-snippet end
    }
}
