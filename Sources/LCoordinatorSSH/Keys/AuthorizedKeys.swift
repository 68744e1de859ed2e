import NIOSSH

/// The public keys of an OpenSSH `authorized_keys` file: one key a line (`ssh-ed25519`,
/// `ecdsa-sha2-nistp256`, `-nistp384`, `-nistp521`), after optional options, with an optional
/// comment; blank lines and `#` comments are skipped, and CRLF ends a line as LF does. Each
/// line is split as sshd splits it (`AuthorizedKeyLine`).
///
/// A key of a type the server cannot check (`ssh-rsa`, `ssh-dss`, `sk-…@openssh.com`,
/// certificates) is left out with a start line naming its line and type. The server does not
/// check the options that restrict where, when or how a key may be used (`from=`,
/// `expiry-time=`, `command=`, `no-pty`, `restrict` without `pty`, `cert-authority`, …): a key
/// with one of them, or with an option it does not know, is left out too (fail closed). Options
/// that only forbid what the server never offers (forwarding, X11, agent, user rc) are fine. A
/// line that is no key line at all refuses the file: it is a mistake to fix, not a key to skip.
struct AuthorizedKeys: Sendable {
    /// Options that change nothing here: what they forbid or allow, the server never offers.
    static let harmlessOptions: Set<String> = ["no-port-forwarding", "no-agent-forwarding", "no-x11-forwarding", "no-user-rc",
                                               "port-forwarding", "agent-forwarding", "x11-forwarding", "user-rc", "pty",
                                               "permitopen", "permitlisten", "no-touch-required"]

    let keys: Set<NIOSSHPublicKey>
    /// One line per key left out (its type, or an option this server does not check).
    let startLines: [String]

    /// Reads the file at `path`, checked first as sshd's StrictModes checks it.
    init(path: String) throws(SSHServerError) {
        try StrictModes.check(path, what: "authorized keys file")
        let bytes = try FileText.read(path, what: "authorized keys file")
        try self.init(text: String(decoding: bytes, as: UTF8.self), source: FileText.quoted(path))
    }

    /// Parses `text`; `source` names it in errors.
    init(text: String, source: String) throws(SSHServerError) {
        var keys: Set<NIOSSHPublicKey> = []
        var startLines: [String] = []
        // By scalars: "\r\n" is one Character, which a split on "\n" would never see.
        let lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, scalars) in lines.enumerated() {
            let line = Substring(String(scalars.last == "\r" ? scalars.dropLast() : scalars[...]))
            let trimmed = line.drop(while: { $0 == " " || $0 == "\t" })
            if trimmed.isEmpty || trimmed.hasPrefix("#") || trimmed.allSatisfy(\.isWhitespace) { continue }
            let place = "\(source) line \(index + 1)"
            guard let parsed = AuthorizedKeyLine(line), AuthorizedKeyLine.isKeyType(parsed.type) else {
                throw SSHServerError("\(place): not a key this server takes; give the lines of an ssh-ed25519 or ecdsa-sha2 .pub file")
            }
            guard AuthorizedKeyLine.takenTypes.contains(parsed.type) else {
                startLines.append("\(place): \(parsed.type) key left out: \(AuthorizedKeyLine.whyNotTaken(parsed.type));"
                                  + " make an ed25519 key (ssh-keygen -t ed25519) and add its .pub line")
                continue
            }
            let key: NIOSSHPublicKey
            do {
                key = try NIOSSHPublicKey(openSSHPublicKey: "\(parsed.type) \(parsed.key)")
            } catch {
                throw SSHServerError("\(place): the \(parsed.type) key does not decode; copy the line from the .pub file again")
            }
            if let unchecked = Self.uncheckedOption(in: AuthorizedKeyLine.optionNames(parsed.options)) {
                startLines.append("\(place): key left out: this server does not check its option \(unchecked); remove the option to let the key in")
            } else {
                keys.insert(key)
            }
        }
        guard !keys.isEmpty else {
            let count = startLines.isEmpty ? "" : " (\(startLines.count) left out)"
            throw SSHServerError("\(source) has no key this server can take\(count); add a line from ~/.ssh/id_ed25519.pub (ssh-keygen -t ed25519 makes one)")
        }
        self.keys = keys
        self.startLines = startLines
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
