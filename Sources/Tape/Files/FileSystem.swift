#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The few file operations snapshots and recordings need, on the C library (the `Tape` target
/// does not depend on Foundation).
enum FileSystem {
    /// The contents of a text file: nil when it does not exist.
    ///
    /// - Throws: `TapeFileError` when it exists but cannot be read or is not UTF-8.
    static func readText(atPath path: String) throws(TapeFileError) -> String? {
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
    static func write(_ text: String, toPath path: String) throws(TapeFileError) {
        try createDirectories(directory(of: path), for: path)
        let temporary = path + ".tmp-\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode_t(0o644))
        guard descriptor >= 0 else { throw TapeFileError(.write, path: path, reason: systemReason()) }
        var failure: String?
        let bytes = Array(text.utf8)
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

    /// The directory part of `path` (`.` for a bare file name, `/` for a file at the root).
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let directory = String(path[..<slash])
        return directory.isEmpty ? "/" : directory
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
