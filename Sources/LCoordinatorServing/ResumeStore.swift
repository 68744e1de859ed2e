#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Crypto
import NIOConcurrencyHelpers

/// Where a server keeps the state of sessions it can bring back (`--resume-window`): one file
/// per key (a browser's resume token, an SSH user's key), in a private folder the server owns.
///
/// A client names a key, never a file: the file is the SHA-256 of the key, in hex, so no key
/// can reach outside the folder or pick another's file. The folder is mode 0700 and this user's,
/// not a link; the session's app writes the file (`--resume-state`) and deletes it when its
/// user quits. A file older than the window is deleted before any session could use it, at
/// start and at every session. A key in use by a running session is not given to a second one.
package final class ResumeStore: Sendable {
    /// The private folder.
    package let directory: String
    /// Seconds a state stays usable after its session's last change.
    package let window: Int
    private let inUse = NIOLockedValueBox<Set<String>>([])

    /// The file name's suffix.
    package static let suffix = ".state"

    /// Opens `directory`, creating it (and the folders above it, 0700) when missing.
    ///
    /// - Throws: one line when it is not a folder of this user's with mode 0700 (or a link), or
    ///   cannot be made.
    package init(directory: String, window: Int) throws(SSHServerError) {
        self.directory = directory
        self.window = window
        try Self.makePrivateDirectory(directory)
        sweep()
    }

    /// The store of a server with a resume `window` (nil when 0: no resume): in `directory`, or
    /// the default folder of `appName` and `kind`.
    ///
    /// - Throws: one line when the folder cannot be used, or there is no home to put it in
    ///   (naming `flag`, which turns resume off).
    package static func open(directory: String?, window: Int, appName: String, kind: String,
                             flag: String) throws(SSHServerError) -> ResumeStore? {
        guard window > 0 else { return nil }
        let environment = Dictionary(ProcessEnvironment.pairs.compactMap { pair -> (String, String)? in
            guard let equals = pair.firstIndex(of: "=") else { return nil }
            return (String(pair[..<equals]), String(pair[pair.index(after: equals)...]))
        }, uniquingKeysWith: { _, last in last })
        guard let folder = directory ?? defaultDirectory(appName: appName, kind: kind, environment: environment) else {
            throw SSHServerError("no folder for the states to resume: set HOME or XDG_STATE_HOME, or give \(flag)")
        }
        return try ResumeStore(directory: folder, window: window)
    }

    /// The folder under the user's state directory (`$XDG_STATE_HOME`, else `~/.local/state`):
    /// `lcoordinator/resume/APP/KIND`; nil without a home.
    package static func defaultDirectory(appName: String, kind: String, environment: [String: String]) -> String? {
        let base: String
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            base = state
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            base = home + "/.local/state"
        } else {
            return nil
        }
        let app = String(appName.map { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) ? $0 : "_" })
        return "\(base)/lcoordinator/resume/\(app.hasPrefix(".") ? "_" + app : app)/\(kind)"
    }

    /// Whether `text` is a browser's resume token: 32 lowercase hex digits (128 random bits).
    package static func isToken(_ text: String) -> Bool {
        text.utf8.count == 32 && text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }

    /// The state file of `key`.
    package func file(forKey key: String) -> String {
        let digest = SHA256.hash(data: Array(key.utf8))
        return directory + "/" + digest.map { byte in
            let hex = String(byte, radix: 16)
            return hex.count == 1 ? "0" + hex : hex
        }.joined() + Self.suffix
    }

    /// Takes `key` for a session: its state file, or nil when a running session holds it.
    package func claim(_ key: String) -> String? {
        inUse.withLockedValue { $0.insert(key).inserted } ? file(forKey: key) : nil
    }

    /// The session that claimed `key` has ended.
    package func release(_ key: String) {
        _ = inUse.withLockedValue { $0.remove(key) }
    }

    /// Forgets the state at `path` when its app ended by a crash (`exitCode` 128 + SIGSEGV,
    /// SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS or SIGQUIT): a state that led to a crash
    /// must not bring the next session straight back to it. A hang-up, SIGTERM or SIGKILL (the
    /// session's connection or the server ended it) keeps the state.
    package func forgetAfterCrash(_ path: String, exitCode: Int) {
        let crashes: Set<Int32> = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS, SIGQUIT]
        guard exitCode > 128, crashes.contains(Int32(exitCode - 128)) else { return }
        unlink(path)
    }

    /// Whether a usable state is kept at `path` (a regular file changed within the window).
    package func hasState(_ path: String) -> Bool {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return false }
        return time(nil) - FileTimes.modified(info) <= window
    }

    /// Deletes what the window has passed: states and the temporary files of writes cut short.
    package func sweep() {
        guard let folder = opendir(directory) else { return }
        defer { closedir(folder) }
        let now = time(nil)
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard name != ".", name != ".." else { continue }
            let path = directory + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, now - FileTimes.modified(info) > window else { continue }
            unlink(path)
        }
    }

    /// Creates `path` and the missing folders above it with mode 0700; refuses a link, a
    /// non-folder, another user's folder, or one that others can read or write.
    private static func makePrivateDirectory(_ path: String) throws(SSHServerError) {
        guard path.hasPrefix("/") else { throw SSHServerError("the resume folder \(FileText.quoted(path)) must be an absolute path") }
        var prefix = ""
        for component in path.split(separator: "/") {
            prefix += "/" + component
            if mkdir(prefix, 0o700) != 0, errno != EEXIST {
                throw SSHServerError(FileText.problem(errno, path: prefix, what: "the resume folder"))
            }
        }
        var info = stat()
        guard lstat(path, &info) == 0 else { throw SSHServerError(FileText.problem(errno, path: path, what: "the resume folder")) }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            throw SSHServerError("the resume folder \(FileText.quoted(path)) is not a folder (a link or a file); remove it or set XDG_STATE_HOME")
        }
        guard info.st_uid == geteuid() else {
            throw SSHServerError("the resume folder \(FileText.quoted(path)) belongs to user \(info.st_uid), not to you; remove it or set XDG_STATE_HOME")
        }
        guard info.st_mode & 0o077 == 0 else {
            throw SSHServerError("the resume folder \(FileText.quoted(path)) can be read by others (mode \(String(info.st_mode & 0o7777, radix: 8))); run chmod 700 on it")
        }
    }
}
