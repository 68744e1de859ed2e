import CNcurses
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TerminalCore

/// Turns what `wget_wch` returns into key events.
enum CursesKeyMap {
    /// Keys curses reports as `KEY_CODE_YES` codes.
    private static let codes: [Int32: KeyEvent] = {
        var codes: [Int32: KeyEvent] = [
            KEY_UP: .up, KEY_DOWN: .down, KEY_LEFT: .left, KEY_RIGHT: .right,
            KEY_PPAGE: .pageUp, KEY_NPAGE: .pageDown, KEY_HOME: .home, KEY_END: .end,
            KEY_DC: .delete, KEY_IC: KeyEvent(.insert), KEY_BACKSPACE: .backspace,
            KEY_BTAB: .backTab, KEY_ENTER: .enter,
            KEY_SR: KeyEvent(.up, .shift), KEY_SF: KeyEvent(.down, .shift),
            KEY_SLEFT: KeyEvent(.left, .shift), KEY_SRIGHT: KeyEvent(.right, .shift),
            KEY_SHOME: KeyEvent(.home, .shift), KEY_SEND: KeyEvent(.end, .shift),
            KEY_SPREVIOUS: KeyEvent(.pageUp, .shift), KEY_SNEXT: KeyEvent(.pageDown, .shift),
            KEY_SDC: KeyEvent(.delete, .shift), KEY_SIC: KeyEvent(.insert, .shift),
        ]
        for n in 1...12 { codes[KEY_F0 + Int32(n)] = .f(n) }
        return codes
    }()

    /// Names of xterm's modified keys in terminfo's extended capabilities (`kUP5` = Ctrl+Up).
    private static let extendedNames: [String: Key] = [
        "kUP": .up, "kDN": .down, "kLFT": .left, "kRIT": .right, "kHOM": .home, "kEND": .end,
        "kPRV": .pageUp, "kNXT": .pageDown, "kDC": .delete, "kIC": .insert,
    ]

    /// The event for a key code; nil for keys the UI has no name for (mouse, F13…).
    static func event(forKeyCode code: Int32) -> KeyEvent? {
        if let known = codes[code] { return known }
        guard code > KEY_MAX, let name = keyname(code) else { return nil }
        return extendedEvent(named: String(cString: name))
    }

    /// The event for a character `wget_wch` read; nil for one that is not a valid scalar.
    static func event(forCharacter value: UInt32) -> KeyEvent? {
        if value < 0x20 || value == 0x7F { return KeyEvent.fromControlByte(value) }
        guard let scalar = Unicode.Scalar(value) else { return nil }
        return .char(Character(scalar))
    }

    /// `kUP5` → Ctrl+Up: the digit encodes modifiers as xterm does (1 + shift + 2·alt + 4·ctrl);
    /// a bare `kUP` is Shift+Up.
    static func extendedEvent(named name: String) -> KeyEvent? {
        let digits = name.reversed().prefix(while: \.isNumber)
        let base = String(name.dropLast(digits.count))
        guard let key = extendedNames[base] else { return nil }
        guard !digits.isEmpty else { return KeyEvent(key, .shift) }
        guard let number = Int(String(digits.reversed())), (2...8).contains(number) else { return nil }
        let bits = number - 1
        var modifiers: KeyModifiers = []
        if bits & 1 != 0 { modifiers.insert(.shift) }
        if bits & 2 != 0 { modifiers.insert(.alt) }
        if bits & 4 != 0 { modifiers.insert(.control) }
        return KeyEvent(key, modifiers)
    }
}
