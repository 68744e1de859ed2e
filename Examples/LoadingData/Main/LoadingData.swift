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

    /// `--server HOST`: the app's own option, in `--help`, checked before the app starts, and
    /// given to every session of `--serve-ssh` and `--serve-web`.
    var appOptions: [AppOption] {
        [AppOption("--server", value: "HOST", help: "the news server to connect to (default \(NewsApp.defaultServer))") { host in
            let labels = host.split(separator: ".", omittingEmptySubsequences: false)
            let valid = host.count <= 253 && labels.allSatisfy { label in
                !label.isEmpty && label.count <= 63 && !label.hasPrefix("-") && !label.hasSuffix("-")
                    && label.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
            }
            return valid ? nil : "a host name is letters, digits and hyphens in labels joined by dots, e.g. news.example.org"
        }]
    }

    /// Live, the service answers as slowly as a real one, from the server `--server` names.
    func makeLiveSession(terminal: any Terminal, clock: any TerminalClock, route: String?, options: AppOptions) throws -> any TapeSession {
        NewsApp(terminal: terminal, clock: clock, route: route, latency: .milliseconds(400),
                server: options["--server"] ?? NewsApp.defaultServer)
    }
}

/// `swift run LoadingData` runs it in this terminal; `--replay Tapes/*.tape` replays its tapes.
@main
struct LoadingData {
    @MainActor static func main() {
        TapeCommandLine.main(host: NewsHost(), terminal: NcursesTerminal())
    }
}
