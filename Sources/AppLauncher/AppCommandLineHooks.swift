import LCoordinatorLaunch
/// What an app runs around a live session of `AppCommandLine` (or `TapeCommandLine`): before the
/// app starts (after a `--restore`), and when the user quit (before `--save-state` is written) —
/// to load or save its own data, or to print a goodbye. Never called for `--replay`.
///
/// ```swift
/// AppCommandLine.main(host: MyHost(), terminal: NcursesTerminal(), hooks: AppCommandLineHooks(
///     willStart: { session in (session as? MyApp)?.loadDrafts() },
///     didQuit: { session in (session as? MyApp)?.saveDrafts() }))
/// ```
@MainActor
public struct AppCommandLineHooks {
    /// Called with the session once it is built and restored, before its first frame.
    public var willStart: (@MainActor (any AppSession) -> Void)?
    /// Called with the session after the user quit and the terminal was given back.
    public var didQuit: (@MainActor (any AppSession) -> Void)?

    /// Hooks that run `willStart` and `didQuit` (each optional).
    public init(willStart: (@MainActor (any AppSession) -> Void)? = nil,
                didQuit: (@MainActor (any AppSession) -> Void)? = nil) {
        self.willStart = willStart
        self.didQuit = didQuit
    }
}
