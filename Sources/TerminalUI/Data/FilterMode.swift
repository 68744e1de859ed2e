/// How `/` matches the typed text against a row of a `ListView` or a `DataTable`; case is
/// ignored either way.
public enum FilterMode: Sendable, Hashable {
    /// Rows that contain the typed text.
    case substring
    /// Rows that contain the typed characters in order, with anything between them (`pdct`
    /// finds "Product").
    case fuzzy
}

extension FilterMode {
    /// The offsets (in `Character`s) of the characters of `text` that match `query`, which is
    /// already lower-cased; nil when `text` does not match. An empty query matches everything.
    func matchedOffsets(of query: String, in text: String) -> [Int]? {
        guard !query.isEmpty else { return [] }
        if let ascii = asciiMatch(of: query, in: text) { return ascii.isEmpty ? nil : ascii }
        let haystack = Array(text.lowercased())
        let needle = Array(query)
        // Lower-casing may change a text's length (rare scripts): then no offsets to highlight.
        let highlights = haystack.count == text.count
        switch self {
        case .substring:
            guard needle.count <= haystack.count else { return nil }
            for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
                if haystack[start..<start + needle.count].elementsEqual(needle) {
                    return highlights ? Array(start..<start + needle.count) : []
                }
            }
            return nil
        case .fuzzy:
            var offsets: [Int] = []
            var next = 0
            for (offset, character) in haystack.enumerated() where next < needle.count && character == needle[next] {
                offsets.append(offset)
                next += 1
            }
            guard next == needle.count else { return nil }
            return highlights ? offsets : []
        }
    }

    /// The match of an ASCII `query` in an ASCII `text`, byte by byte with no allocation but the
    /// result: the offsets (an empty array meaning no match), or nil when either is not ASCII.
    private func asciiMatch(of query: String, in text: String) -> [Int]? {
        var query = query
        var text = text
        return query.withUTF8 { needle -> [Int]? in
            text.withUTF8 { haystack -> [Int]? in
                for byte in needle where byte >= 0x80 { return nil }
                for byte in haystack where byte >= 0x80 || byte == 0x0D { return nil }
                @inline(__always) func lower(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte + 32 : byte }
                switch self {
                case .substring:
                    guard needle.count <= haystack.count else { return [] }
                    outer: for start in 0...(haystack.count - needle.count) {
                        for index in 0..<needle.count where lower(haystack[start + index]) != needle[index] { continue outer }
                        return Array(start..<start + needle.count)
                    }
                    return []
                case .fuzzy:
                    var offsets: [Int] = []
                    var next = 0
                    for index in 0..<haystack.count where next < needle.count && lower(haystack[index]) == needle[next] {
                        offsets.append(index)
                        next += 1
                    }
                    return next == needle.count ? offsets : []
                }
            }
        }
    }
}
