import NIOSSH

/// The public keys of an OpenSSH `authorized_keys` file: one key a line (`ssh-ed25519`,
/// `ecdsa-sha2-nistp256`, `-nistp384`, `-nistp521`), after optional options, with an optional
/// comment; blank lines and `#` comments are skipped.
///
/// The server does not check the options that restrict where, when or how a key may be used
/// (`from=`, `expiry-time=`, `command=`, `no-pty`, `restrict` without `pty`, `cert-authority`,
/// …): a key with one of them, or with an option it does not know, is left out (fail closed),
/// and `leftOut` says so. Options that only forbid what the server never offers (forwarding,
/// X11, agent, user rc) are fine.
struct AuthorizedKeys: Sendable {
    /// The key types the server can check.
    static let types: Set<Substring> = ["ssh-ed25519", "ecdsa-sha2-nistp256", "ecdsa-sha2-nistp384", "ecdsa-sha2-nistp521"]
    /// Options that change nothing here: what they forbid or allow, the server never offers.
    static let harmlessOptions: Set<String> = ["no-port-forwarding", "no-agent-forwarding", "no-x11-forwarding", "no-user-rc",
                                               "port-forwarding", "agent-forwarding", "x11-forwarding", "user-rc", "pty",
                                               "permitopen", "permitlisten", "no-touch-required"]

    let keys: Set<NIOSSHPublicKey>
    /// One line per key left out for an option this server does not check.
    let leftOut: [String]

    /// Reads the file at `path`.
    init(path: String) throws(SSHServerError) {
        let bytes = try FileText.read(path, what: "authorized keys file")
        try self.init(text: String(decoding: bytes, as: UTF8.self), source: FileText.quoted(path))
    }

    /// Parses `text`; `source` names it in errors.
    init(text: String, source: String) throws(SSHServerError) {
        var keys: Set<NIOSSHPublicKey> = []
        var leftOut: [String] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.drop(while: { $0 == " " || $0 == "\t" })
            if trimmed.isEmpty || trimmed.hasPrefix("#") || trimmed.allSatisfy(\.isWhitespace) { continue }
            let fields = trimmed.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard let typeIndex = fields.firstIndex(where: { Self.types.contains($0) }), typeIndex + 1 < fields.count else {
                let type = fields.first(where: { $0.hasPrefix("ssh-") || $0.hasPrefix("ecdsa-") }).map { " (\($0))" } ?? ""
                throw SSHServerError("\(source) line \(index + 1): not a key this server takes\(type); use ssh-ed25519 or ecdsa-sha2-nistp256 keys")
            }
            let key: NIOSSHPublicKey
            do {
                key = try NIOSSHPublicKey(openSSHPublicKey: "\(fields[typeIndex]) \(fields[typeIndex + 1])")
            } catch {
                throw SSHServerError("\(source) line \(index + 1): the \(fields[typeIndex]) key does not decode; copy the line from the .pub file again")
            }
            // The options field (a quoted value may hold spaces: its words are joined again).
            if let unchecked = Self.uncheckedOption(in: Self.optionNames(fields[..<typeIndex].joined(separator: " "))) {
                leftOut.append("\(source) line \(index + 1): key left out: this server does not check its option \(unchecked); remove the option to let the key in")
            } else {
                keys.insert(key)
            }
        }
        guard !keys.isEmpty else {
            throw SSHServerError("\(source) has no keys" + (leftOut.isEmpty ? "" : " it can check") + "; add a line from ~/.ssh/id_ed25519.pub")
        }
        self.keys = keys
        self.leftOut = leftOut
    }

    /// The names of the comma-separated options in `text` (lowercased, with `=` when they take
    /// a value); commas inside double quotes belong to the value.
    static func optionNames(_ text: String) -> [String] {
        var names: [String] = []
        var current = ""
        var inQuotes = false
        for character in text {
            if character == "\"" { inQuotes.toggle() }
            if character == ",", !inQuotes {
                names.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        names.append(current)
        return names.map { option in
            let trimmed = option.filter { $0 != " " && $0 != "\t" }
            guard let equals = trimmed.firstIndex(of: "=") else { return trimmed.lowercased() }
            return trimmed[..<equals].lowercased() + "="
        }.filter { !$0.isEmpty }
    }

    /// The first option of `names` this server does not check; nil when every one is harmless
    /// (`restrict` is, with `pty`: it forbids only what the server never offers).
    static func uncheckedOption(in names: [String]) -> String? {
        names.first { name in
            if name == "restrict" { return !names.contains("pty") }
            return !harmlessOptions.contains(name.hasSuffix("=") ? String(name.dropLast()) : name)
        }
    }
}
