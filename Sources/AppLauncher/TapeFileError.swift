import LCoordinatorLaunch
import TerminalCore

/// Why a file the runner or recorder needed (a snapshot, a recorded tape) could not be written
/// or read. Its description is `cannot write PATH: REASON` (or `read`).
public struct TapeFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Whether reading or writing failed.
    public enum Operation: String, Hashable, Sendable {
        case read
        case write
    }

    /// What was being done.
    public var operation: Operation
    /// The file.
    public var path: String
    /// The system's reason (`Permission denied`, `No such file or directory`).
    public var reason: String

    /// "cannot OPERATION PATH: REASON".
    public var description: String { "cannot \(operation.rawValue) \(PrintableText.escaping(path)): \(reason)" }

    /// An error doing `operation` on `path`.
    public init(_ operation: Operation, path: String, reason: String) {
        self.operation = operation
        self.path = path
        self.reason = reason
    }
}
