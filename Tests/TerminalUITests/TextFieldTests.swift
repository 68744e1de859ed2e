import Testing
import TerminalCore
import TerminalUI
import TerminalUITestSupport

/// Text-field editing keys (arrows, Home/End, Backspace/Delete, Ctrl+A/E/K/U/W, paste) and what
/// the screen and cursor show.
@MainActor
@Suite struct TextFieldTests {
    let ui = UITestHarness(width: 80, height: 24)
    let field = TextField("Name")
    /// Where the field's text starts: padding 1 + focus marker "› " (2) + "Name " (5).
    let textX = 8

    init() {
        let screen = ViewController()
        screen.title = "Edit"
        screen.view = StackView(topPadding: 1, [field])
        ui.start(root: NavigationController(rootViewController: screen))
    }

    private func expectField(_ text: String, cursor: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(field.text == text, sourceLocation: sourceLocation)
        #expect(field.cursor == cursor, sourceLocation: sourceLocation)
        #expect(ui.cursor == Point(x: textX + text.prefix(cursor).displayWidth, y: 2), "cursor in the frame", sourceLocation: sourceLocation)
        ui.expectLine(2, equals: " › Name " + (field.isSecure ? String(repeating: "•", count: text.count) : text), sourceLocation: sourceLocation)
    }

    @Test func typingInsertsAtTheCursorWhichTheFrameReports() {
        expectField("", cursor: 0)
        ui.type("hello")
        expectField("hello", cursor: 5)
    }

    @Test func leftAndRightMoveTheCursorAndTypingInsertsThere() {
        ui.type("hllo")
        ui.press(.left, times: 3)
        expectField("hllo", cursor: 1)
        ui.type("e")
        expectField("hello", cursor: 2)
        ui.press(.right, times: 10)
        expectField("hello", cursor: 5)
        ui.press(.left, times: 10)
        expectField("hello", cursor: 0)
    }

    @Test func backspaceErasesBeforeAndDeleteAtTheCursor() {
        ui.type("abcd")
        ui.press(.backspace)
        expectField("abc", cursor: 3)
        ui.press(.left, .left, .delete)
        expectField("ac", cursor: 1)
        ui.press(.home, .backspace)
        expectField("ac", cursor: 0)
        ui.press(.end, .delete)
        expectField("ac", cursor: 2)
    }

    @Test func homeEndAndCtrlACtrlEJumpToTheEnds() {
        ui.type("middle")
        ui.press(.home)
        expectField("middle", cursor: 0)
        ui.press(.end)
        expectField("middle", cursor: 6)
        ui.press(.ctrl("a"))
        expectField("middle", cursor: 0)
        ui.press(.ctrl("e"))
        expectField("middle", cursor: 6)
    }

    @Test func ctrlUErasesToTheStartAndCtrlKToTheEnd() {
        ui.type("hello world")
        ui.press(.left, times: 5)
        ui.press(.ctrl("k"))
        expectField("hello ", cursor: 6)
        ui.press(.left, times: 2)
        ui.press(.ctrl("u"))
        expectField("o ", cursor: 0)
    }

    @Test func secureEntryShowsBulletsAndNeverTheText() {
        field.isSecure = true
        ui.type("s3cret")
        expectField("s3cret", cursor: 6)
        ui.expectNotContains("s3cret")
        ui.expectContains("••••••")
    }

    @Test func wideCharactersMoveTheCursorTwoColumns() {
        ui.type("日本")
        expectField("日本", cursor: 2)
        ui.press(.left)
        expectField("日本", cursor: 1)
        ui.expectNoSplitWideCharacters()
    }

    @Test func enterSubmitsTheText() {
        var submitted: [String] = []
        field.onSubmit = { submitted.append($0) }
        ui.type("ok")
        ui.press(.enter)
        #expect(submitted == ["ok"])
    }

    @Test func longTextScrollsSoTheCursorStaysVisible() {
        let text = String(repeating: "abcdefghij", count: 10)
        ui.type(text)
        #expect(field.text == text)
        // The field ends at column 78 (the stack keeps one column of padding on the right).
        #expect(ui.cursor == Point(x: 78, y: 2))
        ui.expectLine(2, contains: "hij")
        ui.press(.home)
        #expect(ui.cursor == Point(x: textX, y: 2))
        ui.expectLine(2, contains: "Name abcdefghij")
    }

    @Test func theCursorOfAFieldInASheetIsInScreenCoordinates() {
        let sheetField = TextField("Code")
        let sheet = ViewController()
        sheet.title = "Promo"
        sheet.view = StackView([sheetField])
        sheet.modalPresentationStyle = .formSheet
        ui.window.rootViewController?.present(sheet)
        ui.renderIfNeeded()
        ui.type("ab")
        guard let frame = ui.layer("modal.1")?.frame else { Issue.record("no sheet"); return }
        // Border 1 + padding 1 + focus marker 2 + "Code " 5 + "ab" 2.
        #expect(ui.cursor == Point(x: frame.minX + 1 + 1 + 2 + 5 + 2, y: frame.minY + 1))
        #expect(field.text.isEmpty)
    }
}
