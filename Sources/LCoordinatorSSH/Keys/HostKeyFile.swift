#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Crypto
import Foundation
import NIOSSH

/// The server's ed25519 host key in a file of its own: created on first run with mode 0600
/// (`O_CREAT | O_EXCL | O_NOFOLLOW`: never through a symbolic link planted in its place) and
/// read again on every later run, so that the clients' `known_hosts` stays valid.
///
/// The file holds one header line and the 32-byte private key in base64. Like the authorized
/// keys, its directories are checked as sshd's StrictModes checks them (`StrictModes`).
enum HostKeyFile {
    static let header = "lcssh ed25519 host key v1"

    /// The key at `path`, created when there is no file; `created` tells which.
    static func loadOrCreate(at path: String) throws(SSHServerError) -> (key: Curve25519.Signing.PrivateKey, created: Bool) {
        try StrictModes.checkDirectories(above: path, what: "host key")
        var created: Curve25519.Signing.PrivateKey?
        let isNew = try FileText.createPrivate(path, what: "host key", flag: "--host-key") {
            let key = Curve25519.Signing.PrivateKey()
            created = key
            return header + "\n" + key.rawRepresentation.base64EncodedString() + "\n"
        }
        guard isNew, let created else { return (try load(at: path), false) }
        return (created, true)
    }

    /// Reads an existing key: a regular file of this user's, not a link, not readable by others.
    static func load(at path: String) throws(SSHServerError) -> Curve25519.Signing.PrivateKey {
        let bytes = try FileText.readPrivate(path, what: "host key", limit: 4096)
        let lines = String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline)
        guard lines.count == 2, lines[0] == header, let raw = Data(base64Encoded: String(lines[1])),
              let key = try? Curve25519.Signing.PrivateKey(rawRepresentation: raw)
        else {
            throw SSHServerError("host key \(FileText.quoted(path)) is not an lcssh host key; move it away and a new one is created")
        }
        return key
    }
}
