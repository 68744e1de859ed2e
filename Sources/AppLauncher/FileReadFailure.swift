/// Why `FileSystem.bytes(atPath:limit:regularOnly:)` read nothing. Each reader wraps it in its
/// own error.
package enum FileReadFailure: Error, Hashable, Sendable {
    /// The system refused (`Permission denied`, `Is a directory`).
    case system(String)
    /// A regular file was asked for and this is another kind (`a FIFO`, `a device`).
    case notRegular(kind: String)
    /// The file is larger than the limit, in bytes.
    case tooLarge(limit: Int)

    /// The reason, without the path.
    package var reason: String {
        switch self {
        case .system(let reason): reason
        case .notRegular(let kind): "\(kind), not a regular file; give the path of a file"
        case .tooLarge(let limit): "larger than \(limit) bytes; give a smaller file"
        }
    }
}
