import InboxKit
import LCoordinatorTapes
import NcursesTerminal

/// Builds the app for the terminal and for each tape.
struct InboxHost: TapeHost {
    /// The store's latency under a tape (none by default; a tape's `Set latency` adds some).
    var latency: Duration = .zero

    var routes: [String]? { nil }

    func makeSession(terminal: any Terminal, clock: any TerminalClock, route: String?) throws -> any TapeSession {
        InboxApp(terminal: terminal, clock: clock, latency: latency)
    }

    /// Live, the store answers as slowly as a real one.
    func makeLiveSession(terminal: any Terminal, clock: any TerminalClock, route: String?) throws -> any TapeSession {
        InboxApp(terminal: terminal, clock: clock, latency: MessageStore.liveLatency)
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
