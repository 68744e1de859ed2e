/// Why the server could not start: one line that says what to do. Nothing was started.
public struct SSHServerError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The line, without the app's name.
    public var description: String

    /// An error saying `description`.
    public init(_ description: String) {
        self.description = description
    }
}
