@testable import Tape
import Testing

/// Issue 14: `Expect` searches a row by bytes when that gives the grapheme-aware answer; it
/// must agree with the standard library's search (`firstRange(of:)`, which the Tape module's
/// `contains` is; Foundation's, visible here through Testing, compares UTF-16 instead) on every
/// row, including combining marks, joiners, flags, and the scalars that are canonically ASCII.
@Suite struct ScreenReportSearchTests {
    @Test(arguments: [
        ("› Item 1   ", "Item 1", true),
        ("  Item 10", "Item 1", true),
        ("cafe\u{301} au lait", "cafe", false),
        ("cafe\u{301} au lait", "caf", true),
        ("\u{212A}elvin", "Kelvin", true),
        ("why\u{37E}", "why;", true),
        ("\u{1FEF}x", "`x", true),
        ("🇯🇵 Japan", "Japan", true),
        ("a\u{200D}b", "ab", false),
        ("│ Total: €12,00 │", "Total: €12,00", true),
        ("abc", "abcd", false),
        ("", "x", false),
    ])
    func agreesWithTheStandardSearch(row: String, needle: String, expected: Bool) {
        #expect((row.firstRange(of: needle) != nil) == expected, "the oracle itself")
        #expect(ScreenReport.contains(needle, in: [row]) == expected)
    }

    @Test func agreesWithTheStandardSearchOnRandomRows() {
        let alphabet: [String] = ["a", "b", "e", " ", "›", "\u{301}", "\u{212A}", "K", "日", "🇯", "🇵", "\u{200D}", "👍", "🏽", ";", "\u{37E}"]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<3000 {
            let row = (0..<next(12)).map { _ in alphabet[next(alphabet.count)] }.joined()
            let needle = (0..<(1 + next(3))).map { _ in ["a", "b", "e", " ", "K", ";", "ab", "be"][next(8)] }.joined()
            #expect(ScreenReport.contains(needle, in: [row]) == (row.firstRange(of: needle) != nil), "\(row.unicodeScalars.map { String($0.value, radix: 16) }) / \(needle)")
        }
    }
}
