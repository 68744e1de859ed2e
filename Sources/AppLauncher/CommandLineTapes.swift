import LCoordinatorLaunch
import TerminalCore
import TerminalUI

/// What the tape runner (module Tape) adds to `AppCommandLine`: replaying tapes, and recording a
/// live session (`--record`, `--cast`). The launcher knows these flags only as values; an app
/// started by `AppCommandLine` itself has none of them (they are unknown arguments there).
@MainActor
package protocol CommandLineTapes {
    /// The replay `options` ask for (they name at least one tape): its exit code, or the replay.
    func replay(options: AppCommandLineOptions, name: String, terminal: () -> any Terminal, isTerminal: Bool,
                write: @escaping @MainActor (String) -> Void,
                writeError: @escaping @MainActor (String) -> Void) -> AppCommandLine.Plan

    /// What records the live session `options` ask for (`--record`, `--cast`); nil when neither.
    func liveRecording(options: AppCommandLineOptions, name: String) -> (any LiveRecording)?
}

/// The recording of one live session, called by `AppCommandLine` at each step of the run.
@MainActor
package protocol LiveRecording: AnyObject {
    /// The terminal the app runs on (the real one, or one that records what it draws).
    func wrap(_ terminal: any Terminal) -> any Terminal
    /// The app is about to start (after its state was restored).
    func willStart(_ application: Application, route: String?)
    /// A `--deeplink` is about to be opened.
    func willOpenDeeplink(_ link: String)
    /// The user quit and the state was saved: writes what the session recorded; returns the exit
    /// code of a failure, nil when it was written.
    func didQuit(write: @MainActor (String) -> Void, writeError: @MainActor (String) -> Void) -> Int32?
    /// The run ended with `code` (whatever the reason): writes what the terminal recorded;
    /// returns the exit code to end with.
    func finish(code: Int32, writeError: @MainActor (String) -> Void) -> Int32
}
