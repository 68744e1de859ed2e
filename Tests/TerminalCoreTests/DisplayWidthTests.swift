import Testing
import TerminalCore

@Suite struct DisplayWidthTests {
    @Test(arguments: ["a", "Z", "0", "~", " ", "é", "ß", "─", "…"])
    func narrowCharactersTakeOneCell(_ character: Character) {
        #expect(DisplayWidth.of(character) == 1)
    }

    @Test(arguments: ["日", "本", "한", "ア", "Ａ", "。"])
    func cjkAndFullwidthCharactersTakeTwoCells(_ character: Character) {
        #expect(DisplayWidth.of(character) == 2)
    }

    @Test(arguments: ["😀", "🚀", "👍", "🎉"])
    func emojiTakeTwoCells(_ character: Character) {
        #expect(DisplayWidth.of(character) == 2)
    }

    @Test func emojiPresentationSelectorMakesATextSymbolTwoCells() {
        // U+2764 HEAVY BLACK HEART is text by default; VS16 asks for the picture.
        #expect(DisplayWidth.of("\u{2764}" as Character) == 1)
        #expect(DisplayWidth.of("\u{2764}\u{FE0F}" as Character) == 2)
        #expect(DisplayWidth.of("\u{263A}\u{FE0F}" as Character) == 2)
        // A keycap sequence is a picture too.
        #expect(DisplayWidth.of("1\u{FE0F}\u{20E3}" as Character) == 2)
    }

    @Test func textPresentationSelectorKeepsOneCell() {
        #expect(DisplayWidth.of("\u{263A}\u{FE0E}" as Character) == 1)
    }

    @Test func flagIsOneGraphemeOfTwoCells() {
        let flag = "🇯🇵"
        #expect(flag.count == 1)
        #expect(flag.displayWidth == 2)
        #expect("🇫🇷🇩🇪".displayWidth == 4)
    }

    @Test func combiningMarksTakeNoCell() {
        #expect(DisplayWidth.of("\u{0301}" as Unicode.Scalar) == 0)
        #expect(DisplayWidth.of("\u{0301}" as Character) == 0)
        // e + COMBINING ACUTE is one grapheme, one cell.
        #expect("e\u{0301}".displayWidth == 1)
        #expect("Cafe\u{0301}".displayWidth == 4)
        // A wide base keeps its width with a mark on it.
        #expect("日\u{0301}".displayWidth == 2)
    }

    @Test func zeroWidthJoinerSequencesAreOnePicture() {
        let family = "👨\u{200D}👩\u{200D}👧"
        #expect(family.count == 1)
        #expect(family.displayWidth == 2)
        #expect("🏳\u{FE0F}\u{200D}🌈".displayWidth == 2)
        #expect("👍🏽".displayWidth == 2)
    }

    @Test func formatAndControlCharactersTakeNoCell() {
        #expect(DisplayWidth.of("\u{200B}" as Character) == 0)
        #expect(DisplayWidth.of("\u{7}" as Character) == 0)
        #expect(DisplayWidth.of("\u{1B}" as Character) == 0)
    }

    @Test func decomposedHangulSyllableTakesTwoCells() {
        let syllable = "\u{1112}\u{1161}\u{11AB}" // 한, as jamo
        #expect(syllable.count == 1)
        #expect(syllable.displayWidth == 2)
    }

    @Test func stringWidthAddsItsGraphemes() {
        #expect("hello".displayWidth == 5)
        #expect("日本語".displayWidth == 6)
        #expect("a日b😀c".displayWidth == 7)
        #expect("".displayWidth == 0)
    }
}
