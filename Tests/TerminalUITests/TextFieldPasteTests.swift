import Testing
import TerminalCore
import TerminalUI
import TerminalUITestSupport

/// A bracketed paste (`TerminalEvent.paste`) is one edit of the focused field: its keys are
/// text (Enter, Esc and `q` trigger nothing), line breaks become spaces, control characters go,
/// and what does not fit is cut with a status line.
@MainActor
@Suite struct TextFieldPasteTests {
    let ui = UITestHarness(width: 80, height: 24)
    let field = TextField("Name", maxLength: 40)

    init() {
        let screen = ViewController()
        screen.title = "Edit"
        screen.view = StackView(topPadding: 1, [field])
        ui.start(root: NavigationController(rootViewController: screen))
    }

    private func paste(_ text: String) {
        ui.terminal.enqueue(contentsOf: [.paste(text)])
        ui.app.processPendingInput()
    }

    @Test func aPasteIsInsertedAtTheCursorAsOneEditAndItsKeysTriggerNothing() {
        var changes = 0
        var submits = 0
        field.onChange = { _ in changes += 1 }
        field.onSubmit = { _ in submits += 1 }
        ui.type("ab")
        ui.press(.left)
        changes = 0
        paste("1\r\n2\n3\r4\t5\u{1B}q\u{7}")
        #expect(field.text == "a1 2 3 4 5qb")
        #expect(field.cursor == 11)
        #expect(changes == 1, "one edit")
        #expect(submits == 0, "Enter inside a paste is text")
        #expect(!ui.app.isQuitting, "q inside a paste is text")
        ui.expectLine(2, equals: " › Name a1 2 3 4 5qb")
    }

    @Test func whatDoesNotFitIsCutWithAStatusLine() {
        ui.type("xy")
        paste(String(repeating: "é", count: 100))
        #expect(field.text == "xy" + String(repeating: "é", count: 38))
        #expect(ui.contains("Paste cut: 62 characters did not fit (at most 40)."))
        ui.press(.char("z"))
        #expect(field.text.count == 40, "full: a key adds nothing either")
    }

    @Test func aMegabytePasteIsCutToTheFieldAndStaysOneEdit() {
        var changes = 0
        field.onChange = { _ in changes += 1 }
        paste(String(repeating: "0123456789abcdef", count: 65_536))
        #expect(field.text.count == 40)
        #expect(changes == 1)
    }

    @Test func graphemesStayWholeAndAMarkJoinsTheCharacterBeforeTheCursor() {
        ui.type("e")
        paste("\u{301}🇯🇵👩‍👩‍👧\u{200D}")
        #expect(field.text == "é🇯🇵👩‍👩‍👧\u{200D}" || field.text == "é🇯🇵👩‍👩‍👧")
        #expect(field.text.hasPrefix("é🇯🇵"))
    }

    @Test func aPasteWithoutAFieldDoesNothing() {
        let list = ViewController()
        list.title = "List"
        ui.window.rootViewController = NavigationController(rootViewController: list)
        ui.app.processPendingInput()
        paste("q\r\u{1B}")
        #expect(!ui.app.isQuitting)
        #expect(ui.contains("List"))
    }

    /// Generated pastes of control bytes and any Unicode: the field never holds a control
    /// character, never more than its limit, and its cursor stays inside the text.
    @Test func generatedHostilePastesKeepTheFieldValid() {
        let pieces: [String] = ["\u{0}", "\u{1B}", "\u{1B}[201~", "\r", "\n", "\t", "\u{7F}", "\u{85}", "\u{2028}", "\u{301}",
                                "\u{200D}", "\u{FE0F}", "🇯", "👍🏽", "ß", "ﬁ", "日本", "a", " ", "\u{E000}", "\u{10FFFF}", "\u{FFFD}"]
        var state: UInt64 = 7
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<300 {
            if next(4) == 0 { field.text = "" }
            if next(3) == 0 { ui.press(.left, times: next(5)) }
            paste((0..<next(30)).map { _ in pieces[next(pieces.count)] }.joined())
            #expect(field.text.count <= field.maxLength)
            #expect((0...field.text.count).contains(field.cursor))
            #expect(!field.text.unicodeScalars.contains { $0.properties.generalCategory == .control }, "\(field.text.unicodeScalars.map(\.value))")
        }
    }
}
