/// A command of a tape with where it was written, so a failure can point at its line.
public struct TapeStep: Hashable, Sendable, CustomStringConvertible {
    public var command: TapeCommand
    public var location: TapeLocation

    /// `FILE:LINE:COLUMN: COMMAND`.
    public var description: String { "\(location): \(command)" }

    public init(_ command: TapeCommand, at location: TapeLocation) {
        self.command = command
        self.location = location
    }
}
