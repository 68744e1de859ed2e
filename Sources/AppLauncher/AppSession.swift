import LCoordinatorLaunch
import TerminalUI

/// One running app, as `AppCommandLine` drives it: its application, the deep links it is
/// started with (`--deeplink`), and its saved state (`--save-state`, `--restore`).
///
/// A session a tape drives conforms to `TapeSession` (module Tape), which adds what only tapes
/// use (`AssertNoLeaks`, `Set`).
///
/// ```swift
/// extension NotesApp: AppSession {
///     func openDeeplink(_ url: String) { deeplinkManager.handle(url: url) }
/// }
/// ```
@MainActor
public protocol AppSession: AnyObject {
    /// The app, built on the terminal and clock the host was given.
    var application: Application { get }

    /// Opens a deep link as the app would receive it from outside (`--deeplink`, a tape's
    /// `Deeplink`, an SSH or web session's link). An unsupported link is the app's business
    /// (the demo shows an alert).
    func openDeeplink(_ url: String)

    /// The app's navigation state as text (`--save-state`, a tape's `SaveState`); nil when the
    /// app cannot save it (the default).
    func saveState() -> String?

    /// Rebuilds a state `saveState()` gave (`--restore`, a tape's `RestoreState`); returns why
    /// it could not (the default: the app cannot), nil when it did.
    func restoreState(_ state: String) -> String?
}

extension AppSession {
    /// The app's navigation state; nil by default (the app cannot save one).
    public func saveState() -> String? { nil }
    /// Restores `state` and returns a problem, or nil; by default the app cannot.
    public func restoreState(_ state: String) -> String? { "this app cannot restore a navigation state" }
}
