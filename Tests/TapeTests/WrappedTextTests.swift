import ShopTapes
import Testing
@testable import Tape

/// `ExpectWrapped`: text reflowed across rows, inside a box or beside other text, is found
/// whole; words out of order, a break where the row's text goes on, or another column are not.
@Suite struct WrappedTextTests {
    let alert = [
        "Home        ╭─ Unsupported link ──────╮  $12.37",
        "Desk lamp   │ a product link needs an │  $19.74",
        "Coffee mug  │ id of 1 to 9 digits     │  $27.11",
        "            ╰─────────────────────────╯",
    ]

    @Test func textWrappedInABoxIsFoundWhole() {
        #expect(WrappedText.contains("a product link needs an id of 1 to 9 digits", in: alert))
        #expect(WrappedText.contains("needs an id of 1", in: alert))
        #expect(WrappedText.contains("link needs", in: alert))          // on one row
    }

    @Test func textOnPlainRowsWrapsToTheSameLeftEdge() {
        let rows = ["  Signed in as demo. Your order", "  ships tomorrow   Help", "  from Harbour."]
        #expect(WrappedText.contains("Your order ships tomorrow from Harbour.", in: rows))
        #expect(WrappedText.contains("order ships", in: rows))
    }

    @Test func whatIsNotReflowedTextIsNotFound() {
        #expect(!WrappedText.contains("a product link needs id", in: alert))           // a word left out
        #expect(!WrappedText.contains("needs an $19.74", in: alert))                   // across the border
        #expect(!WrappedText.contains("a product link needs an Coffee", in: alert))    // the next row's other column
        #expect(!WrappedText.contains("digits id of", in: alert))                      // out of order
        #expect(!WrappedText.contains("a product link needs an id of 1 to 9 digits and more", in: alert))
    }

    @Test func aPlainExpectThatMissesWrappedTextSaysSo() {
        let kind = TapeFailure.Kind.onScreenWrapped("a product link needs an id")
        #expect(kind.message == "expected \"a product link needs an id\" on one row; the screen shows it wrapped across rows (ExpectWrapped matches text reflowed across line breaks)")
    }

    @MainActor @Test func aReplayedExpectOfWrappedTextFailsSayingSoAndExpectWrappedPasses() async throws {
        let why = "why: 'abc' is not a valid 'id' (expected 1–9 digits, no leading zero)"
        let steps = "Size 80x24\nRoute home\nType \":\"\nType \"product/abc\"\n"
        let parser = TapeParser(routes: ShopTapeHost().routes)
        let plain = await TapeRunner(host: ShopTapeHost()).run(try parser.parse(text: steps + "Expect \"\(why)\"\n", path: "t.tape"))
        #expect(plain.failures.map(\.kind) == [.onScreenWrapped(why)])
        let wrapped = await TapeRunner(host: ShopTapeHost()).run(try parser.parse(text: steps + "ExpectWrapped \"\(why)\"\n", path: "t.tape"))
        #expect(wrapped.failures.isEmpty)
        let absent = await TapeRunner(host: ShopTapeHost()).run(try parser.parse(text: steps + "Expect \"no such text\"\n", path: "t.tape"))
        #expect(absent.failures.map(\.kind) == [.notOnScreen("no such text")])
    }
}
