import NIOSSH

/// The public keys of an OpenSSH `authorized_keys` file: one key a line (`ssh-ed25519`,
/// `ecdsa-sha2-nistp256`, `-nistp384`, `-nistp521`), after optional options, with an optional
/// comment; blank lines and `#` comments are skipped.
struct AuthorizedKeys: Sendable {
    /// The key types the server can check.
    static let types: Set<Substring> = ["ssh-ed25519", "ecdsa-sha2-nistp256", "ecdsa-sha2-nistp384", "ecdsa-sha2-nistp521"]

    let keys: Set<NIOSSHPublicKey>

    /// Reads the file at `path`.
    init(path: String) throws(SSHServerError) {
        let bytes = try FileText.read(path, what: "authorized keys file")
        try self.init(text: String(decoding: bytes, as: UTF8.self), source: FileText.quoted(path))
    }

    /// Parses `text`; `source` names it in errors.
    init(text: String, source: String) throws(SSHServerError) {
        var keys: Set<NIOSSHPublicKey> = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.drop(while: { $0 == " " || $0 == "\t" })
            if trimmed.isEmpty || trimmed.hasPrefix("#") || trimmed.allSatisfy(\.isWhitespace) { continue }
            let fields = trimmed.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard let typeIndex = fields.firstIndex(where: { Self.types.contains($0) }), typeIndex + 1 < fields.count else {
                let type = fields.first(where: { $0.hasPrefix("ssh-") || $0.hasPrefix("ecdsa-") }).map { " (\($0))" } ?? ""
                throw SSHServerError("\(source) line \(index + 1): not a key this server takes\(type); use ssh-ed25519 or ecdsa-sha2-nistp256 keys")
            }
            do {
                keys.insert(try NIOSSHPublicKey(openSSHPublicKey: "\(fields[typeIndex]) \(fields[typeIndex + 1])"))
            } catch {
                throw SSHServerError("\(source) line \(index + 1): the \(fields[typeIndex]) key does not decode; copy the line from the .pub file again")
            }
        }
        guard !keys.isEmpty else { throw SSHServerError("\(source) has no keys; add a line from ~/.ssh/id_ed25519.pub") }
        self.keys = keys
    }
}
