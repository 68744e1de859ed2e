import LCoordinatorLaunch
import TerminalCore
import TerminalUI

/// The app `AppCommandLine` starts: it builds the app on the terminal and clock it is given, and
/// names the routes `--route` may ask for and the app's own options.
///
/// An app that replays tapes conforms to `TapeHost` (module Tape) instead, which is an
/// `AppHost` that also builds a session for each tape.
///
/// ```swift
/// struct NotesHost: AppHost {
///     func makeSession(terminal: any Terminal, clock: any TerminalClock, route: String?,
///                      options: AppOptions) throws -> any AppSession {
///         NotesApp(application: Application(terminal: terminal, clock: clock))
///     }
/// }
/// ```
@MainActor
public protocol AppHost {
    /// The values `--route` accepts, in the order error messages list them; nil accepts any.
    ///
    /// For a `TapeHost` these are also what a tape's `Route` accepts: the suite runner parses
    /// tapes with `TapeParser(routes: routes)`, so an unknown route is a malformed tape
    /// (`FILE:LINE:COLUMN: error: unknown route …`), not a failed one.
    var routes: [String]? { get }

    /// Whether the app saves and restores its state (its sessions implement `saveState()` and
    /// `restoreState(_:)`). When false, the command line does not offer `--save-state` and
    /// `--restore`: `--save-state` is a usage error, `--restore` is ignored in one line.
    var savesState: Bool { get }

    /// The app's own command-line options (`--server HOST`), beside the shared ones: `--help`
    /// lists them, the command line checks their values before anything starts, and with
    /// `--serve-ssh` or `--serve-web` every session gets them. None by default.
    var appOptions: [AppOption] { get }

    /// Builds the app for a live run in a terminal.
    ///
    /// Called once, before the terminal is taken (nothing draws until `Application.start()`),
    /// so what keeps the app from starting is said on a normal screen. The returned session's
    /// `application` must use `terminal` and `clock`.
    ///
    /// - Parameters:
    ///   - terminal: the terminal the app runs in.
    ///   - clock: the system clock.
    ///   - route: where the app starts (`--route`); nil for the app's default.
    ///   - options: the values given to `appOptions` (each already checked).
    /// - Returns: the session the user drives.
    /// - Throws: any error that keeps the app from starting (one line, exit code 1).
    func makeSession(terminal: any Terminal, clock: any TerminalClock, route: String?,
                     options: AppOptions) throws -> any AppSession
}

extension AppHost {
    /// Any route: the app reads `--route` itself.
    public var routes: [String]? { nil }

    /// True: the command line offers `--save-state` and `--restore`, and still refuses
    /// `--save-state` before the terminal is taken when a session's `saveState()` is nil.
    public var savesState: Bool { true }

    /// No options of the app's own.
    public var appOptions: [AppOption] { [] }
}
