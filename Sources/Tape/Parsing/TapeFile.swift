#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading a tape file's bytes and decoding them as UTF-8, with errors that point at the file.
enum TapeFile {
    /// A tape larger than this is refused rather than read (it is a small text file; this
    /// also keeps `/dev/zero` or a huge log passed by mistake from eating memory).
    static let maximumSize = 16 * 1024 * 1024

    /// The bytes of the file at `path`.
    static func bytes(atPath path: String) throws(TapeError) -> [UInt8] {
        let fileStart = TapeLocation(file: path, line: 1, column: 1)
        let bytes: [UInt8]?
        do throws(FileReadFailure) {
            bytes = try FileSystem.bytes(atPath: path, limit: maximumSize, regularOnly: false)
        } catch {
            if case .tooLarge = error { throw TapeError(.fileTooLarge(limit: maximumSize), at: fileStart) }
            throw TapeError(.unreadableFile(reason: error.reason), at: fileStart)
        }
        guard let bytes else { throw TapeError(.unreadableFile(reason: String(cString: strerror(ENOENT))), at: fileStart) }
        return bytes
    }

    /// `bytes` as text.
    ///
    /// - Throws: `.invalidUTF8` at the line and column of the first byte that is not UTF-8.
    static func decode(_ bytes: [UInt8], path: String) throws(TapeError) -> String {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw TapeError(.invalidUTF8, at: locationOfFirstInvalidByte(in: bytes, path: path))
        }
        return text
    }

    private static func locationOfFirstInvalidByte(in bytes: [UInt8], path: String) -> TapeLocation {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        decoding: while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded): offset += encoded.count
            case .emptyInput, .error: break decoding
            }
        }
        let before = bytes[0..<offset]
        let line = before.count(where: { $0 == UInt8(ascii: "\n") }) + 1
        let lineStart = (before.lastIndex(of: UInt8(ascii: "\n")) ?? -1) + 1
        var prefix = String(decoding: bytes[lineStart..<offset], as: UTF8.self)
        if line == 1, prefix.unicodeScalars.first == "\u{FEFF}" { prefix.unicodeScalars.removeFirst() }
        return TapeLocation(file: path, line: line, column: prefix.count + 1)
    }

    private static func systemReason() -> String {
        String(cString: strerror(errno))
    }
}
