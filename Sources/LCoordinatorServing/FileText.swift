#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TerminalCore

/// Small files read and written with the system calls themselves, so that the flags that make
/// them safe (`O_NOFOLLOW`, `O_EXCL`) are the ones used.
package enum FileText {
    /// The bytes of the regular file at `path` (at most `limit`), not following a symbolic link
    /// unless `followingLinks` (for a public file, such as a TLS certificate that certbot links).
    package static func read(_ path: String, what: String, limit: Int = 1 << 20,
                             followingLinks: Bool = false) throws(SSHServerError) -> [UInt8] {
        try read(path, what: what, limit: limit, followingLinks: followingLinks) { _ throws(SSHServerError) in }
    }

    /// The bytes of a secret file (a host key, a token, a TLS key): a regular file, not a
    /// symbolic link, owned by this user and neither group- nor other-readable, as sshd wants
    /// its host keys. The checks are on the open file itself, so a swap after them changes
    /// nothing.
    package static func readPrivate(_ path: String, what: String, limit: Int = 1 << 20) throws(SSHServerError) -> [UInt8] {
        try read(path, what: what, limit: limit, followingLinks: false) { info throws(SSHServerError) in
            guard info.st_uid == geteuid() else {
                throw SSHServerError("\(what) \(quoted(path)) belongs to another user; give a file of your own")
            }
            guard info.st_mode & 0o077 == 0 else {
                throw SSHServerError("\(what) \(quoted(path)) can be read by others (mode \(String(info.st_mode & 0o777, radix: 8))); run chmod 600 on it")
            }
        }
    }

    private static func read(_ path: String, what: String, limit: Int, followingLinks: Bool,
                             check: (stat) throws(SSHServerError) -> Void) throws(SSHServerError) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | (followingLinks ? 0 : O_NOFOLLOW))
        guard fd >= 0 else { throw SSHServerError(problem(errno, path: path, what: what)) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            throw SSHServerError("\(what) \(quoted(path)) is not a regular file; give a file")
        }
        try check(info)
        guard Int(info.st_size) <= limit else { throw SSHServerError("\(what) \(quoted(path)) is larger than \(limit) bytes; give the right file") }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while bytes.count <= limit {
            let count = chunk.withUnsafeMutableBytes { FileDescriptorCalls.read(fd, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw SSHServerError(problem(errno, path: path, what: what)) }
            if count == 0 { break }
            bytes += chunk[..<count]
        }
        return bytes
    }

    /// Creates the secret file `path` with what `contents` returns (mode 0600,
    /// `O_CREAT | O_EXCL | O_NOFOLLOW`: never through a link planted in its place), unless a file
    /// is there: then nothing is written and the answer is false (read it with `readPrivate`).
    ///
    /// - Parameters:
    ///   - what: the file's name in messages (`host key`).
    ///   - flag: the flag that names another path (`--host-key`).
    /// - Throws: `SSHServerError`, one line: the file cannot be created, or written in full (it
    ///   is removed then).
    package static func createPrivate(_ path: String, what: String, flag: String,
                                      contents: () -> String) throws(SSHServerError) -> Bool {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        if fd < 0 {
            guard errno == EEXIST else {
                throw SSHServerError("cannot create the \(what) \(quoted(path)): \(String(cString: strerror(errno))); give a writable path with \(flag)")
            }
            return false
        }
        let text = contents()
        let written = text.utf8CString.withUnsafeBytes { write(fd, $0.baseAddress, $0.count - 1) }
        let synced = fsync(fd) == 0
        close(fd)
        guard written == text.utf8.count, synced else {
            unlink(path)
            throw SSHServerError("cannot write the \(what) \(quoted(path)); check the disk and the directory")
        }
        return true
    }

    /// The mode bits and owner of the file `path` (not following a link).
    package static func status(_ path: String) -> stat? {
        var info = stat()
        return lstat(path, &info) == 0 ? info : nil
    }

    package static func problem(_ error: Int32, path: String, what: String) -> String {
        switch error {
        case ENOENT: "no \(what) \(quoted(path)); check the path"
        case ELOOP: "\(what) \(quoted(path)) is a symbolic link; refusing to follow it (give the file itself)"
        case EACCES: "cannot read \(what) \(quoted(path)): permission denied"
        default: "cannot read \(what) \(quoted(path)): \(String(cString: strerror(error)))"
        }
    }

    /// `path` in quotes with control characters escaped.
    package static func quoted(_ path: String) -> String {
        "\"" + path.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "\\u{\(String($0.value, radix: 16))}" : String($0) }.joined() + "\""
    }
}
