import TerminalUI

/// One running app under a tape: its application, and the hooks for the commands that are not
/// keys (`Deeplink`, `AssertNoLeaks`).
///
/// ```swift
/// extension ShopApp: TapeSession {
///     func openDeeplink(_ url: String) { deeplinkManager.handle(url: url) }
///     func leakReport() -> [String] { leakTracker.report().map(\.description) }
/// }
/// ```
@MainActor
public protocol TapeSession: AnyObject {
    /// The app, built on the terminal and clock the runner passed to `TapeHost.makeSession`.
    var application: Application { get }

    /// Opens a deep link as the app would receive it from outside (the `Deeplink` command).
    ///
    /// The runner runs due timers and renders afterwards, as it does after a key. An
    /// unsupported link is the app's business (the demo shows an alert), not a tape failure.
    func openDeeplink(_ url: String)

    /// What leaked: one readable line per coordinator, view controller or view model that
    /// finished but is still alive (`AssertNoLeaks`). Empty when nothing leaked.
    func leakReport() -> [String]

    /// The app's navigation state as text (`SaveState`); nil when the app cannot save it (the
    /// default).
    func saveState() -> String?

    /// Rebuilds a state `saveState()` gave (`RestoreState`); returns why it could not (the
    /// default: the app cannot), nil when it did.
    func restoreState(_ state: String) -> String?

    /// Sets one of the app's replay options (the `Set` command: `Set latency 400ms`), such as
    /// how slow or flaky its services are under this tape; returns why it could not (the
    /// default: the app has no options), nil when it did.
    func setOption(_ name: String, to value: String) -> String?
}

extension TapeSession {
    /// The app's navigation state for `SaveState`; nil by default (the app cannot save one).
    public func saveState() -> String? { nil }
    /// Restores `state` for `RestoreState` and returns a problem, or nil; by default the app cannot.
    public func restoreState(_ state: String) -> String? { "this app cannot restore a navigation state" }
    /// Refuses every option: the app has none.
    public func setOption(_ name: String, to value: String) -> String? { "this app has no replay option \(name)" }
}
