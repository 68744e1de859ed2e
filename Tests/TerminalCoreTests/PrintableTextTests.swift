import TerminalCore
import Testing

/// The one escaping function for text from outside in messages: nothing that would act on a
/// terminal or reorder a line gets through; everything else is printed as it is.
@Suite struct PrintableTextTests {
    @Test(arguments: [
        ("\u{1B}]0;pwned\u{07}", "\\u{001B}]0;pwned\\u{0007}"),         // OSC title
        ("\u{1B}[2J", "\\u{001B}[2J"),                                    // clear screen
        ("a\rb\nc\td", "a\\u{000D}b\\u{000A}c\\u{0009}d"),
        ("\u{7F}\u{9B}2J", "\\u{007F}\\u{009B}2J"),                       // DEL, C1 CSI
        ("x\u{2028}y\u{2029}", "x\\u{2028}y\\u{2029}"),                    // line and paragraph separators
        ("abc\u{202E}fdp.exe", "abc\\u{202E}fdp.exe"),                     // right-to-left override
        ("\u{2066}a\u{2069}\u{200F}", "\\u{2066}a\\u{2069}\\u{200F}"),       // isolates, RLM
    ])
    func controlsAreSpelledOut(text: String, escaped: String) {
        #expect(PrintableText.escaping(text) == escaped)
    }

    @Test(arguments: ["shop://product/42", "héllo wörld", "日本語", "👩🏽‍💻 🇯🇵", "e\u{301}", "a\u{200D}b", "\\u{001B}"])
    func printableTextIsKept(text: String) {
        #expect(PrintableText.escaping(text) == text)
    }

    @Test func escapingTwiceChangesNothingMore() {
        let once = PrintableText.escaping("\u{1B}[31mred\u{202E}")
        #expect(PrintableText.escaping(once) == once)
        #expect(!once.unicodeScalars.contains(where: PrintableText.isUnsafe))
    }
}
