#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LCoordinatorServing

/// The secret in the URL the server prints (as Jupyter's): 128 random bits, or the contents of
/// `--web-token-file`. Every request without it is answered 403, and nothing runs.
struct WebToken: Sendable, Equatable {
    /// The token as it goes in a URL.
    let text: String

    /// The shortest token a file may hold (128 bits in hexadecimal).
    static let minimumLength = 32

    /// A new token: 16 bytes from the system's random source, in hexadecimal.
    static func random() -> WebToken {
        var generator = SystemRandomNumberGenerator()
        let hex = Array("0123456789abcdef")
        var text = ""
        for _ in 0..<16 {
            let byte = UInt8.random(in: 0...255, using: &generator)
            text.append(hex[Int(byte >> 4)])
            text.append(hex[Int(byte & 0x0F)])
        }
        return WebToken(text: text)
    }

    /// Whether `candidate` is the token, in time that depends only on the token's length.
    func matches(_ candidate: Substring?) -> Bool {
        let expected = Array(text.utf8)
        let given = Array((candidate ?? "").utf8)
        var difference: UInt8 = given.count == expected.count ? 0 : 1
        for index in expected.indices {
            difference |= expected[index] ^ (index < given.count ? given[index] : 0)
        }
        return difference == 0
    }

    /// The token in the file at `path`, written there (a new random one, mode 0600,
    /// `O_CREAT | O_EXCL | O_NOFOLLOW`) when there is no file: the same rules as the SSH host key.
    static func loadOrCreate(at path: String) throws(SSHServerError) -> (token: WebToken, created: Bool) {
        let token = random()
        guard try FileText.createPrivate(path, what: "token file", flag: "--web-token-file", contents: { token.text + "\n" }) else {
            return (try load(at: path), false)
        }
        return (token, true)
    }

    /// Reads an existing token file: a regular file of this user's, not a link, not readable
    /// by others, holding one token of URL-safe characters.
    static func load(at path: String) throws(SSHServerError) -> WebToken {
        let bytes = try FileText.readPrivate(path, what: "token file", limit: 4096)
        let text = String(decoding: bytes, as: UTF8.self)
        let lines = text.split(whereSeparator: \.isNewline)
        guard lines.count == 1, let token = lines.first, (minimumLength...256).contains(token.utf8.count),
              token.unicodeScalars.allSatisfy(isTokenCharacter)
        else {
            throw SSHServerError("token file \(ServedSessions.quoted(path)) must hold one line of \(minimumLength) to 256 letters, digits, '-', '_', '.' or '~'; move it away and a new one is created")
        }
        return WebToken(text: String(token))
    }

    /// URL-safe (RFC 3986 unreserved) and ASCII.
    private static func isTokenCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-_.~".unicodeScalars.contains(scalar))
    }
}
