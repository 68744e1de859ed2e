import LCoordinatorTapes
import NcursesTerminal
import TabsKit

/// Builds the app for the terminal and for each tape.
struct TabsHost: TapeHost {
    var routes: [String]? { nil }

    func makeSession(terminal: any Terminal, clock: any TerminalClock, route: String?) throws -> any TapeSession {
        TabsApp(terminal: terminal, clock: clock)
    }
}

/// `swift run TabsAndPopups` runs it in this terminal; `--replay Examples/TabsAndPopups/Tapes/*.tape`
/// replays its tapes headless.
@main
struct TabsAndPopups {
    @MainActor static func main() {
        TapeCommandLine.main(host: TabsHost(), terminal: NcursesTerminal())
    }
}
