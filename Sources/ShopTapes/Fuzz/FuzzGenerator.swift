import Tape
import TerminalCore

/// Makes seeded random sessions for the Shop demo as tape commands: every key kind, typed and
/// pasted Unicode (flags, skin tones, ZWJ, combining marks, CJK, line breaks, escapes, long
/// pastes), valid and invalid deep links, resizes from 1×1 to 300×100, sleeps on the virtual
/// clock, server latencies and failures (so loads finish between other inputs), and the log-in
/// / log-out paths.
///
/// The same seed always gives the same commands.
package struct FuzzGenerator: Sendable {
    private var random: FuzzRandom
    /// Never types a character that joins the previous grapheme (`--fuzz-avoid-grapheme-merges`):
    /// a known TextField trap is then out of reach, so other bugs can be found.
    package var avoidsGraphemeMerges: Bool

    /// A generator for the session numbered `seed`.
    package init(seed: UInt64, avoidsGraphemeMerges: Bool = false) {
        random = FuzzRandom(seed: seed)
        self.avoidsGraphemeMerges = avoidsGraphemeMerges
    }

    /// Whether `character`, typed after another, may merge into its grapheme: a lone regional
    /// indicator, emoji modifier, combining mark, zero-width joiner or variation selector.
    package static func joinsPrevious(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        let properties = scalar.properties
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: break
        }
        return properties.isEmojiModifier || properties.isVariationSelector || scalar.value == 0x200D
            || (0x1F1E6...0x1F1FF).contains(scalar.value)
    }

    /// Where sessions start, as tape routes.
    package static let routes = ["onboarding", "login", "home"]

    /// The route a session starts at.
    package mutating func nextRoute() -> String { Self.routes.randomElement(using: &random) ?? "home" }

    /// The next command of the session.
    package mutating func nextCommand() -> TapeCommand {
        let roll = Int.random(in: 0..<100, using: &random)
        let command = rawCommand(roll: roll)
        guard avoidsGraphemeMerges else { return command }
        switch command {
        case .type(let text) where text.first.map(Self.joinsPrevious) == true: return .type("a")
        case .key(let event, let count) where event.printableCharacter.map(Self.joinsPrevious) == true:
            return .key(KeyEvent(.character("a"), event.modifiers), count: count)
        default: return command
        }
    }

    private mutating func rawCommand(roll: Int) -> TapeCommand {
        switch roll {
        case 0..<43: return .key(pick(Self.navigationKeys), count: 1)
        case 43..<52: return .key(randomKey(), count: 1)
        case 52..<61: return .type(pick(Self.texts))
        case 61..<64: return .paste(randomPaste())
        case 64..<70: return .type(pick(Self.flows))
        case 70..<78: return .deeplink(pick(Self.links))
        case 78..<83: return .resize(randomSize())
        case 83..<91: return .sleep(.milliseconds(pick([50, 200, 500, 1300, 3000])))
        case 91..<93: return serverChange()
        default: return .key(pick(Self.appKeys), count: 1)
        }
    }

    /// A change of how the Shop's server answers, as a tape sets it: a latency (the loads then
    /// finish while keys, links and resizes arrive, on the virtual clock) or failing calls.
    private mutating func serverChange() -> TapeCommand {
        if Int.random(in: 0..<3, using: &random) == 0 {
            return .set(name: "failures", value: String(Int.random(in: 0...3, using: &random)))
        }
        return .set(name: "latency", value: "\(pick([0, 0, 30, 200, 400, 600, 1500, 5000]))ms")
    }

    /// A bracketed paste: short texts and Unicode, line breaks, tabs and escape sequences
    /// (a paste is text, never keys), and now and then a long one.
    private mutating func randomPaste() -> String {
        guard Int.random(in: 0..<8, using: &random) == 0 else { return pick(Self.pastes) }
        let length = pick([200, 1_000, 5_000])  // a failure's tape keeps it on one line
        var text = ""
        text.reserveCapacity(length)
        for _ in 0..<length { text.append(pick(Self.pasteCharacters)) }
        return text
    }

    private mutating func pick<T>(_ values: [T]) -> T {
        values[Int.random(in: 0..<values.count, using: &random)]
    }

    private mutating func randomKey() -> KeyEvent {
        let keys: [Key] = [.enter, .escape, .tab, .backTab, .backspace, .delete, .insert, .up, .down, .left, .right,
                           .pageUp, .pageDown, .home, .end, .function(Int.random(in: 1...12, using: &random)),
                           .character(pick(Self.characters))]
        var modifiers: KeyModifiers = []
        if Bool.random(using: &random) { modifiers.insert(pick([KeyModifiers.shift, .control, .alt])) }
        let key = pick(keys)
        // Keys a tape can spell with modifiers: not Tab (Shift+Tab is BackTab) and only ASCII
        // letters and digits among characters.
        switch key {
        case .tab, .backTab: return KeyEvent(key)
        case .character(let c) where !(c.isASCII && (c.isLetter || c.isNumber)): return KeyEvent(key)
        default: break
        }
        if case .character(let c) = key, modifiers.contains(.control) {
            // Ctrl+C quits the app; the session would end there.
            if c == "c" || c == "C" { return KeyEvent(key) }
        }
        return KeyEvent(key, modifiers)
    }

    private mutating func randomSize() -> Size {
        // Mostly usable sizes; the extremes (1×1, 300×100) often enough to matter.
        switch Int.random(in: 0..<10, using: &random) {
        case 0: Size(width: Int.random(in: 1...12, using: &random), height: Int.random(in: 1...6, using: &random))
        case 1, 2: Size(width: Int.random(in: 30...60, using: &random), height: Int.random(in: 8...16, using: &random))
        case 3: Size(width: 300, height: 100)
        default: Size(width: Int.random(in: 40...120, using: &random), height: Int.random(in: 12...40, using: &random))
        }
    }

    static let navigationKeys: [KeyEvent] = [.enter, .escape, .tab, .backTab, .up, .down, .left, .right, .enter, .escape,
                                              .char("1"), .char("2"), .char("3"), .char("4"), .backspace]
    static let appKeys: [KeyEvent] = [.char("?"), .char(":"), .char("c"), .char("o"), .char("l"), .char("s"),
                                       .char("p"), .char("b"), .char("x"), .f(12), .pageDown, .pageUp, .home, .end]
    static let characters: [Character] = ["a", "Z", "0", " ", "é", "漢", "🇯", "🇵", "👍", "🏽", "\u{301}", "\u{200D}", "👩", "ß", "\u{FE0F}"]
    /// Typed and pasted text; a `Type` of several scalars arrives one `Character` at a time,
    /// and single scalars that merge with the previous one (a flag's halves) are typed apart.
    static let texts: [String] = ["demo", "secret", "a", "🇯🇵", "👍🏽", "👩‍👩‍👧", "e\u{301}", "漢字テキスト", "Ünïcødé",
                                  "🇯", "🇵", "👍", "🏽", "\u{301}", "\u{200D}", "x\u{FE0F}", "shop://product/42", "     "]
    /// Pastes as terminals deliver them.
    static let pastes: [String] = ["demo", "secret\n", "two\nlines", "tab\tseparated", "\r\n", "\u{1B}[2J\u{1B}]0;title\u{7}",
                                   "\u{1B}[201~", "🇯🇵👍🏽👩‍👩‍👧", "e\u{301}\u{301}", "漢字テキスト", "\u{200D}", "shop://product/42", " ", "\u{0}\u{7F}\u{85}"]
    static let pasteCharacters: [Character] = ["a", "Z", " ", "é", "漢", "🇯🇵", "👍🏽", "\u{301}", "\n", "\t", "\u{1B}", "ß", "👩‍👩‍👧"]
    /// Text that drives the log-in and log-out flows (the Shop demo's credentials).
    static let flows: [String] = ["demo", "password", "secret", "q"]
    static let links: [String] = ["shop://product/42", "shop://product/1", "shop://orders", "shop://profile",
                                  "shop://settings", "shop://home", "shop://checkout", "shop://product/",
                                  "shop://product/-1", "shop://product/99999999999999999999", "shop://nope",
                                  "http://product/42", " ", "shop://", "shop://product/🇯🇵", "shop:///", "://",
                                  "shop://product/42?x=1#y", "shop://PRODUCT/42", "shop://order/1001", "shop://tab/orders",
                                  "shop://tab/profile", "shop://tab/nope", "shop://promo/SPRING", "shop://promo/"]
}
