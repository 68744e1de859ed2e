/// The terminal input modes switched on beyond curses' own: the kitty keyboard protocol's
/// disambiguation (Esc arrives as `CSI 27 u`, so it needs no ESCDELAY wait) and SGR mouse
/// reporting of clicks and the wheel.
struct InputModes: Equatable {
    /// Whether the kitty keyboard protocol's flag 1 (disambiguate escape codes) is pushed.
    var kittyKeyboard = false
    /// Whether the terminal reports clicks and the wheel (modes 1000 + 1006).
    var mouse = false

    /// Pushes kitty flag 1 on the terminal's stack (restored by popping it), and turns on
    /// normal mouse tracking with SGR coordinates.
    var enableSequence: [UInt8] {
        var text = ""
        if kittyKeyboard { text += "\u{1B}[>1u" }
        if mouse { text += "\u{1B}[?1000h\u{1B}[?1006h" }
        return Array(text.utf8)
    }

    /// Undoes `enableSequence`. It must be written before leaving the alternate screen: kitty
    /// keeps one flag stack per screen.
    var disableSequence: [UInt8] {
        var text = ""
        if mouse { text += "\u{1B}[?1006l\u{1B}[?1000l" }
        if kittyKeyboard { text += "\u{1B}[<u" }
        return Array(text.utf8)
    }
}
