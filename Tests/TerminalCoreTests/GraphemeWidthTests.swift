import Testing
import TerminalCore

/// Widths of multi-scalar graphemes and the canvas never splitting them.
@Suite struct GraphemeWidthTests {
    @Test(arguments: [
        ("🇯🇵", 2), ("🇫🇷", 2),                                   // flags: regional-indicator pairs
        ("👍🏽", 2), ("👋🏿", 2),                                   // skin tones
        ("👨\u{200D}👩\u{200D}👧", 2), ("🏳\u{FE0F}\u{200D}🌈", 2), // ZWJ sequences
        ("1\u{FE0F}\u{20E3}", 2), ("#\u{FE0F}\u{20E3}", 2),       // keycaps
        ("e\u{301}", 1), ("a\u{308}\u{304}", 1),                  // combining marks
        ("\u{2764}\u{FE0F}", 2), ("\u{2764}\u{FE0E}", 1), ("\u{2764}", 1), // selectors
        ("日", 2), ("\u{1100}\u{1161}\u{11A8}", 2),               // CJK, Hangul jamo syllable
        ("\u{7}", 0), ("\u{200B}", 0),                             // a control, a zero-width space
    ] as [(String, Int)])
    func graphemeWidths(_ text: String, _ width: Int) {
        #expect(text.count == 1, "\(text.unicodeScalars.map { String($0.value, radix: 16) }) is one grapheme")
        #expect(DisplayWidth.of(text) == width)
    }

    @Test func aWideGraphemeAtTheRightEdgeIsABlankNotAHalf() {
        var canvas = Canvas(size: Size(width: 5, height: 1))
        _ = canvas.write("abcd🇯🇵", at: Point(x: 0, y: 0))
        #expect(canvas[4, 0].symbol == " ")
        #expect(canvas[4, 0].width == 1)
    }

    @Test func aMultiScalarGraphemeIsOneCellWithItsContinuation() {
        var canvas = Canvas(size: Size(width: 4, height: 1))
        _ = canvas.write("👍🏽e\u{301}", at: Point(x: 0, y: 0))
        #expect(canvas[0, 0].symbol == "👍🏽")
        #expect(canvas[0, 0].width == 2)
        #expect(canvas[2, 0].symbol == "e\u{301}")
    }
}
