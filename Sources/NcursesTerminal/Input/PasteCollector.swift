/// The bytes of a bracketed paste, collected up to its end marker `CSI 201 ~`.
struct PasteCollector {
    /// `ESC [ 2 0 1 ~`.
    private static let endMarker: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]
    /// At most this many bytes are kept; the rest are dropped.
    let limit: Int
    private var bytes: [UInt8] = []
    /// How many bytes past `limit` were dropped.
    private(set) var droppedBytes = 0
    /// How many bytes of the end marker the last bytes were.
    private var matched = 0

    init(limit: Int) {
        self.limit = limit
    }

    /// The text so far (invalid UTF-8 as U+FFFD).
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Takes the next byte; true when it completed the end marker (the paste is whole).
    mutating func take(_ byte: UInt8) -> Bool {
        if byte == Self.endMarker[matched] {
            matched += 1
            if matched == Self.endMarker.count {
                matched = 0
                return true
            }
            return false
        }
        // Part of a marker that was not one is text.
        for earlier in Self.endMarker[0..<matched] { keep(earlier) }
        matched = byte == Self.endMarker[0] ? 1 : 0
        if matched == 0 { keep(byte) }
        return false
    }

    /// The paste ended without its marker: a partial marker at the end is text.
    mutating func finishWithoutMarker() {
        for earlier in Self.endMarker[0..<matched] { keep(earlier) }
        matched = 0
    }

    private mutating func keep(_ byte: UInt8) {
        if bytes.count < limit { bytes.append(byte) } else { droppedBytes += 1 }
    }
}
