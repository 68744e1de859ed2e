import TerminalCore
import TerminalUI

/// Running in a Terminal, "Serving over SSH": an app greets whoever is connected.
@MainActor
func connectedUserSnippet(application: Application) {
    // doc-snippet begin
    if let user = ConnectedUser.current {
        application.window.showStatus("Hello, \(user.name)! (signed in with \(user.keyFingerprint))")
    }
    // doc-snippet end
}
