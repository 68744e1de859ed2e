import AppLauncher
import TerminalUI

/// One running app under a tape: an `AppSession` (its application, deep links, saved state) with
/// the hooks for the tape commands only tapes have (`AssertNoLeaks`, `Set`).
///
/// ```swift
/// extension ShopApp: TapeSession {
///     func openDeeplink(_ url: String) { deeplinkManager.handle(url: url) }
///     func leakReport() -> [String] { leakTracker.report().map(\.description) }
/// }
/// ```
@MainActor
public protocol TapeSession: AppSession {
    /// What leaked: one readable line per coordinator, view controller or view model that
    /// finished but is still alive (`AssertNoLeaks`). Empty when nothing leaked.
    func leakReport() -> [String]

    /// Sets one of the app's replay options (the `Set` command: `Set latency 400ms`), such as
    /// how slow or flaky its services are under this tape; returns why it could not (the
    /// default: the app has no options), nil when it did.
    func setOption(_ name: String, to value: String) -> String?
}

extension TapeSession {
    /// Refuses every option: the app has none.
    public func setOption(_ name: String, to value: String) -> String? { "this app has no replay option \(name)" }
}
