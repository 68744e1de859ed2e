import LCoordinator

/// What the README's compose form hands back.
struct Draft {
    let to: String
    let subject: String
}

/// The README's compose fields: each key names a field and its value type once.
enum Mail {
    static let to = FormKey<String>("to")
    static let subject = FormKey<String>("subject")
}

@MainActor
final class ComposeSnippetCoordinator: BaseRouterCoordinator {
    var outbox: [Draft] = []

    func compose() {
        // doc-snippet begin
        let compose = FormCoordinator(router: router, title: "Compose", fields: [
            .required(Mail.to, label: "To"),
            FormField(Mail.subject, label: "Subject"),
        ], submitTitle: "Send") { values in Draft(to: values[Mail.to], subject: values[Mail.subject]) }
        start(compose) { [weak self] draft in if let draft { self?.outbox.append(draft) } }   // nil after Esc
        // doc-snippet end
    }
}
