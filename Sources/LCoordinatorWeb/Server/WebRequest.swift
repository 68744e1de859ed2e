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
        var bytes: [UInt8] = []
        var iterator = Array(text.utf8).makeIterator()
        while let byte = iterator.next() {
            switch byte {
            case UInt8(ascii: "+"): bytes.append(UInt8(ascii: " "))
            case UInt8(ascii: "%"):
                guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else { return nil }
                bytes.append(high << 4 | low)
            default: bytes.append(byte)
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
