import Foundation
@testable import Tape
import Testing

/// `Expect` searches a row by bytes when that gives the grapheme-aware answer; it
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
        ("╭── 日本語 ──╮", "日本語", true),
        ("│ → push Product 42 │", "→ push Product 42", true),
        ("│ → push Product 42 │", "← push", false),
        ("e\u{301} › Next", "› Next", true),
        ("caf\u{E9} › Next", "cafe\u{301} ›", true),
        ("● Online — 3 items…", "— 3 items…", true),
        ("", "x", false),
    ])
    func agreesWithTheStandardSearch(row: String, needle: String, expected: Bool) {
        #expect((row.firstRange(of: needle) != nil) == expected, "the oracle itself")
        #expect(ScreenReport.contains(needle, in: [row]) == expected)
    }

    @Test func agreesWithTheStandardSearchOnRandomRows() {
        checkRandomRows(alphabet: ["a", "b", "e", " ", "›", "\u{301}", "\u{212A}", "K", "日", "🇯", "🇵", "\u{200D}", "👍", "🏽", ";", "\u{37E}"],
                        needleParts: ["a", "b", "e", " ", "K", ";", "ab", "be"], seed: 0x9E37_79B9_7F4A_7C15)
    }

    @Test func agreesWithTheStandardSearchOnRandomPlainRows() {
        let alphabet = ["a", "b", " ", "›", "→", "←", "─", "│", "日", "本", "—", "…", "×", "é", "\u{301}", "🇯"]
        checkRandomRows(alphabet: alphabet, needleParts: Array(alphabet.dropLast(3)), seed: 0x2545_F491_4F6C_DD1D)
    }

    /// 3,000 random rows of `alphabet` searched for needles of one to three `needleParts`.
    private func checkRandomRows(alphabet: [String], needleParts: [String], seed: UInt64) {
        var state = seed
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<3000 {
            let row = (0..<next(14)).map { _ in alphabet[next(alphabet.count)] }.joined()
            let needle = (0..<(1 + next(3))).map { _ in needleParts[next(needleParts.count)] }.joined()
            #expect(ScreenReport.contains(needle, in: [row]) == (row.firstRange(of: needle) != nil), "\(row.unicodeScalars.map { String($0.value, radix: 16) }) / \(needle)")
        }
    }

    /// The byte search's premise: each plain scalar is a grapheme of its own beside anything
    /// plain (it neither joins what comes before — Extend, SpacingMark, ZWJ — nor what comes after —
    /// Prepend — nor itself — regional indicators, Hangul jamo), is not a control or format
    /// character, and is its own canonical decomposition, so two plain strings are
    /// canonically equal only when their scalars are the same.
    @Test func plainScalarsAreGraphemesWithoutOtherSpellings() {
        var checked = 0
        for value in UInt32(0x20)...0xFFFF where ScreenReport.isPlain(value) {
            guard let scalar = Unicode.Scalar(value) else { Issue.record("U+\(String(value, radix: 16)) is no scalar"); continue }
            let text = String(Character(scalar))
            #expect(("a" + text).count == 2 && (text + "a").count == 2 && (text + text).count == 2, "U+\(String(value, radix: 16)) joins a neighbour")
            #expect(![.control, .format, .lineSeparator, .paragraphSeparator, .nonspacingMark, .spacingMark, .enclosingMark].contains(scalar.properties.generalCategory), "U+\(String(value, radix: 16))")
            #expect(Array(text.decomposedStringWithCanonicalMapping.unicodeScalars) == [scalar], "U+\(String(value, radix: 16)) decomposes")
            #expect(Array(text.precomposedStringWithCanonicalMapping.unicodeScalars) == [scalar], "U+\(String(value, radix: 16)) composes")
            #expect(ScreenReport.isPlain(text))
            checked += 1
        }
        #expect(checked > 21_000)
        for text in ["\u{301}", "\u{200D}", "🇯", "\u{212A}", "é", "\u{1100}", "\t", "\u{2028}", "\u{2060}"] {
            #expect(!ScreenReport.isPlain(text), "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

}
