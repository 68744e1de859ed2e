/// A usage error of `TapeCommandLine`: what is wrong with the arguments (exit code 64).
public struct TapeCommandLineError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The one-line message, naming the argument and the fix.
    public var description: String

    /// An error saying `description`.
    public init(_ description: String) {
        self.description = description
    }
}
