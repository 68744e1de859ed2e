import TerminalUI

/// `ScrollView`: terms taller than the screen, with a field and a button inside that Tab
/// brings into view; a line says when they were accepted.
struct ScrollViewScreen: GalleryScreen {
    var name: String { "ScrollView" }

    func makeViewController() -> ViewController {
        let status = Label("Not accepted yet.")
        var content: [View] = (1...24).map { Label("§\($0). The shop may change these terms; you will be told by e-mail.") }
        content.append(TextField("Your name", placeholder: "as on your card"))
        content += (25...30).map { Label("§\($0). Orders are final once shipped.") }
        content.append(Button("Accept") { [weak status] in status?.text = "Accepted." })
        return PaddedScreen(title: name, [
            ScrollView(StackView(horizontalPadding: 0, content)),
            status,
            HintLabel("PgUp PgDn Home End and the wheel scroll; Tab brings the field into view."),
        ])
    }
}
