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
    /// - Throws: `TapeFileError` when it exists but cannot be read or is not UTF-8.
    package static func readText(atPath path: String) throws(TapeFileError) -> String? {
        var info = stat()
        if stat(path, &info) != 0 {
            if errno == ENOENT { return nil }
            throw TapeFileError(.read, path: path, reason: systemReason())
        }
        let bytes: [UInt8]
        do {
            bytes = try TapeFile.bytes(atPath: path)
        } catch {
            throw TapeFileError(.read, path: path, reason: error.message.replacingPrefix("cannot read the tape: "))
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw TapeFileError(.read, path: path, reason: "not UTF-8 text")
        }
        return text
    }

    /// Writes `text` to `path`, creating missing parent directories.
    ///
    /// Writes a temporary file next to it and renames it over `path`, so a reader never sees a
    /// half-written file.
    /// A symbolic link is written through: its target is replaced, the link stays. A path that
    /// is a device, a FIFO, a socket or a directory is refused and left alone.
    package static func write(_ text: String, toPath requestedPath: String) throws(TapeFileError) {
        try write(bytes: Array(text.utf8), toPath: requestedPath)
    }

    /// Writes `bytes` as `write(_:toPath:)` writes text.
    package static func write(bytes: [UInt8], toPath requestedPath: String) throws(TapeFileError) {
        let path = try regularFileTarget(of: requestedPath)
        try createDirectories(directory(of: path), for: path)
        let temporary = path + ".tmp-\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode_t(0o644))
        guard descriptor >= 0 else { throw TapeFileError(.write, path: path, reason: systemReason()) }
        var failure: String?
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
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

    /// The path to write for `path`: `path` itself when it does not exist or is a regular file,
    /// the resolved target when it is a symbolic link to one (or to a missing file in an
    /// existing directory).
    ///
    /// - Throws: `TapeFileError` when `path` (or its target) exists and is not a regular file.
    package static func regularFileTarget(of path: String) throws(TapeFileError) -> String {
        var info = stat()
        guard lstat(path, &info) == 0 else { return path }
        var target = path
        if info.st_mode & S_IFMT == S_IFLNK {
            if let resolved = realpath(path, nil) {
                target = String(cString: resolved)
                free(resolved)
            } else {
                // A dangling link: write the file it names, when that name resolves to a place.
                var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
                let count = readlink(path, &buffer, buffer.count - 1)
                guard count > 0 else { throw TapeFileError(.write, path: path, reason: systemReason()) }
                let link = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
                target = link.hasPrefix("/") ? link : join(directory(of: path), link)
            }
            guard lstat(target, &info) == 0 else { return target }
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw TapeFileError(.write, path: path, reason: "\(kind(of: info.st_mode)), not a regular file; give the path of a file")
        }
        return target
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
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let directory = String(path[..<slash])
        return directory.isEmpty ? "/" : directory
    }

    /// The last component of `path` (`home.tape` for `demo-scripts/home.tape`).
    static func fileName(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
    }

    /// `name` inside `directory`.
    static func join(_ directory: String, _ name: String) -> String {
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

    private static func systemReason() -> String {
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
