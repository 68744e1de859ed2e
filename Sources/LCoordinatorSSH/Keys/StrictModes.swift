#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// sshd's StrictModes for the files the server trusts (the authorized keys, the host key): the
/// file and every directory above it, up to `/`, must belong to the user or root and must not
/// be writable by group or others, or someone else could put their key in. A directory with
/// the sticky bit that root owns (`/tmp`) is fine: no one else can replace what is in it.
enum StrictModes {
    /// Checks `path` and the directories of its real path; a missing file or a symbolic link is
    /// left to the reader, which says so.
    ///
    /// - Throws: one line naming the file or directory, what is wrong and what to run.
    static func check(_ path: String, what: String) throws(SSHServerError) {
        if let info = FileText.status(path), info.st_mode & S_IFMT != S_IFLNK,
           let problem = problem(owner: info.st_uid, mode: info.st_mode, user: geteuid()) {
            throw SSHServerError("\(what) \(FileText.quoted(path)) \(problem); \(fix(problem))")
        }
        try checkDirectories(above: path, what: what)
    }

    /// Checks each directory of the real path of `path`'s directory, from it up to `/`.
    static func checkDirectories(above path: String, what: String) throws(SSHServerError) {
        let parent = path.contains("/") ? String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) : "."
        guard let resolved = realpath(parent.isEmpty ? "/" : parent, nil) else { return }
        var directory = String(cString: resolved)
        free(resolved)
        while true {
            if let info = FileText.status(directory),
               let problem = problem(owner: info.st_uid, mode: info.st_mode, user: geteuid(), isDirectory: true) {
                throw SSHServerError("directory \(FileText.quoted(directory)) above \(what) \(FileText.quoted(path)) \(problem); \(fix(problem))")
            }
            guard directory != "/", let slash = directory.lastIndex(of: "/") else { return }
            directory = slash == directory.startIndex ? "/" : String(directory[..<slash])
        }
    }

    /// What is wrong with a file (or directory) of `owner` and `mode` for `user`; nil when nothing.
    static func problem(owner: uid_t, mode: mode_t, user: uid_t, isDirectory: Bool = false) -> String? {
        guard owner == user || owner == 0 else { return "belongs to user \(owner), not to you or root" }
        let sharedButSticky = isDirectory && owner == 0 && mode & S_ISVTX != 0
        guard mode & 0o022 == 0 || sharedButSticky else {
            return "can be written by others than you (mode \(String(mode & 0o7777, radix: 8)))"
        }
        return nil
    }

    private static func fix(_ problem: String) -> String {
        problem.hasPrefix("belongs") ? "give a file of your own" : "run chmod go-w on it"
    }
}
