import LCoordinator

/// The app: a window with the headlines stack, developer tools, and the service every screen
/// loads from. Live it answers after 400 ms; under a tape at once, unless the tape starts at
/// `Route slow` (1 s) or `Route offline` (the first call fails), or says `Set latency 300ms`
/// or `Set failures 1`.
@MainActor
public final class NewsApp {
    /// The terminal app: its window, run loop and clock.
    public let application: Application
    let leakTracker = LeakTracker()
    let service: NewsService
    let root: HeadlinesCoordinator

    /// The news server the app connects to unless told another (`--server HOST` live).
    public nonisolated static let defaultServer = "news.example"

    /// `latency` is the service's: none by default (tapes, tests); the host gives a live run 400 ms.
    /// `server` is the news server's name (the host gives a live run `--server HOST`).
    public init(terminal: any Terminal, clock: any TerminalClock, route: String? = nil, latency: Duration = .zero,
                server: String = NewsApp.defaultServer, log: NavigationLog? = nil) {
        application = Application(terminal: terminal, clock: clock)
        let latency: Duration = route == "slow" ? .seconds(1) : latency
        service = NewsService(clock: clock, server: server, latency: latency, failures: route == "offline" ? 1 : 0)
        let navigation = NavigationController()
        root = HeadlinesCoordinator(router: Router(navigationController: navigation, leakTracker: leakTracker, log: log),
                                    service: service)
        application.window.rootViewController = navigation
        DeveloperTools.install(on: application, root: root, leakTracker: leakTracker)
        root.start()
        postNotes()
    }

    /// Plain Swift concurrency works too: a main-actor task, and a detached task that hands its
    /// result to the main actor. Both show up with no key pressed.
    private func postNotes() {
        let model = root.viewModel
        Task { @MainActor [weak model] in
            model?.notes.append("A main-actor task ran with no key pressed.")
        }
        Task.detached { [weak model] in
            let sum = (1...1_000).reduce(0, +)
            await MainActor.run { model?.notes.append("A detached task summed 1…1000 = \(sum).") }
        }
    }

    /// The app has no deep links: a tape's `Deeplink` does nothing.
    public func openDeeplink(_ url: String) {}
    /// What finished but is still alive, one line each (a tape's `AssertNoLeaks`).
    public func leakReport() -> [String] { leakTracker.leaks().map(\.description) }

    /// Sets a replay option (a tape's `Set`); returns why it could not, nil when it did.
    public func setOption(_ name: String, to value: String) -> String? {
        switch name {
        case "latency":
            guard let milliseconds = Int(value.hasSuffix("ms") ? String(value.dropLast(2)) : value), milliseconds >= 0,
                  milliseconds <= 60_000 else { return "latency takes milliseconds from 0 to 60000, e.g. 300ms" }
            Task { [service] in await service.setLatency(.milliseconds(milliseconds)) }
            return nil
        case "failures":
            guard let count = Int(value), (0...100).contains(count) else { return "failures takes a count from 0 to 100" }
            Task { [service] in await service.failNext(count) }
            return nil
        case "note":
            // Posted by a main-actor task, which runs before the tape's next command.
            let model = root.viewModel
            Task { @MainActor [weak model] in model?.notes.append("Note: \(value)") }
            return nil
        default:
            return "the options are latency (e.g. 300ms), failures (a count) and note (a word to post)"
        }
    }
}
