import Testing
import TerminalCore

@Suite struct CanvasTests {
    // MARK: - write and put

    @Test func newCanvasIsBlank() {
        let canvas = Canvas(size: Size(width: 3, height: 2))
        #expect(canvas.lines == ["   ", "   "])
        #expect(canvas.cells.allSatisfy { $0 == .blank })
    }

    @Test func negativeSizeMakesAnEmptyCanvas() {
        let canvas = Canvas(size: Size(width: -2, height: 3))
        #expect(canvas.size == Size(width: 0, height: 3))
        #expect(canvas.cells.isEmpty)
    }

    @Test func writePlacesTextAndReturnsItsWidth() {
        var canvas = Canvas(size: Size(width: 8, height: 1))
        let width = canvas.write("hi", at: Point(x: 1, y: 0), style: .bold)
        #expect(width == 2)
        #expect(canvas.line(0) == " hi     ")
        #expect(canvas[1, 0].style == .bold)
        #expect(canvas[3, 0].style == .plain)
    }

    @Test func wideCharacterTakesALeadAndAContinuationCell() {
        var canvas = Canvas(size: Size(width: 4, height: 1))
        #expect(canvas.write("日", at: .zero) == 2)
        #expect(canvas[0, 0] == Cell(symbol: "日", width: 2, style: .plain))
        #expect(canvas[1, 0].isContinuation)
        #expect(canvas.line(0) == "日  ")
    }

    @Test func writeStopsAtTheRightEdge() {
        var canvas = Canvas(size: Size(width: 4, height: 1))
        canvas.write("abcdef", at: Point(x: 1, y: 0))
        #expect(canvas.line(0) == " abc")
    }

    @Test func writeStopsAtANewline() {
        var canvas = Canvas(size: Size(width: 6, height: 2))
        #expect(canvas.write("ab\ncd", at: .zero) == 2)
        #expect(canvas.lines == ["ab    ", "      "])
    }

    @Test func writeOutsideTheCanvasIsIgnored() {
        var canvas = Canvas(size: Size(width: 3, height: 1))
        canvas.write("abc", at: Point(x: 0, y: 5))
        canvas.write("abc", at: Point(x: 0, y: -1))
        canvas.write("abc", at: Point(x: -3, y: 0))
        #expect(canvas.line(0) == "   ")
    }

    @Test func writeStartingLeftOfTheCanvasShowsTheVisiblePart() {
        var canvas = Canvas(size: Size(width: 4, height: 1))
        canvas.write("abcdef", at: Point(x: -2, y: 0))
        #expect(canvas.line(0) == "cdef")
    }

    @Test func writeHonoursMaxWidth() {
        var canvas = Canvas(size: Size(width: 8, height: 1))
        #expect(canvas.write("abcdef", at: .zero, maxWidth: 3) == 3)
        #expect(canvas.line(0) == "abc     ")
    }

    @Test func wideCharacterCutByMaxWidthBecomesABlank() {
        var canvas = Canvas(size: Size(width: 8, height: 1))
        canvas.fill(Rect(x: 0, y: 0, width: 8, height: 1), with: "x")
        let width = canvas.write("a日", at: .zero, maxWidth: 2)
        #expect(width == 2)
        #expect(canvas.line(0) == "a xxxxxx")
    }

    @Test func writeIsClippedToTheClipRectangle() {
        var canvas = Canvas(size: Size(width: 8, height: 3))
        canvas.clip = Rect(x: 2, y: 1, width: 3, height: 1)
        canvas.write("abcdefgh", at: Point(x: 0, y: 0))
        canvas.write("abcdefgh", at: Point(x: 0, y: 1))
        canvas.write("abcdefgh", at: Point(x: 0, y: 2))
        #expect(canvas.lines == ["        ", "  cde   ", "        "])
    }

    @Test func wideCharacterAtTheRightEdgeBecomesABlank() {
        var canvas = Canvas(size: Size(width: 3, height: 1))
        canvas.write("ab日", at: .zero, style: .underline)
        #expect(canvas.line(0) == "ab ")
        #expect(canvas[2, 0] == .blank(.underline))
        #expect(canvas.cells.allSatisfy { !$0.isContinuation })
    }

    @Test func putOfAWideCharacterAtTheLastColumnBecomesABlank() {
        var canvas = Canvas(size: Size(width: 3, height: 1))
        canvas.fill(canvas.bounds, with: "x")
        canvas.put("日", at: Point(x: 2, y: 0), style: .plain)
        #expect(canvas.line(0) == "xx ")
    }

    @Test func wideCharacterAtTheClipEdgeBecomesABlank() {
        var canvas = Canvas(size: Size(width: 8, height: 1))
        canvas.fill(canvas.bounds, with: "x")
        canvas.clip = Rect(x: 0, y: 0, width: 3, height: 1)
        canvas.write("a日本", at: .zero)
        // 日 fits in columns 1–2; 本 would straddle the clip edge at column 3.
        #expect(canvas.line(0) == "a日xxxxx")
        canvas.write("ab日", at: .zero)
        #expect(canvas.line(0) == "ab xxxxx")
        #expect(canvas[3, 0].symbol == "x")
    }

    @Test func wideCharacterAcrossTheLeftClipEdgeLeavesABlank() {
        var canvas = Canvas(size: Size(width: 8, height: 1))
        canvas.fill(canvas.bounds, with: "x")
        canvas.clip = Rect(x: 2, y: 0, width: 6, height: 1)
        // 日 starts at column 1 (outside the clip); its right half would be at column 2.
        canvas.write("日ab", at: Point(x: 1, y: 0))
        #expect(canvas.line(0) == "xx abxxx")
        #expect(canvas[0, 0].symbol == "x")
        #expect(canvas[1, 0].symbol == "x")
        #expect(canvas[2, 0] == .blank)
        #expect(canvas[3, 0].symbol == "a")
    }

    @Test func zeroWidthCharacterDrawsNothing() {
        var canvas = Canvas(size: Size(width: 3, height: 1))
        #expect(canvas.put("\u{200B}", at: .zero, style: .plain) == 0)
        #expect(canvas.line(0) == "   ")
        #expect(canvas.write("a\u{7}b", at: .zero) == 2)
        #expect(canvas.line(0) == "ab ")
    }

    @Test func combiningMarkStaysInItsCell() {
        var canvas = Canvas(size: Size(width: 4, height: 1))
        #expect(canvas.write("e\u{0301}x", at: .zero) == 2)
        #expect(canvas[0, 0].symbol == "e\u{0301}")
        #expect(canvas[1, 0].symbol == "x")
    }

    // MARK: - overwriting wide characters

    @Test func overwritingTheLeftHalfOfAWideCharacterBlanksTheRightHalf() {
        var canvas = Canvas(size: Size(width: 4, height: 1))
        canvas.write("日本", at: .zero)
        canvas.put("a", at: Point(x: 2, y: 0), style: .plain)
        #expect(canvas.line(0) == "日a ")
        #expect(canvas.cells.filter(\.isContinuation).count == 1)
    }

    @Test func overwritingTheRightHalfOfAWideCharacterBlanksTheLeftHalf() {
        var canvas = Canvas(size: Size(width: 4, height: 1))
        canvas.write("日本", at: .zero)
        canvas.put("a", at: Point(x: 1, y: 0), style: .plain)
        #expect(canvas.line(0) == " a本")
        #expect(canvas[0, 0] == .blank)
    }

    @Test func wideCharacterOverTheRightHalfOfAnotherBlanksItsLeftHalf() {
        var canvas = Canvas(size: Size(width: 5, height: 1))
        canvas.write("日本", at: .zero)
        canvas.write("語", at: Point(x: 1, y: 0))
        #expect(canvas.line(0) == " 語  ")
        #expect(canvas[0, 0] == .blank)
        #expect(canvas[3, 0] == .blank)
    }

    @Test func wideCharacterOverTheSameWideCharacterPositionReplacesIt() {
        var canvas = Canvas(size: Size(width: 4, height: 1))
        canvas.write("日本", at: .zero)
        canvas.write("語", at: .zero)
        #expect(canvas.line(0) == "語本")
        canvas.write("日本", at: .zero)
        #expect(canvas.line(0) == "日本")
    }

    // MARK: - fill, restyle, drawBox

    @Test func fillCoversTheRectangleClippedToTheCanvas() {
        var canvas = Canvas(size: Size(width: 4, height: 3))
        canvas.fill(Rect(x: 2, y: 1, width: 5, height: 5), with: "#", style: .reverse)
        #expect(canvas.lines == ["    ", "  ##", "  ##"])
        #expect(canvas[3, 2].style == .reverse)
        #expect(canvas[1, 2].style == .plain)
    }

    @Test func fillRespectsTheClip() {
        var canvas = Canvas(size: Size(width: 4, height: 2))
        canvas.clip = Rect(x: 0, y: 0, width: 2, height: 1)
        canvas.fill(canvas.bounds, with: "#")
        #expect(canvas.lines == ["##  ", "    "])
    }

    @Test func fillWithAWideCharacterNeverSplitsIt() {
        var canvas = Canvas(size: Size(width: 5, height: 1))
        canvas.fill(canvas.bounds, with: "日")
        #expect(canvas.line(0) == "日日 ")
    }

    @Test func restyleChangesStylesAndKeepsSymbols() {
        var canvas = Canvas(size: Size(width: 4, height: 1))
        canvas.write("abcd", at: .zero, style: .fg(.red))
        canvas.restyle(Rect(x: 1, y: 0, width: 2, height: 1)) { $0.adding(.reverse) }
        #expect(canvas.line(0) == "abcd")
        #expect(canvas[0, 0].style == .fg(.red))
        #expect(canvas[1, 0].style == Style(foreground: .red, attributes: .reverse))
        #expect(canvas[2, 0].style == Style(foreground: .red, attributes: .reverse))
        #expect(canvas[3, 0].style == .fg(.red))
    }

    @Test func drawBoxDrawsBorderAndTitle() {
        var canvas = Canvas(size: Size(width: 12, height: 3))
        canvas.drawBox(canvas.bounds, border: .single, title: "Hi")
        #expect(canvas.lines == [
            "┌─ Hi ─────┐",
            "│          │",
            "└──────────┘",
        ])
    }

    @Test func drawBoxTruncatesALongTitle() {
        var canvas = Canvas(size: Size(width: 10, height: 2))
        canvas.drawBox(canvas.bounds, border: .ascii, title: "Settings page")
        #expect(canvas.lines == ["+- Set… -+", "+--------+"])
    }

    @Test func drawBoxIgnoresRectanglesTooSmallForABorder() {
        var canvas = Canvas(size: Size(width: 3, height: 3))
        canvas.drawBox(Rect(x: 0, y: 0, width: 1, height: 3))
        canvas.drawBox(Rect(x: 0, y: 0, width: 3, height: 1))
        #expect(canvas.lines == ["   ", "   ", "   "])
    }

    // MARK: - blit

    @Test func blitCopiesCellsAtTheOriginClippedToTheCanvas() {
        var screen = Canvas(size: Size(width: 5, height: 2))
        var layer = Canvas(size: Size(width: 3, height: 3))
        layer.fill(layer.bounds, with: "#")
        screen.blit(layer, at: Point(x: 3, y: 1))
        #expect(screen.lines == ["     ", "   ##"])
    }

    @Test func blitOverTheRightHalfOfAWideCharacterAtTheLayersLeftBorder() {
        var screen = Canvas(size: Size(width: 6, height: 1))
        screen.write("日本語", at: .zero)
        var layer = Canvas(size: Size(width: 2, height: 1))
        layer.write("ab", at: .zero)
        // The layer starts on the continuation of 日 (column 1).
        screen.blit(layer, at: Point(x: 1, y: 0))
        // 日 loses its left half, 本 its lead: both become blanks.
        #expect(screen.line(0) == " ab 語")
        #expect(screen[0, 0] == .blank)
        #expect(screen[3, 0] == .blank)
    }

    @Test func blitOverTheLeftHalfOfAWideCharacterAtTheLayersRightBorder() {
        var screen = Canvas(size: Size(width: 6, height: 1))
        screen.write("日本語", at: .zero)
        var layer = Canvas(size: Size(width: 3, height: 1))
        layer.write("abc", at: .zero)
        // The layer ends on the lead of 本 (column 2).
        screen.blit(layer, at: .zero)
        #expect(screen.line(0) == "abc 語")
        #expect(screen[3, 0] == .blank)
    }

    @Test func blitOfAWideCharacterCutAtTheScreensRightEdgeBecomesABlank() {
        var screen = Canvas(size: Size(width: 4, height: 1))
        var layer = Canvas(size: Size(width: 4, height: 1))
        layer.write("ab日", at: .zero)
        screen.blit(layer, at: Point(x: 1, y: 0))
        #expect(screen.line(0) == " ab ")
        #expect(screen.cells.allSatisfy { !$0.isContinuation })
    }

    @Test func blitOfAWideCharacterCutAtTheScreensLeftEdgeBecomesABlank() {
        var screen = Canvas(size: Size(width: 4, height: 1))
        screen.fill(screen.bounds, with: "x")
        var layer = Canvas(size: Size(width: 4, height: 1))
        layer.write("日ab", at: .zero)
        screen.blit(layer, at: Point(x: -1, y: 0))
        #expect(screen.line(0) == " abx")
    }

    @Test func blitOfWideCharactersOverWideCharactersAtTheSamePlaceShowsTheLayer() {
        var screen = Canvas(size: Size(width: 6, height: 1))
        screen.write("日本語", at: .zero)
        var layer = Canvas(size: Size(width: 4, height: 1))
        layer.write("한국", at: .zero)
        screen.blit(layer, at: Point(x: 2, y: 0))
        #expect(screen.line(0) == "日한국")
    }

    @Test func blitKeepsTheLayersStyles() {
        var screen = Canvas(size: Size(width: 3, height: 1))
        var layer = Canvas(size: Size(width: 1, height: 1))
        layer.write("z", at: .zero, style: .bold)
        screen.blit(layer, at: Point(x: 1, y: 0))
        #expect(screen[1, 0] == Cell(symbol: "z", width: 1, style: .bold))
    }

    // MARK: - colours and reading

    @Test func stripColorsKeepsSymbolsAndAttributes() {
        var canvas = Canvas(size: Size(width: 2, height: 1))
        canvas.write("a", at: .zero, style: Style(foreground: .red, background: .blue, attributes: [.bold, .underline]))
        canvas.write("b", at: Point(x: 1, y: 0), style: .fg(.green))
        canvas.stripColors()
        #expect(canvas.line(0) == "ab")
        #expect(canvas[0, 0].style == Style(attributes: [.bold, .underline]))
        #expect(canvas[1, 0].style == .plain)
    }

    @Test func textTrimsTrailingSpacesAndDescriptionQuotesRows() {
        var canvas = Canvas(size: Size(width: 4, height: 2))
        canvas.write("ab", at: Point(x: 1, y: 0))
        #expect(canvas.text == " ab\n")
        #expect(canvas.description == "\" ab \"\n\"    \"")
    }

    @Test func readingOutsideTheCanvasGivesBlanks() {
        let canvas = Canvas(size: Size(width: 2, height: 2))
        #expect(canvas[-1, 0] == .blank)
        #expect(canvas[2, 0] == .blank)
        #expect(canvas.line(7) == "")
    }
}
