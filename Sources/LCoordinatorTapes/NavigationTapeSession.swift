import LCoordinator
import Tape

/// A `TapeSession` of a `NavigationTapeHost`: besides the application (whose footer keys
/// coverage counts), the deep-link managers whose history says which routes and gates the
/// tapes reached.
///
/// ```swift
/// extension NotesApp: NavigationTapeSession {
///     var deeplinkManagers: [DeeplinkManager] { [deeplinks] }
/// }
/// ```
@MainActor
public protocol NavigationTapeSession: TapeSession {
    /// The app's deep-link managers (none by default: the app has no deep links).
    var deeplinkManagers: [DeeplinkManager] { get }
}

extension NavigationTapeSession {
    /// No deep links.
    public var deeplinkManagers: [DeeplinkManager] { [] }
}
