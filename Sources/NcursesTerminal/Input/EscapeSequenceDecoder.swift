import TerminalCore

/// Decodes the control sequences curses does not know: kitty keyboard protocol keys
/// (`CSI code ; modifiers u`), SGR mouse reports (`CSI < button ; column ; row M|m`), the
/// terminal's replies to the start-up probe and the start of a bracketed paste.
///
/// Curses reads the key sequences its terminfo entry names; these it hands over byte by byte
/// after the Esc, and `KeyReader` collects them into parameters and a final byte. Every number
/// in them comes from outside: it is read as decimal digits only, at most `maximumDigits` of
/// them, and checked against a range before any arithmetic.
enum EscapeSequenceDecoder {
    /// What a control sequence means to the UI.
    enum Decoded: Equatable {
        case key(KeyEvent)
        case mouse(MouseEvent)
        /// The reply to the kitty flags query (`CSI ? flags u`): the terminal speaks the protocol.
        case kittyFlags
        /// The reply to primary device attributes (`CSI ? … c`): every terminal sends one.
        case deviceAttributes
        /// `CSI 200 ~`: a bracketed paste starts; its text runs to `CSI 201 ~`.
        case pasteStart
        /// Nothing the UI reacts to (a mouse release or drag, an unknown key or reply).
        case ignored
    }

    /// The most digits a number may have: more cannot be a key, a cell or a flag.
    static let maximumDigits = 7

    /// Decodes `CSI <parameters> <final>`, where `parameters` holds the bytes between `CSI`
    /// and the final byte.
    ///
    /// - Parameter kittyKeys: whether the terminal said it speaks the kitty keyboard protocol;
    ///   before that a `CSI … u` is not a key (it is ignored).
    static func decode(parameters: String, final: Character, kittyKeys: Bool) -> Decoded {
        if parameters.hasPrefix("<"), final == "M" || final == "m" {
            return mouse(parameters.dropFirst(), pressed: final == "M")
        }
        if parameters.hasPrefix("?") {
            let rest = parameters.dropFirst()
            if final == "u", number(rest, in: 0...255) != nil { return .kittyFlags }
            if final == "c", isNumberList(rest) { return .deviceAttributes }
            return .ignored
        }
        if let first = parameters.first, "<=>".contains(first) { return .ignored }
        if final == "~", parameters == "200" { return .pasteStart }
        if final == "u", kittyKeys { return kittyKey(parameters) }
        return .ignored
    }

    /// `text` as a number in `range`: decimal digits only (no sign, no spaces), at most
    /// `maximumDigits` of them; nil for anything else.
    static func number(_ text: Substring, in range: ClosedRange<Int>) -> Int? {
        guard !text.isEmpty, text.utf8.count <= maximumDigits else { return nil }
        var value = 0
        for byte in text.utf8 {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return range.contains(value) ? value : nil
    }

    /// Whether `text` is numbers separated by `;` (a device-attributes reply).
    private static func isNumberList(_ text: Substring) -> Bool {
        text.split(separator: ";", omittingEmptySubsequences: false).allSatisfy { number($0, in: 0...99_999) != nil }
    }

    /// `code[:shifted[:base]] ; modifiers[:event] ; text` (kitty keyboard protocol).
    private static func kittyKey(_ parameters: String) -> Decoded {
        let fields = parameters.split(separator: ";", omittingEmptySubsequences: false)
        guard let codeField = fields.first?.split(separator: ":", omittingEmptySubsequences: false).first,
              let code = number(codeField, in: 0...0x10FFFF)
        else { return .ignored }
        var modifierValue = 1
        if fields.count > 1 {
            let parts = fields[1].split(separator: ":", omittingEmptySubsequences: false)
            if let first = parts.first, !first.isEmpty {
                // 1 + a bit mask of at most eight modifiers.
                guard let value = number(first, in: 1...256) else { return .ignored }
                modifierValue = value
            }
            // Event type 3 is a release (only with flag 2, which is never asked for).
            if parts.count > 1, parts[1] == "3" { return .ignored }
        }
        let bits = modifierValue - 1
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
            guard code >= 32, let scalar = Unicode.Scalar(UInt32(code)) else { return .ignored }
            var character = Character(scalar)
            if modifiers.contains(.control) {
                // Ctrl+C is `.ctrl("c")` whatever Shift says, as for a legacy control byte.
                character = character.singleLowercased
            } else if modifiers.contains(.shift), character.isLetter {
                // Shift+ß stays ß: its uppercase "SS" is two characters, not one key.
                character = character.singleUppercased
                modifiers.remove(.shift)
            }
            key = .character(character)
        }
        return .key(KeyEvent(key, modifiers))
    }

    /// `button ; column ; row` with 1-based cells; `pressed` is false for a release (`m`).
    private static func mouse(_ parameters: Substring, pressed: Bool) -> Decoded {
        let fields = parameters.split(separator: ";", omittingEmptySubsequences: false)
        guard fields.count == 3, let button = number(fields[0], in: 0...255),
              let column = number(fields[1], in: 1...65_535), let row = number(fields[2], in: 1...65_535)
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
