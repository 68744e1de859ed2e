import LCoordinatorTapes
import NotesKit

/// What the Notes app's navigation can do. With it, `GettingStarted --replay Tapes/*.tape
/// --coverage` names the screens, transitions and deep links no tape reaches, and `--graph
/// mermaid` draws the app.
@MainActor
enum NotesNavigationMap {
    /// The screens, the transitions their code makes, and the deep link.
    static var map: NavigationMap {
        var map = NavigationMap()
        map.screen(NotesCoordinator.self, in: "Notes")
        map.screen(NoteCoordinator.self, in: "Notes")
        map.screen(SettingsCoordinator.self, in: "Settings sheet")
        map.transition(from: NotesCoordinator.self, to: NoteCoordinator.self, .push)
        map.transition(from: NotesCoordinator.self, to: SettingsCoordinator.self, .present(.pageSheet))
        map.deeplink(NoteLinkPlugin().name)
        return map
    }
}

/// The host declares the map and builds each app on the log coverage observes.
extension NotesHost: NavigationTapeHost {
    var navigationMap: NavigationMap { NotesNavigationMap.map }

    func makeSession(terminal: any Terminal, clock: any TerminalClock, route: String?,
                     log: NavigationLog) throws -> any NavigationTapeSession {
        NotesApp(terminal: terminal, clock: clock, log: log)
    }
}

/// Its deep links count as routes and gates.
extension NotesApp: NavigationTapeSession {
    public var deeplinkManagers: [DeeplinkManager] { [deeplinks] }
}
