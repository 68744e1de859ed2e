/// What the terminal is asked at start: whether it speaks the kitty keyboard protocol.
///
/// The query is `CSI ? u` (the protocol's flags query) followed by a primary device-attributes
/// request (`CSI c`), which every terminal answers. Nothing waits for the answers: they arrive
/// in the input stream whenever the terminal sends them, and `KeyReader` reads them there (a
/// flags reply turns the protocol on; the attributes reply alone, or silence, leaves it off).
enum KeyboardProtocolProbe {
    /// The query: flags, then primary device attributes.
    static let query = Array("\u{1B}[?u\u{1B}[c".utf8)
}
