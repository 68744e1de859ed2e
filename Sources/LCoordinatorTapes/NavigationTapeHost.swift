import LCoordinator
import Tape
import TerminalCore

/// A `TapeHost` that declares its app's navigation, so its tapes report coverage and draw the
/// navigation graph (`--coverage`, `--coverage-min`, `--graph`). Build every router of a session
/// on the `NavigationLog` given, so the recorder sees every navigation from the first screen on.
///
/// ```swift
/// extension NotesHost: NavigationTapeHost {
///     var navigationMap: NavigationMap { NotesNavigationMap.map }
///     func makeSession(terminal: any Terminal, clock: any TerminalClock, route: String?,
///                      log: NavigationLog) throws -> any NavigationTapeSession {
///         NotesApp(terminal: terminal, clock: clock, log: log)
///     }
/// }
/// ```
@MainActor
public protocol NavigationTapeHost: TapeCoverageHost {
    /// What the app declares: its screens, containers, transitions and deep-link routes.
    var navigationMap: NavigationMap { get }

    /// Builds a fresh app for one tape whose routers share `log`.
    ///
    /// - Parameters:
    ///   - terminal: the screen the app draws on and reads keys from.
    ///   - clock: the runner's clock.
    ///   - route: where the app starts (the tape's `Route`); nil for the app's default.
    ///   - log: the log every router of the app is built with (`Router(…, log: log)`); an app
    ///     coordinator reports its flow switches to `log.observer`.
    /// - Returns: the session the tape's steps act on.
    /// - Throws: any error that keeps the app from starting.
    func makeSession(terminal: any Terminal, clock: any TerminalClock, route: String?,
                     log: NavigationLog) throws -> any NavigationTapeSession
}

extension NavigationTapeHost {
    /// A session with a log of its own, when no coverage is collected.
    public func makeSession(terminal: any Terminal, clock: any TerminalClock, route: String?) throws -> any TapeSession {
        try makeSession(terminal: terminal, clock: clock, route: route, log: NavigationLog())
    }

    /// A `NavigationCoverage` of this host.
    public func makeCoverage() -> any TapeCoverage {
        NavigationCoverage(host: self)
    }
}
