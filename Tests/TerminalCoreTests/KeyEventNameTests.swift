import Testing
import TerminalCore

@Suite struct KeyEventNameTests {
    static let namedKeys: [(String, KeyEvent)] = [
        ("Enter", .enter), ("Escape", .escape), ("Tab", .tab), ("Shift+Tab", .backTab),
        ("Backspace", .backspace), ("Delete", .delete), ("Insert", KeyEvent(.insert)),
        ("Space", .space), ("Up", .up), ("Down", .down), ("Left", .left), ("Right", .right),
        ("PageUp", .pageUp), ("PageDown", .pageDown), ("Home", .home), ("End", .end),
    ]

    @Test(arguments: namedKeys)
    func namedKeyRoundTrips(_ name: String, _ event: KeyEvent) {
        #expect(KeyEvent(name: name) == event)
        #expect(event.name == name)
        #expect(event.description == name)
    }

    @Test(arguments: 1...12)
    func functionKeyRoundTrips(_ number: Int) {
        let event = KeyEvent(name: "F\(number)")
        #expect(event == .f(number))
        #expect(event?.name == "F\(number)")
    }

    @Test func ctrlLetterIsNormalisedToLowercaseAndNamedUppercase() {
        #expect(KeyEvent(name: "Ctrl+C") == .ctrl("c"))
        #expect(KeyEvent(name: "Ctrl+c") == .ctrl("c"))
        #expect(KeyEvent.ctrl("c").name == "Ctrl+C")
        #expect(KeyEvent(name: "Ctrl+A")?.name == "Ctrl+A")
    }

    @Test func altKeepsTheCaseOfItsCharacter() {
        #expect(KeyEvent(name: "Alt+x") == .alt("x"))
        #expect(KeyEvent(name: "Alt+X") == .alt("X"))
        #expect(KeyEvent.alt("x").name == "Alt+x")
    }

    @Test func modifiedNamedKeysRoundTrip() {
        for name in ["Ctrl+Space", "Alt+Enter", "Ctrl+Alt+Delete", "Shift+Up", "Alt+Shift+Tab", "Ctrl+F5"] {
            let event = KeyEvent(name: name)
            #expect(event != nil, "\(name)")
            #expect(event?.name == name)
        }
        #expect(KeyEvent(name: "Shift+Tab") == KeyEvent(.backTab))
        #expect(KeyEvent(name: "Ctrl+Space") == .ctrl(" "))
    }

    @Test func singleCharactersAreThemselves() {
        for name in ["a", "Z", "1", "?", ":", "[", "+", "é", "日"] {
            #expect(KeyEvent(name: name) == .char(Character(name)), "\(name)")
            #expect(KeyEvent.char(Character(name)).name == name)
        }
    }

    @Test(arguments: ["", "enter", "ENTER", "Return", "Esc", "F0", "F13", "F01", "F+1", "F-1", "F1x",
                      "Ctrl+", "Ctrl+Foo", "Alt+", "Shift+", "ab", "PageUpp", "Ctrl-C", "\u{7}", "\u{0301}"])
    func badNamesAreRejected(_ name: String) {
        #expect(KeyEvent(name: name) == nil)
    }

    @Test func controlBytesMapToKeys() {
        #expect(KeyEvent.fromControlByte(3) == .ctrl("c"))
        #expect(KeyEvent.fromControlByte(9) == .tab)
        #expect(KeyEvent.fromControlByte(13) == .enter)
        #expect(KeyEvent.fromControlByte(27) == .escape)
        #expect(KeyEvent.fromControlByte(127) == .backspace)
        #expect(KeyEvent.fromControlByte(0) == .ctrl(" "))
        #expect(KeyEvent.fromControlByte(200) == nil)
    }

    @Test func shortLabelsForTheFooter() {
        #expect(KeyEvent.escape.shortLabel == "Esc")
        #expect(KeyEvent.up.shortLabel == "↑")
        #expect(KeyEvent.ctrl("c").shortLabel == "^C")
        #expect(KeyEvent.space.shortLabel == "Space")
        #expect(KeyEvent.enter.shortLabel == "Enter")
        #expect(KeyEvent.pageDown.shortLabel == "PgDn")
    }

    @Test func printableCharacterExcludesCtrlAndAlt() {
        #expect(KeyEvent.char("a").printableCharacter == "a")
        #expect(KeyEvent(.character("A"), [.shift]).printableCharacter == "A")
        #expect(KeyEvent.ctrl("a").printableCharacter == nil)
        #expect(KeyEvent.alt("a").printableCharacter == nil)
        #expect(KeyEvent.enter.printableCharacter == nil)
    }
}
