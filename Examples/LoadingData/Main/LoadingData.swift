import LCoordinatorTapes
import NcursesTerminal
import NewsKit

/// Builds the app for the terminal and for each tape.
struct NewsHost: TapeHost {
    /// `slow` and `offline` start the service slow or failing (tapes: `Route slow`).
    var routes: [String]? { ["fast", "slow", "offline"] }
    /// The headlines are loaded afresh each run: `--help` offers no `--save-state`/`--restore`.
    var savesState: Bool { false }

    func makeSession(terminal: any Terminal, clock: any TerminalClock, route: String?) throws -> any TapeSession {
        NewsApp(terminal: terminal, clock: clock, route: route)
    }

    /// Live, the service answers as slowly as a real one.
    func makeLiveSession(terminal: any Terminal, clock: any TerminalClock, route: String?) throws -> any TapeSession {
        NewsApp(terminal: terminal, clock: clock, route: route, latency: .milliseconds(400))
    }
}

/// `swift run LoadingData` runs it in this terminal; `--replay Tapes/*.tape` replays its tapes.
@main
struct LoadingData {
    @MainActor static func main() {
        TapeCommandLine.main(host: NewsHost(), terminal: NcursesTerminal())
    }
}
