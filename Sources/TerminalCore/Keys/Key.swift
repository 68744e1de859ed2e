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
    /// The bits.
    public let rawValue: UInt8
    /// Modifiers from their bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Shift.
    public static let shift = KeyModifiers(rawValue: 1 << 0)
    /// Control.
    public static let control = KeyModifiers(rawValue: 1 << 1)
    /// Alt (Meta).
    public static let alt = KeyModifiers(rawValue: 1 << 2)
}

/// A key press with its modifiers.
///
/// Control characters are normalised: Ctrl+C is `KeyEvent(.character("c"), [.control])`,
/// never a raw U+0003; Enter, Tab, Backspace and Escape have their own keys.
public struct KeyEvent: Hashable, Sendable {
    /// The key.
    public var key: Key
    /// The modifiers held.
    public var modifiers: KeyModifiers

    /// A key press.
    public init(_ key: Key, _ modifiers: KeyModifiers = []) {
        self.key = key
        self.modifiers = modifiers
    }

    /// A printable character without Ctrl or Alt, if this is one.
    public var printableCharacter: Character? {
        guard case .character(let c) = key, modifiers.isDisjoint(with: [.control, .alt]) else { return nil }
        return c
    }

    /// The character `c`, no modifiers.
    public static func char(_ c: Character) -> KeyEvent { KeyEvent(.character(c)) }
    /// Control + `c`.
    public static func ctrl(_ c: Character) -> KeyEvent { KeyEvent(.character(c), [.control]) }
    /// Alt + `c`.
    public static func alt(_ c: Character) -> KeyEvent { KeyEvent(.character(c), [.alt]) }
    /// The enter key.
    public static let enter = KeyEvent(.enter)
    /// The escape key.
    public static let escape = KeyEvent(.escape)
    /// The tab key.
    public static let tab = KeyEvent(.tab)
    /// The backTab key.
    public static let backTab = KeyEvent(.backTab)
    /// The backspace key.
    public static let backspace = KeyEvent(.backspace)
    /// The delete key.
    public static let delete = KeyEvent(.delete)
    /// The up key.
    public static let up = KeyEvent(.up)
    /// The down key.
    public static let down = KeyEvent(.down)
    /// The left key.
    public static let left = KeyEvent(.left)
    /// The right key.
    public static let right = KeyEvent(.right)
    /// The pageUp key.
    public static let pageUp = KeyEvent(.pageUp)
    /// The pageDown key.
    public static let pageDown = KeyEvent(.pageDown)
    /// The home key.
    public static let home = KeyEvent(.home)
    /// The end key.
    public static let end = KeyEvent(.end)
    /// The space bar.
    public static let space = KeyEvent(.character(" "))
    /// Function key F`n`.
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
