import GalleryKit
import LCoordinatorTapes

/// Builds the app for the terminal and for each tape, on the log coverage observes.
struct GalleryHost: NavigationTapeHost {
    var routes: [String]? { nil }
    var navigationMap: NavigationMap { GalleryNavigationMap.map }

    func makeSession(terminal: any Terminal, clock: any TerminalClock, route: String?) throws -> any TapeSession {
        GalleryApp(terminal: terminal, clock: clock)
    }

    func makeSession(terminal: any Terminal, clock: any TerminalClock, route: String?,
                     log: NavigationLog) throws -> any NavigationTapeSession {
        GalleryApp(terminal: terminal, clock: clock, log: log)
    }
}
