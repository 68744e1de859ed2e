import LCoordinatorLaunch
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The few file operations snapshots and recordings need, on the C library (the `Tape` target
/// does not depend on Foundation).
package enum FileSystem {
    /// The contents of a text file: nil when it does not exist.
    ///
    /// - Throws: `TapeFileError` when it exists but cannot be read, is not a regular file, is
    ///   larger than `limit` bytes, or is not UTF-8.
    package static func readText(atPath path: String, limit: Int = 16 * 1024 * 1024) throws(TapeFileError) -> String? {
        let contents: [UInt8]
        do throws(FileReadFailure) {
            guard let read = try bytes(atPath: path, limit: limit, regularOnly: true) else { return nil }
            contents = read
        } catch {
            throw TapeFileError(.read, path: path, reason: error.reason)
        }
        guard let text = String(validating: contents, as: UTF8.self) else {
            throw TapeFileError(.read, path: path, reason: "not UTF-8 text")
        }
        return text
    }

    /// The bytes of the file at `path`; nil when nothing is there.
    ///
    /// Opened without blocking, so a FIFO nobody writes to never hangs the caller: with
    /// `regularOnly` it is refused before a byte is read (as is a device, a socket or a
    /// directory); otherwise a stream (a pipe, `/dev/stdin`) is read up to `limit` bytes.
    ///
    /// - Throws: `FileReadFailure` when it cannot be opened or read, is not a regular file
    ///   (with `regularOnly`), or is larger than `limit` bytes.
    package static func bytes(atPath path: String, limit: Int, regularOnly: Bool) throws(FileReadFailure) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            throw .system(systemReason())
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .system(systemReason()) }
        if info.st_mode & S_IFMT == S_IFREG {
            if Int(info.st_size) > limit { throw .tooLarge(limit: limit) }
        } else if regularOnly {
            throw .notRegular(kind: kind(of: info.st_mode))
        } else {
            // A stream is read blocking, as any reader would (a FIFO without a writer reads as empty).
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .system(systemReason())
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<count])
            // A file may grow while it is read; a device may never end.
            if bytes.count > limit { throw .tooLarge(limit: limit) }
        }
    }

    /// Writes `text` to `path`, creating missing parent directories.
    ///
    /// Writes a temporary file next to it and renames it over `path`, so a reader never sees a
    /// half-written file. The temporary file has a random name and is created exclusively
    /// (never through a link someone planted), readable only by its owner until it takes the
    /// mode of the file it replaces (a new file: 0644 less the umask).
    /// A symbolic link is written through (its target is replaced, the link stays) only when it
    /// is this user's or its directory owner's (see `resolvingLinks(of:)`). A path that is a
    /// device, a FIFO, a socket or a directory is refused and left alone.
    package static func write(_ text: String, toPath requestedPath: String) throws(TapeFileError) {
        try write(bytes: Array(text.utf8), toPath: requestedPath)
    }

    /// Writes `bytes` as `write(_:toPath:)` writes text.
    package static func write(bytes: [UInt8], toPath requestedPath: String) throws(TapeFileError) {
        let path = try regularFileTarget(of: requestedPath)
        try createDirectories(directory(of: path), for: path)
        var template = Array((path + ".tmp-XXXXXX").utf8CString)
        // mkstemp: a random name, O_CREAT | O_EXCL (a planted symbolic link makes it fail), mode 0600.
        let descriptor = template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.map { mkstemp($0) } ?? -1
        }
        guard descriptor >= 0 else { throw TapeFileError(.write, path: path, reason: systemReason()) }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var failure: String?
        if fchmod(descriptor, mode(replacing: path)) != 0 { failure = systemReason() }
        bytes.withUnsafeBytes { buffer in
            guard failure == nil, let base = buffer.baseAddress else { return }
            var written = 0
            while written < buffer.count {
                let count = writeBytes(descriptor, base + written, buffer.count - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    failure = systemReason()
                    return
                }
                written += count
            }
        }
        if close(descriptor) != 0, failure == nil { failure = systemReason() }
        if failure == nil, rename(temporary, path) != 0 { failure = systemReason() }
        if let failure {
            unlink(temporary)
            throw TapeFileError(.write, path: path, reason: failure)
        }
    }

    /// The mode a file written at `path` gets: the mode of the file it replaces, else 0644 less
    /// the process's umask.
    private static func mode(replacing path: String) -> mode_t {
        var info = stat()
        if stat(path, &info) == 0 { return info.st_mode & 0o7777 }
        let mask = umask(0)
        umask(mask)
        return 0o644 & ~mask
    }

    /// Why `path` cannot be written (created or appended to), or nil when it can — checked
    /// before a session so a long recording or a saved state is never lost at the end. A
    /// device, a FIFO, a socket or a directory is refused without being opened (opening a FIFO
    /// would wait for a reader). Leaves no file behind when there was none.
    package static func writeProblem(atPath path: String) -> TapeFileError? {
        let target: String
        do throws(TapeFileError) {
            target = try regularFileTarget(of: path)
        } catch {
            return error
        }
        let existed = access(target, F_OK) == 0
        let descriptor = open(target, O_WRONLY | O_APPEND | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, mode_t(0o644))
        guard descriptor >= 0 else { return TapeFileError(.write, path: path, reason: systemReason()) }
        close(descriptor)
        if !existed { unlink(target) }
        return nil
    }

    /// The path to write for `path`: `path` itself when it holds no symbolic link, else the
    /// path with its links resolved (see `resolvingLinks(of:)`: a link of another user in a
    /// directory that is not theirs is refused). The file there may be missing, or regular.
    ///
    /// - Throws: `TapeFileError` when a link is refused, or `path` (or its target) exists and
    ///   is not a regular file.
    package static func regularFileTarget(of path: String) throws(TapeFileError) -> String {
        let target = try resolvingLinks(of: path)
        var info = stat()
        guard lstat(target, &info) == 0 else { return target }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw TapeFileError(.write, path: path, reason: "\(kind(of: info.st_mode)), not a regular file; give the path of a file")
        }
        return target
    }

    /// Opens `path` to append to it (created 0644 less the umask when missing), with the
    /// checks of `regularFileTarget(of:)`: the one way a log is opened.
    ///
    /// - Returns: the descriptor (close-on-exec).
    /// - Throws: `TapeFileError` saying why it cannot be opened.
    package static func openForAppending(atPath path: String) throws(TapeFileError) -> Int32 {
        let target = try regularFileTarget(of: path)
        let descriptor = open(target, O_WRONLY | O_APPEND | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, mode_t(0o644))
        guard descriptor >= 0 else { throw TapeFileError(.write, path: path, reason: systemReason()) }
        return descriptor
    }

    private static func kind(of mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: "a directory"
        case S_IFCHR, S_IFBLK: "a device"
        case S_IFIFO: "a FIFO"
        case S_IFSOCK: "a socket"
        default: "a special file"
        }
    }

    /// The directory part of `path` (`.` for a bare file name, `/` for a file at the root).
    package static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let directory = String(path[..<slash])
        return directory.isEmpty ? "/" : directory
    }

    /// The last component of `path` (`home.tape` for `demo-scripts/home.tape`).
    package static func fileName(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
    }

    /// `name` inside `directory`.
    package static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// Creates `directory` and its missing parents (`mkdir -p`).
    private static func createDirectories(_ directory: String, for path: String) throws(TapeFileError) {
        var prefix = directory.hasPrefix("/") ? "/" : ""
        for component in directory.split(separator: "/") {
            prefix += component
            if mkdir(prefix, mode_t(0o755)) != 0, errno != EEXIST {
                throw TapeFileError(.write, path: path, reason: systemReason())
            }
            prefix += "/"
        }
    }

    package static func systemReason() -> String {
        String(cString: strerror(errno))
    }
}

/// `write(2)`, named apart from `FileSystem.write(_:toPath:)`.
private func writeBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}

private extension String {
    func replacingPrefix(_ prefix: String) -> String {
        hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self
    }
}
