import Tape
import TerminalCore
import Testing

@Suite struct TapeParserTests {
    private func location(_ line: Int, _ column: Int = 1) -> TapeLocation {
        TapeLocation(file: "t.tape", line: line, column: column)
    }

    @Test func fullTapeParsesEveryCommandWithItsLocation() throws {
        let text = """
        # Product detail from a deep link
        Size 100x30
        Route home

        ExpectTitle "Home"
        Type "hello"
        Enter
        Escape
        Tab
        Shift+Tab
        Backspace 3
        Delete
        Space
        Up
        Down 3
        Left 2
        Right
        PageUp
        PageDown
        Home
        End
        F1
        F12
        Ctrl+C
        Alt+x
        Sleep 500ms
        Sleep 2s
        Sleep 1.5s
        Deeplink "shop://product/42"
        Resize 40x12
        Expect "Product 42"
        ExpectNot "Log in"
        Snapshot "product-42_v1.0"
        Screenshot
          AssertNoLeaks
        """
        let tape = try #require(parsed(text))
        #expect(tape.path == "t.tape")
        #expect(tape.size == Size(width: 100, height: 30))
        #expect(tape.route == "home")
        #expect(tape.commands.map(\.command) == [
            .expectTitle("Home"),
            .type("hello"),
            .key(.enter, count: 1),
            .key(.escape, count: 1),
            .key(.tab, count: 1),
            .key(.backTab, count: 1),
            .key(.backspace, count: 3),
            .key(.delete, count: 1),
            .key(.space, count: 1),
            .key(.up, count: 1),
            .key(.down, count: 3),
            .key(.left, count: 2),
            .key(.right, count: 1),
            .key(.pageUp, count: 1),
            .key(.pageDown, count: 1),
            .key(.home, count: 1),
            .key(.end, count: 1),
            .key(.f(1), count: 1),
            .key(.f(12), count: 1),
            .key(.ctrl("c"), count: 1),
            .key(.alt("x"), count: 1),
            .sleep(.milliseconds(500)),
            .sleep(.seconds(2)),
            .sleep(.milliseconds(1500)),
            .deeplink("shop://product/42"),
            .resize(Size(width: 40, height: 12)),
            .expect("Product 42"),
            .expectNot("Log in"),
            .snapshot("product-42_v1.0"),
            .screenshot(nil),
            .assertNoLeaks,
        ])
        #expect(tape.commands.first?.location == location(5))
        #expect(tape.commands[1].location == location(6))
        #expect(tape.commands.last?.location == location(35, 3))
        #expect(tape.commands.last?.description == "t.tape:35:3: AssertNoLeaks")
    }

    @Test func saveStateAndRestoreStateTakeNoArgument() throws {
        let tape = try #require(parsed("SaveState\nEnter\nRestoreState   # rebuild it\n"))
        #expect(tape.commands.map(\.command) == [.saveState, .key(.enter, count: 1), .restoreState])
        #expect(throws: TapeError.self) { try TapeParser(routes: demoRoutes).parse(text: "SaveState \"x\"\n", path: "t.tape") }
    }

    @Test func defaultsAreTheReferenceSizeAndNoRoute() throws {
        let tape = try #require(parsed("Enter\n"))
        #expect(tape.size == Size(width: 80, height: 24))
        #expect(tape.route == nil)
        #expect(tape.commands.count == 1)
    }

    @Test func emptyAndCommentOnlyTapesHaveNoCommands() throws {
        #expect(try #require(parsed("")).commands.isEmpty)
        #expect(try #require(parsed("# nothing\n\n   \n\t# indented comment\n")).commands.isEmpty)
    }

    @Test func commentsFollowCommandsButNotInsideStrings() throws {
        let text = """
        Type "#1 # not a comment" # a comment
        Expect `#tag`# a comment right after the string
        Down 2 # two rows
        Screenshot#not a comment: part of the word
        """
        let errors = TapeParser().diagnose(text: text, path: "t.tape")
        // `#` starts a comment only where a token would start.
        #expect(errors.map(\.kind) == [.unknownCommand("Screenshot#not", suggestion: nil)])
        let tape = try #require(parsed(text.split(separator: "\n").dropLast().joined(separator: "\n")))
        #expect(tape.commands.map(\.command) == [.type("#1 # not a comment"), .expect("#tag"), .key(.down, count: 2)])
    }

    @Test func stringEscapesAndBackquotes() throws {
        let tape = try #require(parsed(#"""
        Type "say \"hi\" \\ bye"
        Expect `a "quoted" \n word`
        Type "日本語 ✓ e\#u{301}"
        """#))
        #expect(tape.commands.map(\.command) == [
            .type(#"say "hi" \ bye"#),
            .expect(#"a "quoted" \n word"#),
            .type("日本語 ✓ e\u{301}"),
        ])
    }

    @Test func columnsCountCharactersNotBytes() {
        let errors = TapeParser().diagnose(text: "Type \"日本\" \"é\" oops", path: "t.tape")
        #expect(errors.map(\.location.column) == [11])
    }

    @Test func windowsAndOldMacLineEndingsAndAByteOrderMarkAreAccepted() throws {
        let tape = try #require(parsed("\u{FEFF}Size 40x12\r\nEnter\r\nDown 2\rUp\r\n"))
        #expect(tape.size == Size(width: 40, height: 12))
        #expect(tape.commands.map(\.command) == [.key(.enter, count: 1), .key(.down, count: 2), .key(.up, count: 1)])
        #expect(tape.commands.map(\.location.line) == [2, 3, 4])
        let fromBytes = try TapeParser().parse(bytes: [0xEF, 0xBB, 0xBF] + Array("Sleep 1s".utf8), path: "b")
        #expect(fromBytes.commands.map(\.command) == [.sleep(.seconds(1))])
        #expect(fromBytes.commands.first?.location.column == 1)
    }

    @Test func keyNamesFollowTerminalCoreSpelling() throws {
        let tape = try #require(parsed("Ctrl+c\nCtrl+Alt+Delete 2\nAlt+Enter\nCtrl+Space\nShift+Up\nInsert"))
        #expect(tape.commands.map(\.command) == [
            .key(.ctrl("c"), count: 1),
            .key(KeyEvent(.delete, [.control, .alt]), count: 2),
            .key(KeyEvent(.enter, [.alt]), count: 1),
            .key(.ctrl(" "), count: 1),
            .key(KeyEvent(.up, [.shift]), count: 1),
            .key(KeyEvent(.insert), count: 1),
        ])
    }

    @Test func countsAndDurationsAtTheirLimits() throws {
        let tape = try #require(parsed("Down 1\nDown 1000\nEnter 007\nSleep 1ms\nSleep 600s\nSleep 600000ms\nSleep 0.001s\nSleep 0.5ms"))
        #expect(tape.commands.map(\.command) == [
            .key(.down, count: 1), .key(.down, count: 1000), .key(.enter, count: 7),
            .sleep(.milliseconds(1)), .sleep(.seconds(600)), .sleep(.seconds(600)),
            .sleep(.milliseconds(1)), .sleep(.microseconds(500)),
        ])
    }

    @Test func settingsMayComeInEitherOrderAfterComments() throws {
        let tape = try #require(parsed("# header\n\nRoute login\nSize 40x12\nType \"demo\""))
        #expect(tape.route == "login")
        #expect(tape.size == Size(width: 40, height: 12))
    }

    @Test func settingsMayBeQuoted() throws {
        let tape = try #require(parsed("Size \"40x12\"\nRoute `home`"))
        #expect(tape.size == Size(width: 40, height: 12))
        #expect(tape.route == "home")
    }

    @Test func tapeFromAFileCarriesItsPath() async throws {
        let file = try await temporaryFile(named: "demo.tape", bytes: Array("Route home\nExpect \"Home\"\nEnter 2 # twice\n".utf8))
        defer { file.remove() }
        let tape = try Tape.parse(contentsOf: file.path, routes: demoRoutes)
        #expect(tape.path == file.path)
        #expect(tape.commands.map(\.location) == [
            TapeLocation(file: file.path, line: 2, column: 1),
            TapeLocation(file: file.path, line: 3, column: 1),
        ])
        #expect(TapeParser(routes: demoRoutes).diagnose(contentsOf: file.path).isEmpty)
    }

    @Test func inputsExpandCountsAndTypedTextAndCarryDeeplinks() throws {
        let tape = try #require(parsed("Down 3\nType \"ab\"\nSleep 1s\nResize 40x12\nExpect \"x\"\nDeeplink \"shop://tab/home\""))
        #expect(tape.commands.flatMap(\.command.inputs) == [
            .key(.down), .key(.down), .key(.down), .key(.char("a")), .key(.char("b")),
            .sleep(.seconds(1)), .resize(Size(width: 40, height: 12)), .deeplink("shop://tab/home"),
        ])
    }
}
