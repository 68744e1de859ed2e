/// Why a saved navigation state cannot be restored; the app starts fresh and says so in one line.
public enum NavigationStateError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Not JSON, or not the shape of a state; the string says where.
    case malformed(String)
    /// Written by another version of the format.
    case otherVersion(Int)
    /// Names a screen (a route pattern) the app no longer has.
    case unknownScreen(String)
    /// Larger than a navigation can be: the string names the limit it passes.
    case tooLarge(String)

    /// A one-line message that says what is wrong with the state and what to do.
    public var description: String {
        // Reasons and patterns come from the file: escaped, so a file never drives the terminal.
        switch self {
        case .malformed(let reason): "the saved state is malformed (\(PrintableText.escaping(reason)))"
        case .otherVersion(let version):
            "the saved state is version \(version); this app reads version \(NavigationState.currentVersion)"
        case .unknownScreen(let pattern):
            "the saved state names a screen that no longer exists (\(PrintableText.escaping(pattern)))"
        case .tooLarge(let limit): "the saved state is too large (\(limit))"
        }
    }
}
