import Testing
import TerminalCore
import TerminalUI
import TerminalUITestSupport

/// TextArea: editing and moving by character, word, row, page and line ends; wrapping by
/// display width; undo and redo; pastes, a long one kept responsive and a huge one refused.
@MainActor
@Suite struct TextAreaTests {
    let log = LifecycleLog()

    private func show(_ area: TextArea, size: Size = .reference) -> UITestHarness {
        let ui = UITestHarness(size: size)
        ui.start(root: NavigationController(rootViewController: RecordingViewController("Notes", log: log, views: [area])))
        ui.renderIfNeeded()
        return ui
    }

    @Test func typingEnterAndBackspaceEditLines() {
        let area = TextArea()
        var changes = 0
        area.onChange = { _ in changes += 1 }
        let ui = show(area)
        ui.type("ab")
        ui.press(.enter)
        ui.type("cd")
        #expect(area.text == "ab\ncd")
        ui.press(.home, .backspace)
        #expect(area.text == "abcd")
        #expect(area.cursor == TextPosition(line: 0, column: 2))
        ui.press(.delete, .delete, .delete)
        #expect(area.text == "ab")
        #expect(changes == 8)
    }

    @Test func movesByCharacterWordAndLineEnds() {
        let area = TextArea(text: "one two_2 three\nfour")
        let ui = show(area)
        #expect(area.cursor == TextPosition(line: 1, column: 4))
        ui.press(KeyEvent(.left, [.control]))
        #expect(area.cursor == TextPosition(line: 1, column: 0))
        ui.press(KeyEvent(.left, [.control]))
        #expect(area.cursor == TextPosition(line: 0, column: 15), "across the line break")
        ui.press(KeyEvent(.left, [.control]), KeyEvent(.left, [.control]))
        #expect(area.cursor == TextPosition(line: 0, column: 4), "two_2 is one word")
        ui.press(.alt("f"))
        #expect(area.cursor == TextPosition(line: 0, column: 9))
        ui.press(.right, .end)
        #expect(area.cursor == TextPosition(line: 0, column: 15))
        ui.press(.right)
        #expect(area.cursor == TextPosition(line: 1, column: 0))
        ui.press(KeyEvent(.home, [.control]))
        #expect(area.cursor == TextPosition(line: 0, column: 0))
        ui.press(.left, .up)
        #expect(area.cursor == TextPosition(line: 0, column: 0), "nothing before the start")
        ui.press(KeyEvent(.end, [.control]))
        #expect(area.cursor == TextPosition(line: 1, column: 4))
    }

    @Test func wrapsByDisplayWidthAndMovesByDrawnRows() throws {
        // 10 columns of text (the frame less its outline and the cursor's column): 日本語 is 6 cells wide.
        let area = TextArea(text: "日本語日本語 x", preferredRows: 3)
        let ui = UITestHarness(size: Size(width: 40, height: 12))
        let screen = RecordingViewController("Narrow", log: log, views: [area])
        ui.start(root: NavigationController(rootViewController: screen))
        ui.renderIfNeeded()
        area.frame = Rect(x: 1, y: area.frame.minY, width: 13, height: 5)
        area.moveCursor(to: TextPosition(line: 0, column: 0))
        area.layoutSubviews()
        // Row 1 holds 日本語日本 (10 cells), row 2 語 x: Down keeps the column as drawn.
        area.handleKey(.right)
        area.handleKey(.down)
        #expect(area.cursor == TextPosition(line: 0, column: 6))
        area.handleKey(.up)
        #expect(area.cursor == TextPosition(line: 0, column: 1))
        area.handleKey(.pageDown)
        #expect(area.cursor.column >= 5)
    }

    @Test func undoAndRedoWalkTheEditsAndTypingGroupsByWord() {
        let area = TextArea()
        let ui = show(area)
        ui.type("hello world")
        ui.press(.enter)
        ui.type("again")
        ui.press(.ctrl("z"))
        #expect(area.text == "hello world\n")
        ui.press(.ctrl("z"))
        #expect(area.text == "hello world")
        ui.press(.ctrl("z"))
        #expect(area.text == "hello ", "a word and the spaces after it are one step")
        ui.press(.ctrl("y"), .ctrl("y"))
        #expect(area.text == "hello world\n")
        ui.type("!")
        ui.press(.ctrl("y"))
        #expect(area.text == "hello world\n!", "a new edit forgets what was undone")
        while area.undo() {}
        #expect(area.text.isEmpty)
        #expect(!area.undo())
    }

    @Test func unicodeInputJoinsAndRefusesControls() {
        let area = TextArea()
        let ui = show(area)
        ui.type("e")
        ui.press(.char("\u{301}"))
        ui.type("👋")
        ui.press(.char("\u{1F3FD}"))
        ui.press(.char("\u{7}"))
        #expect(area.text == "é👋🏽")
        #expect(area.count == 2)
        #expect(ui.contains("é👋🏽"))
    }

    @Test func aPasteIsOneEditWithLineBreaksKept() {
        let area = TextArea()
        let ui = show(area)
        ui.window.handlePaste("a\r\nb\tc\u{1B}[31m")
        #expect(area.text == "a\nb    c[31m")
        area.undo()
        #expect(area.text.isEmpty)
    }

    @Test func aPasteOfAHundredThousandCharactersIsOneEditAndTheNextKeyMeasuresOnlyWhatIsShown() {
        let area = TextArea()
        let ui = show(area)
        let lines = (1...10_000).map { "line \($0) 日本" }.joined(separator: "\n")
        #expect(lines.count > 100_000)
        ui.window.handlePaste(lines)
        ui.renderIfNeeded()
        #expect(area.lineCount == 10_000)
        #expect(ui.contains("line 10000 日本"))
        // A key typed at the end of the long text wraps only the lines in view, not all 10,000.
        ui.type("!")
        ui.renderIfNeeded()
        #expect(area.measuredLineCount <= 2 * area.frame.height + 2)
        #expect(ui.contains("line 10000 日本!"))
    }

    @Test func aKeyTypedAtTheEndOfALongLineWrapsOnlyItsLastRow() {
        let area = TextArea()
        let ui = show(area)
        ui.window.handlePaste(String(repeating: "abcdefghij 日本語 ", count: 7_000))
        ui.renderIfNeeded()
        #expect(area.count > 100_000)
        let before = area.wrappedCharacterCount
        ui.type("x")
        ui.renderIfNeeded()
        #expect(area.wrappedCharacterCount - before <= area.frame.width, "the rows before the edit are kept")
        ui.press(.backspace)
        ui.renderIfNeeded()
        #expect(area.text.hasSuffix("日本語 "))
    }

    /// One paste policy with `TextField`: a paste too long is cut to the limit, as one edit,
    /// and the status line says how many characters did not fit.
    @Test func aPasteTooLongIsCutToTheLimitAndTheStatusLineSaysHowMany() {
        let area = TextArea(text: "kept", maxLength: 1_000)
        var changes: [Int] = []
        area.onChange = { changes.append($0.count) }
        let ui = show(area)
        ui.window.handlePaste(String(repeating: "x", count: 10_000))
        ui.renderIfNeeded()
        #expect(area.text == "kept" + String(repeating: "x", count: 996))
        #expect(changes == [1_000], "one edit")
        #expect(ui.contains("Paste cut: 9004 characters did not fit (at most 1000)."))
        #expect(area.undo())
        #expect(area.text == "kept", "the cut paste undoes as one edit")
        let small = TextArea(maxLength: 5)
        let other = show(small)
        other.window.handlePaste("12\t3456")
        other.renderIfNeeded()
        #expect(small.text == "12", "a tab (four spaces) that does not fit whole is left out, and what follows it")
        #expect(other.contains("Paste cut: 5 characters did not fit (at most 5)."))
        other.type("3456")
        #expect(small.text == "12345")
    }

    @Test func aDisabledAreaTakesNoFocusNorKeysAndAClickPlacesTheCursor() throws {
        let disabled = TextArea(text: "fixed")
        disabled.isEnabled = false
        let area = TextArea(text: "abc\ndef")
        let ui = UITestHarness(size: .reference)
        ui.start(root: NavigationController(rootViewController: RecordingViewController("Two", log: log, views: [disabled, area])))
        ui.renderIfNeeded()
        #expect(area.isFocused)
        ui.press(.tab)
        #expect(area.isFocused)
        #expect(!disabled.handleKey(.char("x")))
        let def = try #require(ui.locate("def"))
        ui.click(at: Point(x: def.x + 1, y: def.y))
        #expect(area.cursor == TextPosition(line: 1, column: 1))
    }

    @Test func anAreaIsReleasedWithItsScreen() {
        weak var weakArea: TextArea?
        let ui = UITestHarness(size: .reference)
        let nav = NavigationController(rootViewController: RecordingViewController("Root", log: log))
        ui.start(root: nav)
        do {
            let area = TextArea(text: "x")
            area.onChange = { [weak area] _ in _ = area?.count }
            weakArea = area
            nav.pushViewController(RecordingViewController("Notes", log: log, views: [area]))
            ui.renderIfNeeded()
            ui.type("abc")
        }
        ui.press(.escape)
        ui.renderIfNeeded()
        #expect(weakArea == nil)
    }
}
