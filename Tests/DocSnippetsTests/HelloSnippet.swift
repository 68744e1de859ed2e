import NcursesTerminal
import TerminalCore
import TerminalUI

/// TerminalUI's overview: a window on the real terminal.
@MainActor
func helloSnippet() throws {
    // doc-snippet begin
    let application = Application(terminal: NcursesTerminal(), clock: SystemClock())
    application.window.rootViewController = NavigationController(rootViewController: PaddedScreen(title: "Hello", [
        Label("Esc goes back, q quits."),
    ]))
    try application.run()
    // doc-snippet end
}
