import TerminalCore

/// A request's target, `PATH?QUERY`, split and percent-decoded. Only the exact paths the server
/// knows are ever served (`WebClient`), so no part of it is joined into a file path.
struct WebRequest: Equatable {
    /// The path, as sent (not decoded): compared only with the server's fixed names.
    let path: String
    /// The query's `name=value` pairs, decoded (`+` is a space); a repeated name keeps the first.
    let query: [String: String]

    init(target: String) {
        let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        path = parts.first.map(String.init) ?? "/"
        var query: [String: String] = [:]
        if parts.count == 2 {
            for pair in parts[1].split(separator: "&") {
                let nameAndValue = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                guard let name = Self.decoded(nameAndValue[0]) else { continue }
                let value = nameAndValue.count == 2 ? Self.decoded(nameAndValue[1]) : ""
                if query[name] == nil, let value { query[name] = value }
            }
        }
        self.query = query
    }

    /// `text` with `%XX` escapes and `+` decoded; nil when an escape is broken or the bytes are
    /// not UTF-8.
    static func decoded(_ text: Substring) -> String? {
        PercentDecoding.decode(text, plusIsSpace: true)
    }
}
