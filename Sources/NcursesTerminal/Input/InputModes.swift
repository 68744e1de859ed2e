/// The terminal input modes switched on beyond curses' own: the kitty keyboard protocol's
/// disambiguation (Esc arrives as `CSI 27 u`, so it needs no ESCDELAY wait), SGR mouse
/// reporting of clicks and the wheel, and bracketed paste (a paste arrives between
/// `CSI 200 ~` and `CSI 201 ~`, so it is text and not keys).
struct InputModes: Equatable {
    /// Whether the kitty keyboard protocol's flag 1 (disambiguate escape codes) is pushed.
    var kittyKeyboard = false
    /// Whether the terminal reports clicks and the wheel (modes 1000 + 1006).
    var mouse = false
    /// Whether pastes are bracketed (mode 2004).
    var bracketedPaste = false

    /// Pushes kitty flag 1 on the terminal's stack (restored by popping it), turns on normal
    /// mouse tracking with SGR coordinates and bracketed paste.
    var enableSequence: [UInt8] {
        var text = ""
        if kittyKeyboard { text += Self.kittyPush }
        if mouse { text += "\u{1B}[?1000h\u{1B}[?1006h" }
        if bracketedPaste { text += "\u{1B}[?2004h" }
        return Array(text.utf8)
    }

    /// Undoes `enableSequence`. It must be written before leaving the alternate screen: kitty
    /// keeps one flag stack per screen.
    var disableSequence: [UInt8] {
        var text = ""
        if mouse { text += "\u{1B}[?1006l\u{1B}[?1000l" }
        if kittyKeyboard { text += "\u{1B}[<u" }
        if bracketedPaste { text += "\u{1B}[?2004l" }
        return Array(text.utf8)
    }

    /// Pushes the kitty keyboard protocol's flag 1.
    static let kittyPush = "\u{1B}[>1u"
}
