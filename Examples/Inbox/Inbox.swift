import LCoordinatorTapes
import NcursesTerminal

/// Builds the app for the terminal and for each tape.
struct InboxHost: TapeHost {
    /// The store's latency (nil: the app's default, none on a tape's virtual clock).
    var latency: Duration?

    var routes: [String]? { nil }

    func makeSession(terminal: any Terminal, clock: any TerminalClock, route: String?) throws -> any TapeSession {
        InboxApp(terminal: terminal, clock: clock, latency: latency)
    }
}

/// `swift run Inbox` runs it in this terminal; `--replay Examples/Inbox/Tapes/*.tape` replays
/// its tapes headless.
@main
struct Inbox {
    @MainActor static func main() {
        TapeCommandLine.main(host: InboxHost(), terminal: NcursesTerminal())
    }
}
