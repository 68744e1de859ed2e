#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import LCoordinatorLaunch
import TerminalCore

/// Which symbolic links a writer follows: the kernel's `protected_symlinks` rule, applied by
/// the writers themselves (they resolve links before they rename over the target, so the
/// kernel's guard would never see them), and in every directory, not only sticky ones.
extension FileSystem {
    /// The most links one path may follow (the kernel's own limit).
    static let maximumLinks = 40

    /// `path` with every symbolic link in it resolved, one link at a time; `path` itself when
    /// it holds none. A link is followed only when its owner is this user or the owner of the
    /// directory it is in: a link planted by another user in a shared directory (`/tmp`) is
    /// refused, so nobody can point a writer at a file it should not replace. What does not
    /// exist yet is kept as named (a writer creates it).
    ///
    /// - Throws: `TapeFileError` (a write) naming the link and what to do, when a link is
    ///   refused, cannot be read, or there are more than `maximumLinks`.
    package static func resolvingLinks(of path: String) throws(TapeFileError) -> String {
        var resolved = path.hasPrefix("/") ? "/" : ""
        // The components still to walk, the next one last.
        var pending = Array(path.split(separator: "/").map(String.init).reversed())
        var links = 0
        while let component = pending.popLast() {
            if component == "." { continue }
            if component == ".." {
                resolved = parent(of: resolved)
                continue
            }
            let candidate = resolved.isEmpty ? component : join(resolved, component)
            var info = stat()
            guard lstat(candidate, &info) == 0 else {
                // Missing: it and what follows are created as named.
                resolved = ([candidate] + pending.reversed()).joined(separator: "/")
                break
            }
            guard info.st_mode & S_IFMT == S_IFLNK else {
                resolved = candidate
                continue
            }
            links += 1
            guard links <= maximumLinks else {
                throw TapeFileError(.write, path: path, reason: "more than \(maximumLinks) symbolic links; give the path of the file itself")
            }
            if let refusal = linkRefusal(owner: info.st_uid, directory: resolved.isEmpty ? "." : resolved) {
                throw TapeFileError(.write, path: path, reason: (candidate == path ? "it" : PrintableText.escaping(candidate)) + refusal)
            }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(candidate, &buffer, buffer.count - 1)
            guard count > 0 else { throw TapeFileError(.write, path: path, reason: String(cString: strerror(errno))) }
            let target = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if target.hasPrefix("/") { resolved = "/" }
            pending += target.split(separator: "/").map(String.init).reversed()
        }
        return links == 0 ? path : (resolved.isEmpty ? "." : resolved)
    }

    /// Why a link owned by `owner` in `directory` is not followed (the words after the link's
    /// name); nil when it may be (this user's link, or the directory owner's).
    private static func linkRefusal(owner: uid_t, directory: String) -> String? {
        if owner == geteuid() { return nil }
        var info = stat()
        if stat(directory, &info) == 0, info.st_uid == owner { return nil }
        return " is a symbolic link of another user (uid \(owner)) in a directory that is not theirs, so it is not followed; "
            + "remove the link or give another path"
    }

    /// The directory above `resolved` (a path without links): `/` stays `/`, a relative path
    /// climbs with `..`.
    private static func parent(of resolved: String) -> String {
        if resolved == "/" { return "/" }
        if resolved.isEmpty { return ".." }
        if resolved == ".." || resolved.hasSuffix("/..") { return resolved + "/.." }
        guard let slash = resolved.lastIndex(of: "/") else { return "" }
        return slash == resolved.startIndex ? "/" : String(resolved[..<slash])
    }
}
