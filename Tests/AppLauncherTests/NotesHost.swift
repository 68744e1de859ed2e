import AppLauncher
import TerminalCore
import TerminalUI

/// An app started by `AppCommandLine` alone, as an app without tapes writes it: a list of notes
/// (Enter pushes one), deep links `notes://N`, a saved state (`screens: N`) and an option of its
/// own (`--server HOST`).
@MainActor
final class NotesHost: AppHost {
    var routes: [String]? { ["list", "empty"] }
    var appOptions: [AppOption] {
        [AppOption("--server", value: "HOST", help: "the notes server") { host in
            host.contains(" ") ? "a host name has no spaces" : nil
        }]
    }
    /// The sessions built, in order.
    private(set) var sessions: [NotesSession] = []
    /// Whether the app saves its state (its sessions' `saveState()` is nil when not).
    var savesState = true

    func makeSession(terminal: any Terminal, clock: any TerminalClock, route: String?,
                     options: AppOptions) throws -> any AppSession {
        let session = NotesSession(terminal: terminal, clock: clock, route: route, server: options["--server"], savesState: savesState)
        sessions.append(session)
        return session
    }
}

@MainActor
final class NotesSession: AppSession {
    let application: Application
    let navigation: NavigationController
    let route: String?
    let server: String?
    let savesState: Bool
    private(set) var links: [String] = []
    private(set) var restored: String?

    init(terminal: any Terminal, clock: any TerminalClock, route: String?, server: String?, savesState: Bool) {
        application = Application(terminal: terminal, clock: clock)
        self.route = route
        self.server = server
        self.savesState = savesState
        navigation = NavigationController(rootViewController: NotesScreen(count: route == "empty" ? 0 : 3))
        application.window.rootViewController = navigation
    }

    func openDeeplink(_ url: String) {
        links.append(url)
        if url.hasPrefix("notes://"), let number = Int(url.dropFirst("notes://".count)) {
            navigation.pushViewController(NoteScreen(number: number))
        }
    }

    func saveState() -> String? { savesState ? "screens: \(navigation.viewControllers.count)" : nil }

    func restoreState(_ state: String) -> String? {
        restored = state
        guard state.hasPrefix("screens: "), let count = Int(state.dropFirst("screens: ".count)) else { return "not a state of this app" }
        for number in stride(from: 1, to: count, by: 1) { navigation.pushViewController(NoteScreen(number: number)) }
        return nil
    }
}

/// "Notes": `count` rows; Enter pushes the selected one.
@MainActor
final class NotesScreen: ViewController {
    let list: ListView

    init(count: Int) {
        list = ListView(items: (0..<count).map { ListItem("Note \($0 + 1)") })
        super.init()
        title = "Notes"
        view = list
        list.onActivate = { [weak self] index in
            self?.navigationController?.pushViewController(NoteScreen(number: index + 1))
        }
    }
}

/// One note.
@MainActor
final class NoteScreen: ViewController {
    init(number: Int) {
        super.init()
        title = "Note \(number)"
        view = Label("The text of note \(number).")
    }
}
