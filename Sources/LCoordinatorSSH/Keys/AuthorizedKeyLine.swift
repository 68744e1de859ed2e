/// One line of an authorized_keys file split as sshd splits it: when the first word is not a
/// key type, it is the options, read up to the first space or tab outside double quotes (`\"`
/// inside quotes is a quote, not the end); then the key type, then the key in base64, then an
/// optional comment. So a key written inside a quoted option value is never taken for the key.
struct AuthorizedKeyLine: Equatable {
    /// The options field, as written ("" when there is none).
    let options: String
    /// The key type (`ssh-ed25519`).
    let type: Substring
    /// The key in base64.
    let key: Substring

    /// The key types the server can check (swift-nio-ssh's).
    static let takenTypes: Set<Substring> = ["ssh-ed25519", "ecdsa-sha2-nistp256", "ecdsa-sha2-nistp384", "ecdsa-sha2-nistp521"]
    /// The other key types OpenSSH knows (certificates end in `-cert-v01@openssh.com`).
    static let otherTypes: Set<Substring> = ["ssh-rsa", "ssh-dss", "rsa-sha2-256", "rsa-sha2-512", "ssh-ed448",
                                             "sk-ssh-ed25519@openssh.com", "sk-ecdsa-sha2-nistp256@openssh.com",
                                             "ssh-xmss@openssh.com"]

    /// The parts of `line` (leading blanks allowed); nil when it has no options-type-key shape
    /// (a quote left open, no key after the type).
    init?(_ line: Substring) {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        var rest = line.drop(while: isBlank)
        let first = rest.prefix(while: { !isBlank($0) })
        var options = Substring()
        if !Self.isKeyType(first) {
            var index = rest.startIndex
            var quoted = false
            while index < rest.endIndex, quoted || !isBlank(rest[index]) {
                let next = rest.index(after: index)
                if rest[index] == "\\", quoted, next < rest.endIndex, rest[next] == "\"" {
                    index = rest.index(after: next)
                    continue
                }
                if rest[index] == "\"" { quoted.toggle() }
                index = next
            }
            guard !quoted else { return nil }
            options = rest[..<index]
            rest = rest[index...].drop(while: isBlank)
        }
        let fields = rest.split(maxSplits: 2, whereSeparator: isBlank)
        guard fields.count >= 2 else { return nil }
        self.options = String(options)
        type = fields[0]
        key = fields[1]
    }

    /// Whether `word` names a key type OpenSSH knows, taken here or not.
    static func isKeyType(_ word: Substring) -> Bool {
        takenTypes.contains(word) || otherTypes.contains(word) || word.hasSuffix("-cert-v01@openssh.com")
    }

    /// Why the server does not take a key of `type`, for the start line.
    static func whyNotTaken(_ type: Substring) -> String {
        if type.hasSuffix("-cert-v01@openssh.com") { return "certificates are not checked" }
        if type.hasPrefix("sk-") { return "security-key (FIDO) keys are not checked" }
        return "swift-nio-ssh checks only ed25519 and ECDSA signatures"
    }

    /// The names of the comma-separated options in `text` (lowercased, with `=` when they take
    /// a value); a comma inside double quotes belongs to the value, and so does `\"`.
    static func optionNames(_ text: String) -> [String] {
        var names: [String] = []
        var current = ""
        var quoted = false
        var escaped = false
        for character in text {
            defer { escaped = quoted && character == "\\" && !escaped }
            if character == "\"", !escaped { quoted.toggle() }
            if character == ",", !quoted {
                names.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        names.append(current)
        return names.map { option in
            guard let equals = option.firstIndex(of: "=") else { return option.lowercased() }
            return option[..<equals].lowercased() + "="
        }.filter { !$0.isEmpty }
    }
}
