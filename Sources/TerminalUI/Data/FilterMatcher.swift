/// A filter's folded query prepared once and matched against many cells: what a filter pass
/// asks of each row.
///
/// An ASCII query against an ASCII cell (no carriage return, which joins a following line feed
/// into one grapheme) is matched byte by byte, case folded by arithmetic, with no allocation:
/// there, bytes are graphemes and lower-casing maps only `A`–`Z`, so the answer is the one
/// `FilterMode.matchedOffsets(of:in:)` gives. Any other cell or query takes that reference
/// matcher (graphemes, Unicode lower-casing). `FilterMatcherTests` checks the two agree.
struct FilterMatcher {
    /// The folded query.
    let query: String
    let mode: FilterMode
    /// The query's bytes when it is ASCII; nil otherwise.
    private let needle: [UInt8]?

    init(query: String, mode: FilterMode) {
        self.query = query
        self.mode = mode
        let bytes = Array(query.utf8)
        needle = bytes.allSatisfy { $0 < 0x80 } && !bytes.isEmpty ? bytes : nil
    }

    /// Whether `text` matches the query (an empty query matches everything).
    func matches(_ text: String) -> Bool {
        guard let needle else { return query.isEmpty || mode.matchedOffsets(of: query, in: text) != nil }
        return needle.withUnsafeBufferPointer { match(needle: $0, in: text) }
    }

    /// Whether any of `cells` matches the query.
    func matchesAny(of cells: [String]) -> Bool {
        guard let needle else {
            if query.isEmpty { return true }
            for cell in cells where mode.matchedOffsets(of: query, in: cell) != nil { return true }
            return false
        }
        return needle.withUnsafeBufferPointer { needle in
            for cell in cells where match(needle: needle, in: cell) { return true }
            return false
        }
    }

    /// The ASCII `needle` in `text`: byte by byte when `text` is plain ASCII, else by the
    /// reference matcher.
    @inline(__always)
    private func match(needle: UnsafeBufferPointer<UInt8>, in text: String) -> Bool {
        var text = text
        let plain: Bool? = text.withUTF8 { haystack in
            guard Self.isPlainASCII(haystack) else { return nil }
            switch mode {
            case .substring: return Self.containsFolded(needle, in: haystack)
            case .fuzzy: return Self.containsInOrderFolded(needle, in: haystack)
            }
        }
        return plain ?? (mode.matchedOffsets(of: query, in: text) != nil)
    }

    /// `byte` lower-cased when it is an ASCII capital.
    @inline(__always)
    private static func lower(_ byte: UInt8) -> UInt8 { byte &- 0x41 < 26 ? byte | 0x20 : byte }

    /// Whether every byte is ASCII and none is a carriage return, eight bytes at a time.
    @inline(__always)
    static func isPlainASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let count = bytes.count
        let raw = UnsafeRawPointer(base)
        let high: UInt64 = 0x8080_8080_8080_8080
        var index = 0
        while index + 8 <= count {
            let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            // With no high bit set, a byte of `returns` is zero exactly where `word` has a CR.
            let returns = word ^ 0x0D0D_0D0D_0D0D_0D0D
            if (word | ((returns &- 0x0101_0101_0101_0101) & ~returns)) & high != 0 { return false }
            index += 8
        }
        while index < count {
            let byte = base[index]
            if byte >= 0x80 || byte == 0x0D { return false }
            index += 1
        }
        return true
    }

    /// Whether `haystack` lower-cased contains `needle` (lower-case ASCII).
    @inline(__always)
    private static func containsFolded(_ needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>) -> Bool {
        let length = needle.count
        guard length <= haystack.count, let first = needle.first else { return length == 0 }
        var start = 0
        let last = haystack.count - length
        while start <= last {
            if lower(haystack[start]) == first {
                var offset = 1
                while offset < length, lower(haystack[start + offset]) == needle[offset] { offset += 1 }
                if offset == length { return true }
            }
            start += 1
        }
        return false
    }

    /// Whether `haystack` lower-cased contains the bytes of `needle` in order.
    @inline(__always)
    private static func containsInOrderFolded(_ needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>) -> Bool {
        var next = 0
        let length = needle.count
        guard length > 0 else { return true }
        for byte in haystack where lower(byte) == needle[next] {
            next += 1
            if next == length { return true }
        }
        return false
    }
}
