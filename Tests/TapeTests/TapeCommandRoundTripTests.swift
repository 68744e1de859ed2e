import Tape
import TerminalCore
import Testing

/// Every command's `description` is a tape line the parser reads back to the same inputs
/// (`.char("?")` used to be written as `?`, which the parser refuses).
@Suite struct TapeCommandRoundTripTests {
    static let keys: [KeyEvent] = [
        .enter, .escape, .tab, .backTab, .backspace, .up, .down, .left, .right, .pageUp, .pageDown, .home, .end,
        .f(1), .f(12), .char("?"), .char(":"), .char("q"), .char(" "), .char("\""), .char("\\"), .char("#"),
        .char("漢"), .char("🇯🇵"), .char("é"), .ctrl("a"), .ctrl("u"), KeyEvent(.character("x"), .alt),
        KeyEvent(.up, .shift), KeyEvent(.delete),
    ]

    static let commands: [TapeCommand] = keys.flatMap { [TapeCommand.key($0, count: 1), .key($0, count: 3)] } + [
        .type("hello"), .type("say \"hi\" \\ ok"), .type("👩‍👩‍👧 e\u{301}"), .sleep(.milliseconds(250)), .sleep(.seconds(2)),
        .deeplink("shop://product/42"), .resize(Size(width: 40, height: 12)), .expect("Home"), .expectNot("Log in"), .expectWrapped("needs an id of 1 to 9 digits"),
        .expectTitle("Product 42"), .snapshot("home-80x24"), .screenshot(nil), .screenshot("home"), .assertNoLeaks,
        .paste("two\nlines"), .paste("\t\r\n\u{1B}[201~\u{0}\u{7F}\u{85} \"q\" \\ 👩‍👩‍👧"), .paste("\r\n"),
    ]

    @Test(arguments: commands)
    func descriptionParsesBackToTheSameInputs(_ command: TapeCommand) throws {
        let line = command.description
        let tape = try Tape.parse(text: "Size 80x24\n\(line)\n")
        let parsed = try #require(tape.commands.first?.command, "\(line) parsed to nothing")
        #expect(tape.commands.count == 1, "\(line)")
        #expect(parsed.inputs == command.inputs, "\(line)")
        if command.inputs.isEmpty { #expect(parsed == command, "\(line)") }
    }
}
