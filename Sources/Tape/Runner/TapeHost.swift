import AppLauncher
import LCoordinatorLaunch
import TerminalCore
import TerminalUI

/// The app a tape drives: an `AppHost` (the routes a tape's `Route` may ask for, the app's
/// options) that also builds a fresh session for every tape. Build the `Application` on exactly
/// the terminal and clock given, so keys take the real input path and `Sleep` moves the app's
/// time.
///
/// ```swift
/// struct ShopTapeHost: TapeHost {
///     var routes: [String]? { ["onboarding", "login", "home"] }
///     func makeSession(terminal: any Terminal, clock: any TerminalClock, route: String?) throws -> any TapeSession {
///         ShopApp(application: Application(terminal: terminal, clock: clock), route: route)
///     }
/// }
/// ```
@MainActor
public protocol TapeHost: AppHost {
    /// Builds a fresh app for one tape.
    ///
    /// Called once per tape, before its first step. The returned session's `application` must
    /// use `terminal` and `clock`; the runner calls `Application.start()` itself.
    ///
    /// - Parameters:
    ///   - terminal: the screen the app draws on and reads keys from (headless in replays).
    ///   - clock: in a replay the runner's virtual clock (only the tape's `Sleep` moves it);
    ///     when `TapeCommandLine` runs the app live, the system clock.
    ///   - route: where the app starts (the tape's `Route`); nil for the app's default.
    /// - Returns: the session the tape's steps act on.
    /// - Throws: any error that keeps the app from starting; the tape then fails at its first
    ///   line with the error's description.
    func makeSession(terminal: any Terminal, clock: any TerminalClock, route: String?) throws -> any TapeSession

    /// Builds the app for a live run in a terminal (`TapeCommandLine` without `--replay`).
    ///
    /// The default is `makeSession(terminal:clock:route:)`. A host gives its app here what only
    /// a live run has — a service's real latency, say — so the app never guesses from its clock.
    ///
    /// - Parameters:
    ///   - terminal: the terminal the app runs in.
    ///   - clock: the system clock.
    ///   - route: where the app starts (`--route`); nil for the app's default.
    /// - Returns: the session the user drives.
    /// - Throws: any error that keeps the app from starting.
    func makeLiveSession(terminal: any Terminal, clock: any TerminalClock, route: String?) throws -> any TapeSession

    /// Builds the app for a live run with the values of its own options (`appOptions`).
    ///
    /// The default is `makeLiveSession(terminal:clock:route:)`, without them.
    ///
    /// - Parameters:
    ///   - terminal: the terminal the app runs in.
    ///   - clock: the system clock.
    ///   - route: where the app starts (`--route`); nil for the app's default.
    ///   - options: the values given to `appOptions` (each already checked).
    /// - Returns: the session the user drives.
    /// - Throws: any error that keeps the app from starting.
    func makeLiveSession(terminal: any Terminal, clock: any TerminalClock, route: String?,
                         options: AppOptions) throws -> any TapeSession
}

extension TapeHost {
    /// The same app as a tape's.
    public func makeLiveSession(terminal: any Terminal, clock: any TerminalClock, route: String?) throws -> any TapeSession {
        try makeSession(terminal: terminal, clock: clock, route: route)
    }

    /// The live session without the app's options (`makeLiveSession(terminal:clock:route:)`).
    public func makeLiveSession(terminal: any Terminal, clock: any TerminalClock, route: String?,
                                options: AppOptions) throws -> any TapeSession {
        try makeLiveSession(terminal: terminal, clock: clock, route: route)
    }

    /// The live session (`makeLiveSession(terminal:clock:route:options:)`), for `AppCommandLine`.
    public func makeSession(terminal: any Terminal, clock: any TerminalClock, route: String?,
                            options: AppOptions) throws -> any AppSession {
        try makeLiveSession(terminal: terminal, clock: clock, route: route, options: options)
    }
}
