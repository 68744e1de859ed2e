import Tape
import TerminalCore
import Testing

@Suite struct TapeWriterTests {
    private func keys(_ text: String) -> [TapeInput] { text.map { .key(.char($0)) } }

    @Test func printableCharactersBecomeOneTypeAndRepeatedKeysACount() {
        let inputs: [TapeInput] = keys("hello") + [.key(.enter), .key(.down), .key(.down), .key(.down),
                                                 .key(.char("q"))]
        #expect(TapeWriter().commands(for: inputs) == [
            .type("hello"), .key(.enter, count: 1), .key(.down, count: 3), .type("q"),
        ])
    }

    @Test func textIsATapeWithSettingsFirst() {
        let writer = TapeWriter(size: Size(width: 100, height: 30), route: "home", header: ["Recorded by lcdemo --record"])
        let text = writer.text(for: keys("a \"b\" \\") + [.sleep(.milliseconds(250)), .key(.ctrl("c"))])
        #expect(text == """
        # Recorded by lcdemo --record
        Size 100x30
        Route home
        Type "a \\"b\\" \\\\"
        Sleep 250ms
        Ctrl+C

        """)
    }

    @Test func sleepsAreAddedUpRoundedToMillisecondsAndSplitAtTenMinutes() {
        let inputs: [TapeInput] = [.sleep(.milliseconds(400)), .sleep(.microseconds(100_600)), .key(.enter),
                                   .sleep(.seconds(1500)), .key(.enter), .sleep(.microseconds(200))]
        #expect(TapeWriter().commands(for: inputs) == [
            .sleep(.milliseconds(501)), .key(.enter, count: 1),
            .sleep(.seconds(600)), .sleep(.seconds(600)), .sleep(.seconds(300)), .key(.enter, count: 1),
        ])
    }

    @Test func zeroAndNegativeSleepsAreIgnored() {
        let inputs: [TapeInput] = [.key(.up), .sleep(.zero), .sleep(.seconds(-3)), .key(.up), .sleep(.seconds(1))]
        #expect(TapeWriter().commands(for: inputs) == [.key(.up, count: 2), .sleep(.seconds(1))])
    }

    @Test func minimumSleepDropsShortPauses() {
        let inputs: [TapeInput] = [.key(.char("a")), .sleep(.milliseconds(80)), .key(.char("b")),
                                   .sleep(.seconds(2)), .key(.enter)]
        #expect(TapeWriter(minimumSleep: .milliseconds(100)).commands(for: inputs) == [
            .type("a"), .type("b"), .sleep(.seconds(2)), .key(.enter, count: 1),
        ])
    }

    @Test func longRunsAreSplitAtTheMaximumCount() {
        let inputs = Array(repeating: TapeInput.key(.down), count: 2500)
        #expect(TapeWriter().commands(for: inputs) == [
            .key(.down, count: 1000), .key(.down, count: 1000), .key(.down, count: 500),
        ])
    }

    @Test func spacesAloneBecomeSpaceKeys() {
        #expect(TapeWriter().commands(for: keys("   ")) == [.key(.space, count: 3)])
        #expect(TapeWriter().commands(for: keys("a b")) == [.type("a b")])
    }

    @Test func modifiedCharactersAreKeysNotText() {
        let inputs: [TapeInput] = [.key(.char("a")), .key(.alt("x")), .key(.alt("x")),
                                   .key(KeyEvent(.character("A"), [.shift])), .key(.char("b"))]
        #expect(TapeWriter().commands(for: inputs) == [
            .type("a"), .key(.alt("x"), count: 2), .key(KeyEvent(.character("A"), [.shift]), count: 1), .type("b"),
        ])
    }

    @Test func aCombiningMarkTypedAloneStaysASeparateKey() throws {
        let inputs: [TapeInput] = [.key(.char("e")), .key(.char("\u{301}"))]
        let text = TapeWriter().text(for: inputs)
        let tape = try Tape.parse(text: text)
        #expect(tape.commands.flatMap(\.command.inputs) == inputs)
    }

    @Test func keysNoTapeCanSpellAreKeptAsComments() throws {
        let inputs: [TapeInput] = [.key(.char("a")), .key(.char("\u{7}")), .key(.enter)]
        let text = TapeWriter().text(for: inputs)
        #expect(text == "Size 80x24\nType \"a\"\n# unrecordable key U+0007\nEnter\n")
        #expect(try Tape.parse(text: text).commands.map(\.command) == [.type("a"), .key(.enter, count: 1)])
    }

    @Test func resizesAreWritten() {
        #expect(TapeWriter().commands(for: [.resize(Size(width: 40, height: 12)), .key(.enter)]) == [
            .resize(Size(width: 40, height: 12)), .key(.enter, count: 1),
        ])
    }

    @Test func writtenTapeReplaysTheSameInputs() throws {
        var inputs: [TapeInput] = keys("demo") + [.key(.tab)] + keys("pa\"ss\\wörd 日本 👍🏽")
        inputs += [.key(.enter), .sleep(.milliseconds(1500)), .key(.escape), .key(.escape)]
        inputs += [.key(.down), .key(.down), .key(.down), .key(.up), .sleep(.seconds(2))]
        inputs += [.key(.backTab), .key(.ctrl("c")), .key(.alt("x")), .key(.f(12)), .key(.space)]
        inputs += [.key(.pageDown), .key(.pageUp), .key(.home), .key(.end), .key(.backspace), .key(.delete)]
        inputs += [.key(KeyEvent(.delete, [.control, .alt])), .resize(Size(width: 40, height: 12)), .key(.char(":"))]
        inputs += keys("shop://product/42") + [.key(.enter), .sleep(.milliseconds(3)), .key(.ctrl(" "))]
        let writer = TapeWriter(size: Size(width: 120, height: 40), route: "home")
        let tape = try Tape.parse(text: writer.text(for: inputs), routes: demoRoutes)
        #expect(tape.size == Size(width: 120, height: 40))
        #expect(tape.route == "home")
        #expect(tape.commands.flatMap(\.command.inputs) == inputs)
    }

    @Test func everyCommandsDescriptionParsesBackToIt() throws {
        let commands: [TapeCommand] = [
            .key(.enter, count: 1), .key(.down, count: 3), .key(.backTab, count: 2), .key(.ctrl("c"), count: 1),
            .key(.alt("x"), count: 1), .key(.f(5), count: 1), .key(.space, count: 4),
            .type("a \"quoted\" \\ text # not a comment"), .sleep(.seconds(2)), .sleep(.milliseconds(1500)),
            .sleep(.microseconds(2500)), .deeplink("shop://product/42"), .resize(Size(width: 40, height: 12)),
            .expect("Home"), .expectNot("Log in"), .expectTitle("Product 42"), .snapshot("home-1"),
            .screenshot(nil), .assertNoLeaks, .saveState, .restoreState,
        ]
        let tape = Tape(path: "x", size: Size(width: 50, height: 20), route: "my route",
                        commands: commands.map { TapeStep($0, at: TapeLocation(file: "x", line: 1, column: 1)) })
        let reparsed = try Tape.parse(text: tape.description, path: "x")
        #expect(reparsed.size == tape.size)
        #expect(reparsed.route == "my route")
        #expect(reparsed.commands.map(\.command) == commands)
        #expect(TapeCommand.sleep(.microseconds(2500)).description == "Sleep 2.5ms")
        #expect(TapeCommand.sleep(.milliseconds(1500)).description == "Sleep 1500ms")
        #expect(TapeCommand.key(.backTab, count: 2).description == "Shift+Tab 2")
    }
}
