import ShopTapes
import Tape
import Testing

/// The Shop's `Set user NAME`: a tape shows what an SSH session of NAME shows (the greeting
/// `ShopApp.greet` gives a session), and a name no session could have is refused in one line.
@MainActor
struct ShopSetUserTests {
    private func run(_ text: String) async throws -> TapeResult {
        let tape = try TapeParser(routes: ShopTapeHost().routes).parse(text: text, path: "t.tape")
        return await TapeRunner(host: ShopTapeHost()).run(tape)
    }

    @Test func setUserGreetsThatUserAsTheirSessionDoes() async throws {
        let result = try await run("""
        Size 80x24
        Route home
        ExpectNot "over SSH"
        Set user alice
        Expect "Hello, alice! Welcome to the Shop over SSH; q leaves."
        """)
        #expect(result.failures.isEmpty, "\(result.failures)")
    }

    @Test func aNameNoSessionCouldHaveIsRefused() async throws {
        for value in ["\"\"", "\"a\\u{1B}b\"", String(repeating: "x", count: 65)] {
            let result = try await run("Size 80x24\nRoute home\nSet user \(value)\n")
            let failure = try #require(result.failures.first, "Set user \(value) was taken")
            #expect("\(failure)".contains("user takes the SSH user name a session greets"), "\(failure)")
        }
    }
}
