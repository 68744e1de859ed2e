import Testing
import TerminalCore
import TerminalUI
import TerminalUITestSupport

/// Text-field editing by grapheme cluster: scalars typed one at a time that merge with the
/// character before them (flags, skin tones, combining marks, ZWJ sequences, selectors).
@MainActor
@Suite struct TextFieldGraphemeTests {
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

    /// Types each scalar as its own key, as a terminal delivers them.
    private func typeScalars(_ text: String) {
        ui.press(text.unicodeScalars.map { KeyEvent.char(Character($0)) })
    }

    private func expectField(_ text: String, cursor: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(field.text == text, sourceLocation: sourceLocation)
        #expect(field.cursor == cursor, sourceLocation: sourceLocation)
        #expect(ui.cursor == Point(x: textX + text.prefix(cursor).displayWidth, y: 2), "cursor in the frame", sourceLocation: sourceLocation)
    }

    @Test func regionalIndicatorsTypedOneByOneMakeOneFlag() {
        typeScalars("🇯")
        typeScalars("🇵")
        expectField("🇯🇵", cursor: 1)
        ui.expectLine(2, equals: " › Name 🇯🇵")
        ui.press(.backspace)
        expectField("", cursor: 0)
    }

    @Test func aSkinToneModifierMergesWithTheThumb() {
        typeScalars("a👍")
        typeScalars("🏽")
        expectField("a👍🏽", cursor: 2)
        ui.press(.left)
        expectField("a👍🏽", cursor: 1)
        ui.press(.delete)
        expectField("a", cursor: 1)
    }

    @Test func aCombiningMarkJoinsTheLetterBeforeIt() {
        typeScalars("cafe\u{301}")
        expectField("caf\u{E9}", cursor: 4)
        ui.press(.backspace)
        expectField("caf", cursor: 3)
    }

    @Test func aZWJFamilyTypedScalarByScalarIsOneCharacter() {
        let family = "👨\u{200D}👩\u{200D}👧"
        typeScalars("x" + family + "y")
        expectField("x" + family + "y", cursor: 3)
        ui.press(.left, .backspace)
        expectField("xy", cursor: 1)
    }

    @Test func variationSelectorsMergeAndSetTheWidth() {
        typeScalars("\u{2764}\u{FE0F}")
        expectField("\u{2764}\u{FE0F}", cursor: 1)
        #expect(ui.cursor == Point(x: textX + 2, y: 2))
    }

    @Test func aRegionalIndicatorTypedBeforeAFlagRepairsTheTextAndKeepsTheCursorValid() {
        typeScalars("🇯🇵")
        ui.press(.home)
        typeScalars("🇫")
        // The scalars pair up again from the start: "🇫🇯" + "🇵"; the cursor stays in range.
        #expect(Array(field.text.unicodeScalars) == Array("🇫🇯🇵".unicodeScalars))
        #expect((0...field.text.count).contains(field.cursor))
        ui.press(.end)
        expectField("🇫🇯🇵", cursor: 2)
        ui.press(.ctrl("u"))
        expectField("", cursor: 0)
    }

    @Test func aLoneZeroWidthScalarIsRefusedAtTheStart() {
        typeScalars("\u{301}")
        expectField("", cursor: 0)
        typeScalars("\u{200B}")
        expectField("", cursor: 0)
    }

    @Test func secureEntryShowsOneMaskPerGrapheme() {
        field.isSecure = true
        typeScalars("🇯🇵e\u{301}")
        #expect(field.text == "🇯🇵e\u{301}")
        ui.expectLine(2, equals: " › Name ••")
    }

    @Test func ctrlKAfterAMergeKeepsTheCursorInRange() {
        typeScalars("👍")
        typeScalars("🏽")
        ui.press(.left)
        typeScalars("🇯")
        typeScalars("🇵")
        expectField("🇯🇵👍🏽", cursor: 1)
        ui.press(.ctrl("k"))
        expectField("🇯🇵", cursor: 1)
    }

    @Test func scrollingALongFieldNeverSplitsAWideGrapheme() {
        typeScalars(String(repeating: "日", count: 50) + "🇯🇵")
        let line = ui.lines[2]
        #expect(line.contains("日🇯🇵"), "the end of the text is shown: \(line)")
        #expect(line.displayWidth <= 80)
        ui.press(.home)
        #expect(ui.cursor == Point(x: textX, y: 2))
    }
}
