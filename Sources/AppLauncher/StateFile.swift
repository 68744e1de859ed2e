#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import LCoordinatorLaunch
import TerminalCore

/// A saved-state file on disk: read with care before an app takes the terminal, written
/// atomically. What the text means is the app's business (`NavigationState.jsonText()`,
/// `SavedState`); `TapeCommandLine`'s `--save-state` and `--restore` use this, and an app
/// without the command line can too.
///
/// ```swift
/// if let text = try StateFile.read(atPath: path) { _ = session.restoreState(text) }
/// try StateFile.write(session.saveState() ?? "", toPath: path)
/// ```
public enum StateFile {
    /// The largest state file read, in bytes.
    public static let maximumSize = 1024 * 1024

    /// The text of the state file at `path`; nil when there is none.
    ///
    /// Never blocks: a FIFO, a device, a socket or a directory is refused before a byte is read.
    ///
    /// - Throws: `TapeFileError` (`cannot read PATH: REASON`, the path escaped) when it is not a
    ///   regular file, cannot be read, is larger than `maximumSize` or is not UTF-8.
    public static func read(atPath path: String) throws(TapeFileError) -> String? {
        try FileSystem.readText(atPath: path, limit: maximumSize)
    }

    /// Writes `text` to `path` atomically (a reader or a kill never leaves half a file), through
    /// a symbolic link to its target when the link is this user's or its directory owner's (a
    /// link another user planted in `/tmp` is refused); a device, a FIFO, a socket or a
    /// directory is refused.
    ///
    /// - Throws: `TapeFileError` saying why nothing was written.
    public static func write(_ text: String, toPath path: String) throws(TapeFileError) {
        try FileSystem.write(text, toPath: path)
    }
}
