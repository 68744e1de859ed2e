/// A command of a tape with where it was written, so a failure can point at its line.
public struct TapeStep: Hashable, Sendable, CustomStringConvertible {
    /// What the step does.
    public var command: TapeCommand
    /// Where it is in the tape.
    public var location: TapeLocation

    /// `FILE:LINE:COLUMN: COMMAND`.
    public var description: String { "\(location): \(command)" }

    /// A step.
    public init(_ command: TapeCommand, at location: TapeLocation) {
        self.command = command
        self.location = location
    }
}
