import TerminalUI

/// A secure `TextField`: what is typed is never drawn, only a bullet per character.
struct SecureFieldScreen: GalleryScreen {
    var name: String { "Secure field" }

    func makeViewController() -> ViewController {
        let user = TextField("User    ", placeholder: "ada")
        let password = TextField("Password", placeholder: "never shown", isSecure: true)
        let status = Label("")
        password.onChange = { status.text = "\($0.count) characters typed" }
        return PaddedScreen(title: name, spacing: 0, [
            user, password, Spacer(), status, Spacer(),
            HintLabel("Tab moves between the fields; the password shows bullets only."),
        ])
    }
}
