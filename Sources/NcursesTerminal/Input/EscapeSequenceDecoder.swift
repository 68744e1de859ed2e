import TerminalCore

/// Decodes the control sequences curses does not know: kitty keyboard protocol keys
/// (`CSI code ; modifiers u`) and SGR mouse reports (`CSI < button ; column ; row M|m`).
///
/// Curses reads the key sequences its terminfo entry names; these two it hands over byte by
/// byte after the Esc, and `KeyReader` collects them into parameters and a final byte.
enum EscapeSequenceDecoder {
    /// What a control sequence means to the UI.
    enum Decoded: Equatable {
        case key(KeyEvent)
        case mouse(MouseEvent)
        /// Nothing the UI reacts to (a mouse release or drag, a reply to a query, an unknown key).
        case ignored
    }

    /// Decodes `CSI <parameters> <final>`, where `parameters` holds the bytes between `CSI`
    /// and the final byte.
    static func decode(parameters: String, final: Character) -> Decoded {
        if parameters.hasPrefix("<"), final == "M" || final == "m" {
            return mouse(parameters.dropFirst(), pressed: final == "M")
        }
        // Replies to queries (`CSI ? flags u`, `CSI ? … c`) start with a private marker.
        if let first = parameters.first, "<=>?".contains(first) { return .ignored }
        if final == "u" { return kittyKey(parameters) }
        return .ignored
    }

    /// `code[:shifted[:base]] ; modifiers[:event] ; text` (kitty keyboard protocol).
    private static func kittyKey(_ parameters: String) -> Decoded {
        let fields = parameters.split(separator: ";", omittingEmptySubsequences: false)
        guard let codeField = fields.first?.split(separator: ":").first, let code = UInt32(codeField) else { return .ignored }
        var modifierValue = 1
        if fields.count > 1 {
            let parts = fields[1].split(separator: ":", omittingEmptySubsequences: false)
            if let value = parts.first.flatMap({ Int($0) }) { modifierValue = value }
            // Event type 3 is a release (only with flag 2, which is never asked for).
            if parts.count > 1, parts[1] == "3" { return .ignored }
        }
        let bits = max(0, modifierValue - 1)
        var modifiers: KeyModifiers = []
        if bits & 1 != 0 { modifiers.insert(.shift) }
        if bits & 2 != 0 { modifiers.insert(.alt) }
        if bits & 4 != 0 { modifiers.insert(.control) }
        let key: Key
        switch code {
        case 27: key = .escape
        case 13: key = .enter
        case 9:
            if modifiers.contains(.shift) {
                modifiers.remove(.shift)
                key = .backTab
            } else {
                key = .tab
            }
        case 127, 8: key = .backspace
        // Kitty's private-use codes (keypad keys, modifiers alone, media keys) have no name here.
        case 57344...63743: return .ignored
        default:
            guard code >= 32, let scalar = Unicode.Scalar(code) else { return .ignored }
            var character = Character(scalar)
            if modifiers.contains(.control) {
                // Ctrl+C is `.ctrl("c")` whatever Shift says, as for a legacy control byte.
                character = Character(character.lowercased())
            } else if modifiers.contains(.shift), character.isLetter {
                character = Character(character.uppercased())
                modifiers.remove(.shift)
            }
            key = .character(character)
        }
        return .key(KeyEvent(key, modifiers))
    }

    /// `button ; column ; row` with 1-based cells; `pressed` is false for a release (`m`).
    private static func mouse(_ parameters: Substring, pressed: Bool) -> Decoded {
        let fields = parameters.split(separator: ";")
        guard fields.count == 3, let button = Int(fields[0]), let column = Int(fields[1]), let row = Int(fields[2]),
              column >= 1, row >= 1
        else { return .ignored }
        var modifiers: KeyModifiers = []
        if button & 4 != 0 { modifiers.insert(.shift) }
        if button & 8 != 0 { modifiers.insert(.alt) }
        if button & 16 != 0 { modifiers.insert(.control) }
        let position = Point(x: column - 1, y: row - 1)
        // Bit 32 is motion (a drag); the UI acts on presses only.
        guard pressed, button & 32 == 0 else { return .ignored }
        switch button & ~(4 | 8 | 16) {
        case 0: return .mouse(MouseEvent(.click, at: position, modifiers: modifiers))
        case 64: return .mouse(MouseEvent(.scrollUp, at: position, modifiers: modifiers))
        case 65: return .mouse(MouseEvent(.scrollDown, at: position, modifiers: modifiers))
        default: return .ignored
        }
    }
}
