import Testing
@testable import TerminalCore

/// Text whose every scalar is a grapheme of its own wraps a scalar at a time; the lines must be
/// the ones wrapping by characters makes, for every width.
@Suite struct ScalarWrappingTests {
    @Test func scalarsWrapLikeCharactersForRandomText() {
        let pieces = ["a", "é", "€12,00", "naïve", "中文", "中文字漢語", "—", "…", "ßtraße", "longerwörd", "averyveryverylongwörd", "漢字漢字漢字漢字", " ", "  ", "\n", "\n\n", "x.", "-"]
        var state: UInt64 = 7
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<3000 {
            let text = (0..<next(14)).map { _ in pieces[next(pieces.count)] }.joined()
            let width = 1 + next(14)
            let byScalars = text.wrappedStandaloneScalars(toWidth: width)
            #expect(byScalars != nil, "\(text.debugDescription)")
            #expect(byScalars == text.wrappedByCharacters(toWidth: width), "\(text.debugDescription) at \(width)")
        }
    }

    @Test func aWideCharacterWiderThanTheLineStaysWhole() {
        #expect("中文".wrappedStandaloneScalars(toWidth: 1) == "中文".wrappedByCharacters(toWidth: 1))
        #expect("a中".wrappedStandaloneScalars(toWidth: 1) == "a中".wrappedByCharacters(toWidth: 1))
    }

    @Test func textWithJoiningScalarsIsLeftToCharacters() {
        #expect("cafe\u{301}".wrappedStandaloneScalars(toWidth: 3) == nil)
        #expect("👍 ok".wrappedStandaloneScalars(toWidth: 3) == nil)
        #expect("a\r\nb".wrappedStandaloneScalars(toWidth: 3) == nil)
        #expect("tab\there".wrappedStandaloneScalars(toWidth: 3) == nil)
        #expect("🇫🇷".wrappedStandaloneScalars(toWidth: 3) == nil)
        // Scripts outside the ranges known to have no joining scalars go by characters too.
        #expect("Ωmega".wrappedStandaloneScalars(toWidth: 3) == nil)
        #expect("テキスト".wrappedStandaloneScalars(toWidth: 3) == nil)
    }

    @Test func wrappedTakesTheScalarPathForAccentedText() {
        #expect("Prix: 12,00 € – livré demain".wrapped(toWidth: 10) == "Prix: 12,00 € – livré demain".wrappedByCharacters(toWidth: 10))
    }

    @Test func aStringOfStandaloneScalarsMeasuresAsItsGraphemes() {
        for text in ["é", "€12,00", "中文字漢語", "naïve — “quoted” …", "ßtraße 漢字", "e\u{301}", "👍🏽", "🇫🇷 flag"] {
            var byGraphemes = 0
            for character in text { byGraphemes += DisplayWidth.of(character) }
            #expect(text.displayWidth == byGraphemes, "\(text.debugDescription)")
        }
    }
}
