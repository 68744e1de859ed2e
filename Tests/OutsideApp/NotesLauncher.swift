import AppLauncher
import LCoordinator
import NcursesTerminal
import NotesKit

// An app outside this package that starts without the tape runner: the Getting started app's
// `NotesApp`, run by `AppCommandLine` (product AppLauncher), with no Tape module imported or
// linked. README "An app without tapes" shows these lines; scripts/check-outside-app.sh
// type-checks them as a module of another package.

/// The app, as the launcher drives it: `AppSession` requires `application` and
/// `openDeeplink(_:)`, which `NotesApp` has.
extension NotesApp: AppSession {}

/// Builds the app for the terminal.
struct NotesHost: AppHost {
    func makeSession(terminal: any Terminal, clock: any TerminalClock, route: String?,
                     options: AppOptions) throws -> any AppSession {
        NotesApp(terminal: terminal, clock: clock)
    }
}

/// `swift run Notes` runs it in this terminal; `--route`, `--deeplink`, `--serve-ssh`,
/// `--serve-web` and `--help` work too (`--replay` is an unknown argument here).
enum Notes {
    @MainActor static func main() {
        AppCommandLine.main(host: NotesHost(), terminal: NcursesTerminal())
    }
}
