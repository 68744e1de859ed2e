// Key names follow charmbracelet/VHS tapes: `Enter`, `Escape`, `Shift+Tab`, `Ctrl+C`, `Alt+x`, `F5`.

extension KeyEvent: CustomStringConvertible {
    /// The VHS-style name of this key (`Enter`, `Ctrl+C`, `Shift+Tab`, `a`).
    public var description: String { name }

    /// The VHS-style name of this key, as tapes and the key-help footer spell it.
    public var name: String {
        var prefix = ""
        if modifiers.contains(.control) { prefix += "Ctrl+" }
        if modifiers.contains(.alt) { prefix += "Alt+" }
        if modifiers.contains(.shift), key != .backTab { prefix += "Shift+" }
        return prefix + key.name(uppercasedForControl: modifiers.contains(.control))
    }

    /// A short label for the key-help footer (`Enter`, `Esc`, `↑↓`, `^C`).
    public var shortLabel: String {
        switch (key, modifiers) {
        case (.escape, []): return "Esc"
        case (.up, []): return "↑"
        case (.down, []): return "↓"
        case (.left, []): return "←"
        case (.right, []): return "→"
        case (.pageUp, []): return "PgUp"
        case (.pageDown, []): return "PgDn"
        case (.character(" "), []): return "Space"
        case (.character(let c), [.control]): return "^" + String(c).uppercased()
        default: return name
        }
    }

    /// Parses a VHS key name such as `Enter`, `Shift+Tab`, `Ctrl+C`, `Alt+x`, `F12` or `PageUp`.
    ///
    /// Names are case-sensitive for the key itself where VHS is (`Ctrl+c` and `Ctrl+C` are
    /// the same key; a bare single character is that character). Returns nil for anything else.
    public init?(name: String) {
        var rest = Substring(name)
        var modifiers: KeyModifiers = []
        while true {
            if rest.hasPrefix("Ctrl+"), rest.count > 5 { modifiers.insert(.control); rest = rest.dropFirst(5); continue }
            if rest.hasPrefix("Alt+"), rest.count > 4 { modifiers.insert(.alt); rest = rest.dropFirst(4); continue }
            if rest.hasPrefix("Shift+"), rest.count > 6 { modifiers.insert(.shift); rest = rest.dropFirst(6); continue }
            break
        }
        guard let key = Key(name: String(rest), modifiers: modifiers) else { return nil }
        if key == .backTab { modifiers.remove(.shift) }
        if case .character(let c) = key, modifiers.contains(.control) {
            self.init(.character(c.singleLowercased), modifiers)
        } else {
            self.init(key, modifiers)
        }
    }
}

extension Key {
    /// Every named (non-character) key with its VHS name.
    static let namedKeys: [(String, Key)] = [
        ("Enter", .enter), ("Escape", .escape), ("Tab", .tab), ("Backspace", .backspace),
        ("Delete", .delete), ("Insert", .insert), ("Space", .character(" ")),
        ("Up", .up), ("Down", .down), ("Left", .left), ("Right", .right),
        ("PageUp", .pageUp), ("PageDown", .pageDown), ("Home", .home), ("End", .end),
    ]

    init?(name: String, modifiers: KeyModifiers) {
        if name == "Tab", modifiers.contains(.shift) { self = .backTab; return }
        if let match = Key.namedKeys.first(where: { $0.0 == name }) { self = match.1; return }
        if name.hasPrefix("F"), let n = Int(name.dropFirst()), (1...12).contains(n), name == "F\(n)" {
            self = .function(n)
            return
        }
        if name.count == 1, let c = name.first, DisplayWidth.of(c) > 0 {
            self = .character(c)
            return
        }
        return nil
    }

    func name(uppercasedForControl: Bool) -> String {
        switch self {
        case .character(" "): return "Space"
        case .character(let c): return uppercasedForControl ? String(c).uppercased() : String(c)
        case .backTab: return "Shift+Tab"
        case .function(let n): return "F\(n)"
        default: return Key.namedKeys.first(where: { $0.1 == self })?.0 ?? "?"
        }
    }
}
