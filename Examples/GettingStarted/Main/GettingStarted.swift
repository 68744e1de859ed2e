import LCoordinatorTapes
import NcursesTerminal
import NotesKit

/// The app under a tape. `TapeSession` requires `application`, `openDeeplink(_:)` and
/// `leakReport()`, which `NotesApp` has; `saveState()`, `restoreState(_:)` and
/// `setOption(_:to:)` have defaults (nothing saved, no options) until the app writes its own.
extension NotesApp: TapeSession {}

/// Builds the app for the terminal and for each tape.
struct NotesHost: TapeHost {
    var routes: [String]? { nil }

    func makeSession(terminal: any Terminal, clock: any TerminalClock, route: String?) throws -> any TapeSession {
        NotesApp(terminal: terminal, clock: clock)
    }
}

/// `swift run GettingStarted` runs it in this terminal; `--replay Tapes/*.tape` replays its
/// tapes headless; `--record`, `--update-snapshots`, `--tty` and `--help` work too, and with
/// `NotesApp+Tapes.swift` `--coverage` and `--graph mermaid`.
@main
struct GettingStarted {
    @MainActor static func main() {
        TapeCommandLine.main(host: NotesHost(), terminal: NcursesTerminal())
    }
}
