/// A key, as typed; modifiers are separate (`KeyEvent`).
public enum Key: Hashable, Sendable {
    case character(Character)
    case enter
    case escape
    case tab
    /// Shift+Tab, as terminals report it.
    case backTab
    case backspace
    case delete
    case insert
    case up, down, left, right
    case pageUp, pageDown, home, end
    /// F1 … F12 (`function(1)` … `function(12)`).
    case function(Int)
}

/// Modifier keys held with a key.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let shift = KeyModifiers(rawValue: 1 << 0)
    public static let control = KeyModifiers(rawValue: 1 << 1)
    public static let alt = KeyModifiers(rawValue: 1 << 2)
}

/// A key press with its modifiers.
///
/// Control characters are normalised: Ctrl+C is `KeyEvent(.character("c"), [.control])`,
/// never a raw U+0003; Enter, Tab, Backspace and Escape have their own keys.
public struct KeyEvent: Hashable, Sendable {
    public var key: Key
    public var modifiers: KeyModifiers

    public init(_ key: Key, _ modifiers: KeyModifiers = []) {
        self.key = key
        self.modifiers = modifiers
    }

    /// A printable character without Ctrl or Alt, if this is one.
    public var printableCharacter: Character? {
        guard case .character(let c) = key, modifiers.isDisjoint(with: [.control, .alt]) else { return nil }
        return c
    }

    public static func char(_ c: Character) -> KeyEvent { KeyEvent(.character(c)) }
    public static func ctrl(_ c: Character) -> KeyEvent { KeyEvent(.character(c), [.control]) }
    public static func alt(_ c: Character) -> KeyEvent { KeyEvent(.character(c), [.alt]) }
    public static let enter = KeyEvent(.enter)
    public static let escape = KeyEvent(.escape)
    public static let tab = KeyEvent(.tab)
    public static let backTab = KeyEvent(.backTab)
    public static let backspace = KeyEvent(.backspace)
    public static let delete = KeyEvent(.delete)
    public static let up = KeyEvent(.up)
    public static let down = KeyEvent(.down)
    public static let left = KeyEvent(.left)
    public static let right = KeyEvent(.right)
    public static let pageUp = KeyEvent(.pageUp)
    public static let pageDown = KeyEvent(.pageDown)
    public static let home = KeyEvent(.home)
    public static let end = KeyEvent(.end)
    public static let space = KeyEvent(.character(" "))
    public static func f(_ n: Int) -> KeyEvent { KeyEvent(.function(n)) }

    /// Builds the event for a raw control byte as a terminal delivers it (1–31, 127).
    ///
    /// 9 is Tab, 10/13 Enter, 27 Escape, 8/127 Backspace; other bytes are Ctrl+letter.
    public static func fromControlByte(_ byte: UInt32) -> KeyEvent? {
        switch byte {
        case 9: return .tab
        case 10, 13: return .enter
        case 27: return .escape
        case 8, 127: return .backspace
        case 0: return .ctrl(" ")
        case 1...26: return .ctrl(Character(Unicode.Scalar(UInt8(byte + 96))))
        case 28...31: return .ctrl(Character(Unicode.Scalar(UInt8(byte + 64))))
        default: return nil
        }
    }
}
