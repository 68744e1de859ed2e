import Testing
import TerminalCore

@Suite struct StringLayoutTests {
    // MARK: - truncated

    @Test func textThatFitsIsNotTruncated() {
        #expect("hello".truncated(toWidth: 5) == "hello")
        #expect("hello".truncated(toWidth: 10) == "hello")
    }

    @Test func truncatedTextEndsWithAnEllipsisWithinTheWidth() {
        #expect("hello world".truncated(toWidth: 5) == "hell…")
        #expect("hello world".truncated(toWidth: 5).displayWidth == 5)
        #expect("hello".truncated(toWidth: 4, ellipsis: "") == "hell")
    }

    @Test func truncationNeverSplitsAWideCharacter() {
        // 日本語 is 6 cells; 4 cells leave 3 for text + 1 for the ellipsis: only 日 fits.
        #expect("日本語".truncated(toWidth: 4) == "日…")
        #expect("日本語".truncated(toWidth: 3, ellipsis: "") == "日")
        #expect("a日本".truncated(toWidth: 4, ellipsis: "") == "a日")
        #expect("😀😀😀".truncated(toWidth: 5, ellipsis: "") == "😀😀")
    }

    @Test func truncationToZeroOrLessIsEmpty() {
        #expect("hello".truncated(toWidth: 0) == "")
        #expect("hello".truncated(toWidth: -3) == "")
    }

    @Test func anEllipsisWiderThanTheRoomIsCutByCells() {
        #expect("hello".truncated(toWidth: 1, ellipsis: "...") == ".")
        #expect("hello".truncated(toWidth: 2, ellipsis: "〜〜").displayWidth <= 2)
        #expect("hello".truncated(toWidth: 1, ellipsis: "〜") == "")
    }

    @Test func truncationKeepsCombiningMarksWithTheirBase() {
        #expect("e\u{0301}e\u{0301}e\u{0301}".truncated(toWidth: 2, ellipsis: "") == "e\u{0301}e\u{0301}")
    }

    // MARK: - padded

    @Test func paddingFillsToTheExactWidth() {
        #expect("ab".padded(toWidth: 5) == "ab   ")
        #expect("abcdef".padded(toWidth: 3) == "abc")
        #expect("日本".padded(toWidth: 5) == "日本 ")
    }

    @Test func paddingReplacesACutWideCharacterBySpace() {
        let padded = "日本語".padded(toWidth: 5)
        #expect(padded == "日本 ")
        #expect(padded.displayWidth == 5)
    }

    // MARK: - wrapped

    @Test func wrappingBreaksAtSpaces() {
        #expect("the quick brown fox".wrapped(toWidth: 10) == ["the quick", "brown fox"])
    }

    @Test func wrappingKeepsExistingNewlines() {
        #expect("one\ntwo three".wrapped(toWidth: 20) == ["one", "two three"])
        #expect("a\n\nb".wrapped(toWidth: 5) == ["a", "", "b"])
    }

    @Test func wrappingBreaksAWordLongerThanTheWidth() {
        #expect("abcdefghij".wrapped(toWidth: 4) == ["abcd", "efgh", "ij"])
    }

    @Test func wrappingNeverSplitsAWideCharacter() {
        let lines = "日本語のテキスト".wrapped(toWidth: 5)
        #expect(lines == ["日本", "語の", "テキ", "スト"])
        #expect(lines.allSatisfy { $0.displayWidth <= 5 })
        #expect(lines.joined() == "日本語のテキスト")
    }

    @Test func wrappingCountsCellsNotCharacters() {
        #expect("日本 語".wrapped(toWidth: 4) == ["日本", "語"])
        #expect("ab 日本".wrapped(toWidth: 6) == ["ab", "日本"])
        #expect("ab 日本".wrapped(toWidth: 7) == ["ab 日本"])
    }

    @Test func wrappingToZeroWidthGivesNoLines() {
        #expect("abc".wrapped(toWidth: 0).isEmpty)
    }
}
