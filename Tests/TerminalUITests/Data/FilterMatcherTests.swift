import Testing
@testable import TerminalUI

/// The filter's byte-wise matcher answers as the reference (graphemes, Unicode lower-casing)
/// does, for ASCII and non-ASCII queries and cells alike.
@Suite struct FilterMatcherTests {
    /// Characters that stress the fast path's edges: ASCII letters of both cases, CR LF, combining
    /// marks, the Kelvin sign (lower-cases to ASCII `k`), dotted I (lower-cases to two scalars),
    /// emoji, wide and precomposed letters.
    static let alphabet: [String] = [
        "a", "b", "k", "K", "A", "B", "e", "E", "-", "1", " ", "\r", "\n", "\r\n", "\u{301}", "é", "e\u{301}",
        "\u{212A}", "\u{130}", "i", "ß", "日", "👍", "👍🏽", "Ⱥ", "ⱥ", "x",
    ]

    static func randomText(_ random: inout RobustnessTests.Generator, maximum: Int) -> String {
        let length = Int.random(in: 0...maximum, using: &random)
        return (0..<length).map { _ in alphabet.randomElement(using: &random) ?? "" }.joined()
    }

    @Test(arguments: [FilterMode.substring, .fuzzy])
    func theFastMatcherAgreesWithTheReferenceOnRandomText(mode: FilterMode) {
        var random = RobustnessTests.Generator(state: 45)
        for _ in 0..<3_000 {
            let query = Self.randomText(&random, maximum: 3).lowercased()
            let matcher = FilterMatcher(query: query, mode: mode)
            let cells = (0..<3).map { _ in Self.randomText(&random, maximum: 12) }
            for cell in cells {
                let expected = mode.matchedOffsets(of: query, in: cell) != nil
                #expect(matcher.matches(cell) == expected, "\(mode) \(query.debugDescription) in \(cell.debugDescription)")
            }
            let any = cells.contains { mode.matchedOffsets(of: query, in: $0) != nil }
            #expect(matcher.matchesAny(of: cells) == any)
        }
    }

    @Test func asciiQueriesMatchAsciiCellsIgnoringCaseAndNonAsciiCellsByGraphemes() {
        let substring = FilterMatcher(query: "package-1", mode: .substring)
        #expect(substring.matches("Package-12"))
        #expect(substring.matches("a long cell whose end is PACKAGE-1"))
        #expect(!substring.matches("package-2"))
        let kelvin = FilterMatcher(query: "k", mode: .substring)
        #expect(kelvin.matches("\u{212A}") == (FilterMode.substring.matchedOffsets(of: "k", in: "\u{212A}") != nil))
        let plain = FilterMatcher(query: "e", mode: .substring)
        #expect(!plain.matches("e\u{301}"), "e with a combining acute is another grapheme")
        #expect(plain.matches("e\u{301}e"))
        let fuzzy = FilterMatcher(query: "pdct", mode: .fuzzy)
        #expect(fuzzy.matches("Product"))
        #expect(!fuzzy.matches("Prod"))
        #expect(FilterMatcher(query: "", mode: .substring).matches(""))
    }

    @Test func theAsciiCheckSeesEveryByteOfLongAndShortText() {
        for length in 0..<40 {
            for place in 0..<max(1, length) {
                var bytes = [UInt8](repeating: 0x61, count: length)
                #expect(bytes.withUnsafeBufferPointer { FilterMatcher.isPlainASCII($0) })
                guard length > 0 else { continue }
                bytes[place] = 0x0D
                #expect(!bytes.withUnsafeBufferPointer { FilterMatcher.isPlainASCII($0) }, "CR at \(place) of \(length)")
                bytes[place] = 0xC3
                #expect(!bytes.withUnsafeBufferPointer { FilterMatcher.isPlainASCII($0) }, "non-ASCII at \(place) of \(length)")
                bytes[place] = 0x0C
                #expect(bytes.withUnsafeBufferPointer { FilterMatcher.isPlainASCII($0) }, "form feed at \(place) of \(length)")
            }
        }
    }
}
