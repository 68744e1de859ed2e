import CustomWidgetsKit
import LCoordinatorTapes
import NcursesTerminal

/// Builds the app for the terminal and for each tape.
struct CustomWidgetsHost: TapeHost {
    var routes: [String]? { nil }

    func makeSession(terminal: any Terminal, clock: any TerminalClock, route: String?) throws -> any TapeSession {
        CustomWidgetsApp(terminal: terminal, clock: clock)
    }
}

/// `swift run CustomWidgets` runs it in this terminal; `--replay Tapes/*.tape` replays its tapes
/// headless (with `CustomWidgetsApp+Tapes.swift`, `--coverage` and `--graph mermaid` too).
@main
struct CustomWidgets {
    @MainActor static func main() {
        TapeCommandLine.main(host: CustomWidgetsHost(), terminal: NcursesTerminal())
    }
}
