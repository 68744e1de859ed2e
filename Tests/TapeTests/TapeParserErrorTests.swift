import Foundation
import Tape
import TerminalCore
import Testing

@Suite struct TapeParserErrorTests {
    // MARK: - Commands and keys

    @Test func unknownCommandSuggestsTheClosestOne() {
        let error = expectError("Size 80x24\nEntr\n", line: 2, column: 1, .unknownCommand("Entr", suggestion: "Enter"))
        #expect(error?.description == "t.tape:2:1: error: unknown command 'Entr'; did you mean 'Enter'?")
        expectError("Expcet \"Home\"", line: 1, column: 1, .unknownCommand("Expcet", suggestion: "Expect"))
        expectError("ExpectNote \"x\"", line: 1, column: 1, .unknownCommand("ExpectNote", suggestion: "ExpectNot"))
        expectError("Snapshoot \"x\"", line: 1, column: 1, .unknownCommand("Snapshoot", suggestion: "Snapshot"))
        expectError("PageUP", line: 1, column: 1, .unknownCommand("PageUP", suggestion: "PageUp"))
    }

    @Test func unknownCommandKnowsCommonAliasesAndCase() {
        expectError("Esc", line: 1, column: 1, .unknownCommand("Esc", suggestion: "Escape"))
        expectError("Return", line: 1, column: 1, .unknownCommand("Return", suggestion: "Enter"))
        expectError("enter", line: 1, column: 1, .unknownCommand("enter", suggestion: "Enter"))
        expectError("type \"x\"", line: 1, column: 1, .unknownCommand("type", suggestion: "Type"))
    }

    @Test func unknownCommandWithoutSuggestionHintsAtType() {
        let error = expectError("Enter\n   Hello world", line: 2, column: 4, .unknownCommand("Hello", suggestion: nil))
        #expect(error?.message == "unknown command 'Hello'; to type text, write Type \"Hello\"")
    }

    @Test func aCommandGluedToItsStringSuggestsTheCommand() {
        expectError("Type\"hello\"", line: 1, column: 1, .unknownCommand("Type\"hello\"", suggestion: "Type"))
    }

    @Test func controlCharactersInMessagesAreShownEscaped() {
        let error = expectError("\u{1B}[31mRed", line: 1, column: 1, .unknownCommand("\u{1B}[31mRed", suggestion: nil))
        #expect(error?.message == "unknown command '\\u{001B}[31mRed'")
        expectError("Down \u{7}", line: 1, column: 6, .invalidCount("\u{7}"))
        #expect(TapeParser().diagnose(text: "Down \u{7}", path: "t").first?.message.contains("\\u{0007}") == true)
    }

    @Test func aSingleCharacterIsNotACommand() {
        expectError("q", line: 1, column: 1, .unknownCommand("q", suggestion: nil))
    }

    @Test func aLineStartingWithAStringHintsAtType() {
        let error = expectError("  \"hello\"", line: 1, column: 3, .unknownCommand("\"hello\"", suggestion: nil))
        #expect(error?.message == "a line must start with a command, not a string; to type text, write Type \"hello\"")
    }

    @Test func badKeyNames() {
        expectError("Ctrl+Foo", line: 1, column: 1, .unknownKey("Ctrl+Foo"))
        expectError("Alt+", line: 1, column: 1, .unknownKey("Alt+"))
        expectError("Shift+Nope 2", line: 1, column: 1, .unknownKey("Shift+Nope"))
        let error = expectError("Enter\n  F13", line: 2, column: 3, .unknownKey("F13"))
        #expect(error?.message == "unknown key 'F13'; function keys are F1 to F12")
    }

    // MARK: - Strings

    @Test func unterminatedStringPointsAtTheOpeningQuote() {
        let error = expectError("Type \"hello", line: 1, column: 6, .unterminatedString)
        #expect(error?.description == "t.tape:1:6: error: unterminated string; close it with the same quote on this line")
        expectError("Type `hello", line: 1, column: 6, .unterminatedString)
        // An escaped quote does not close the string; a trailing backslash escapes nothing.
        expectError("Expect \"a\\\"", line: 1, column: 8, .unterminatedString)
        expectError("Expect \"a\\", line: 1, column: 8, .unterminatedString)
    }

    @Test func unknownEscapePointsAtTheBackslash() {
        let error = expectError("Type \"a\\qb\"", line: 1, column: 8, .unknownEscape("\\q"))
        #expect(error?.message == "unknown escape '\\q' in a string; the escapes are \\\" \\\\ \\n \\r \\t and \\u{1B} (use `…` quotes for raw text)")
        expectError("Paste \"x\\u{110000}\"", line: 1, column: 9, .unknownEscape("\\u{110000}"))
        expectError("Paste \"x\\u{D800}\"", line: 1, column: 9, .unknownEscape("\\u{D800}"))
        expectError("Paste \"x\\u{}\"", line: 1, column: 9, .unknownEscape("\\u{}"))
        expectError("Paste \"x\\u1B\"", line: 1, column: 9, .unknownEscape("\\u"))
        expectError("Paste \"x\\u{1234567}\"", line: 1, column: 9, .unknownEscape("\\u{1234567}"))
    }

    @Test func escapedControlCharactersArePastedButNeverTyped() throws {
        let tape = try Tape.parse(text: "Paste \"a\\tb\\r\\n\\u{1B}[2J\\u{1F1EF}\"\n")
        #expect(tape.commands.first?.command == .paste("a\tb\r\n\u{1B}[2J🇯"))
        // Type and Expect take no control characters, escaped or not: keys say those.
        expectError("Type \"a\\nb\"", line: 1, column: 6, .controlCharacterInString("\n"))
        expectError("Expect \"x\\t\"", line: 1, column: 8, .controlCharacterInString("\t"))
        expectError("Paste \"a\tb\"", line: 1, column: 9, .controlCharacterInString("\t"))
    }

    @Test func controlCharacterInAStringIsRefused() {
        expectError("Type \"a\tb\"", line: 1, column: 8, .controlCharacterInString("\t"))
        expectError("Expect `\u{1B}[0m`", line: 1, column: 9, .controlCharacterInString("\u{1B}"))
    }

    @Test func commandsThatTakeTextNeedAQuotedString() {
        let error = expectError("Expect Home", line: 1, column: 8, .expectedString(command: "Expect", found: "Home"))
        #expect(error?.message == "Expect expects a quoted string, not 'Home'; for example Expect \"Home\"")
        expectError("Deeplink shop://product/42", line: 1, column: 10, .expectedString(command: "Deeplink", found: "shop://product/42"))
    }

    @Test func emptyStringsAreRefused() {
        let error = expectError("Expect \"\"", line: 1, column: 8, .emptyString(command: "Expect"))
        #expect(error?.message == "Expect needs a non-empty string")
        expectError("ExpectNot ``", line: 1, column: 11, .emptyString(command: "ExpectNot"))
        expectError("ExpectTitle \"\"", line: 1, column: 13, .emptyString(command: "ExpectTitle"))
        expectError("Type \"\"", line: 1, column: 6, .emptyString(command: "Type"))
        expectError("Deeplink \"\"", line: 1, column: 10, .emptyString(command: "Deeplink"))
    }

    // MARK: - Values

    @Test(arguments: ["5", "500", "5m", "1h", "abc", "-1s", "1.s", ".5s", "1.2345s", "1,5s", "5S", "ms", "s", "1e3ms", "+2s", "2 s"])
    func invalidDurations(_ duration: String) {
        let text = "Sleep \(duration)"
        let tokenEnd = duration.firstIndex(of: " ") ?? duration.endIndex
        let token = String(duration[..<tokenEnd])
        let errors = TapeParser().diagnose(text: text, path: "t.tape")
        // "2 s" is a valid-looking number without unit followed by an extra argument: the duration fails first.
        #expect(errors.map(\.kind) == [.invalidDuration(token)])
        #expect(errors.first?.location.column == 7)
    }

    @Test func durationMessageSaysHowToWriteOne() {
        let error = expectError("Sleep 5", line: 1, column: 7, .invalidDuration("5"))
        #expect(error?.message == "invalid duration '5'; write a number (up to 3 decimals) followed by ms or s, for example 500ms or 1.5s")
    }

    @Test(arguments: ["0ms", "0s", "0.000s", "601s", "600001ms", "600.001s", "99999999999s", "9999999999999999999999ms"])
    func durationsOutOfRange(_ duration: String) {
        expectError("Sleep \(duration)", line: 1, column: 7, .durationOutOfRange(duration))
    }

    @Test(arguments: ["0ms", "601s"])
    func waitTimeoutsOutOfRangeSpeakOfATimeout(_ timeout: String) {
        let error = expectError("Wait \"Home\" \(timeout)", line: 1, column: 13, .timeoutOutOfRange(timeout))
        #expect(error?.message == "timeout \(timeout) is out of range; wait more than 0 and at most 10 minutes (600s)")
        #expect(error?.message.contains("sleep") == false)
        expectError("WaitNot \"Home\" \(timeout)", line: 1, column: 16, .timeoutOutOfRange(timeout))
    }

    @Test func badSizes() {
        let error = expectError("Size 80*24", line: 1, column: 6, .invalidSize("80*24"))
        #expect(error?.message == "invalid size '80*24'; write COLUMNSxROWS with numbers from 1 to 1000, for example 80x24")
        expectError("Enter\nResize 0x0", line: 2, column: 8, .invalidSize("0x0"))
        expectError("Resize 80x", line: 1, column: 8, .invalidSize("80x"))
        expectError("Size 10000x24", line: 1, column: 6, .invalidSize("10000x24"))
    }

    @Test func repeatCountThatIsNotANumber() {
        expectError("Down x", line: 1, column: 6, .invalidCount("x"))
        expectError("Down -1", line: 1, column: 6, .invalidCount("-1"))
        expectError("Down 2.5", line: 1, column: 6, .invalidCount("2.5"))
        expectError("Down \"3\"", line: 1, column: 6, .invalidCount("\"3\""))
    }

    @Test func repeatCountOutOfRange() {
        let error = expectError("Tab 0", line: 1, column: 5, .countOutOfRange("0"))
        #expect(error?.message == "repeat count 0 is out of range; write a count from 1 to 1000")
        expectError("Down 1001", line: 1, column: 6, .countOutOfRange("1001"))
        expectError("Ctrl+C 99999999999999999999", line: 1, column: 8, .countOutOfRange("99999999999999999999"))
    }

    @Test func snapshotNamesMustBePlainFileNames() {
        let error = expectError("Snapshot \"a/b\"", line: 1, column: 10, .invalidSnapshotName("a/b"))
        #expect(error?.message.hasPrefix("invalid snapshot name 'a/b'; use letters, digits") == true)
        for name in ["..", ".hidden", "a b", "café", "a\\\\b", String(repeating: "x", count: 101)] {
            let errors = TapeParser().diagnose(text: "Snapshot \"\(name)\"", path: "t.tape")
            #expect(errors.count == 1, "\(name)")
            #expect(errors.first?.location.column == 10)
        }
        expectError("Snapshot home", line: 1, column: 10, .expectedString(command: "Snapshot", found: "home"))
        expectError("Screenshot out.png", line: 1, column: 12, .expectedString(command: "Screenshot", found: "out.png"))
    }

    // MARK: - Settings

    @Test func sizeAfterTheFirstKeyIsRefused() {
        let error = expectError("Route home\nEnter\nSize 80x24", line: 3, column: 1,
                                .settingAfterFirstCommand(command: "Size", firstCommandLine: 2))
        #expect(error?.message == "Size must come before the first key or other command (line 2); use Resize to change the size during a replay")
    }

    @Test func routeAfterAnyOtherCommandIsRefused() {
        let error = expectError("# start\n\nExpect \"Home\"\n  Route home", line: 4, column: 3,
                                .settingAfterFirstCommand(command: "Route", firstCommandLine: 3))
        #expect(error?.message == "Route must come before the first key or other command (line 3)")
    }

    @Test func duplicatedSettingsAreRefused() {
        let error = expectError("Size 80x24\nRoute home\nSize 40x12", line: 3, column: 1,
                                .duplicateSetting(command: "Size", firstLine: 1))
        #expect(error?.message == "Size is already set on line 1; keep one")
        expectError("Route home\nRoute login", line: 2, column: 1, .duplicateSetting(command: "Route", firstLine: 1))
    }

    @Test func unknownRouteListsTheAcceptedOnes() {
        let error = expectError("Route shop", line: 1, column: 7, .unknownRoute("shop", expected: demoRoutes))
        #expect(error?.message == "unknown route 'shop'; expected one of: onboarding, login, home")
    }

    @Test func routesAreTheParsersParameter() throws {
        #expect(try TapeParser(routes: ["shop"]).parse(text: "Route shop", path: "t").route == "shop")
        #expect(try TapeParser(routes: nil).parse(text: "Route anything", path: "t").route == "anything")
        #expect(TapeParser(routes: ["shop"]).diagnose(text: "Route home", path: "t").map(\.kind)
                == [.unknownRoute("home", expected: ["shop"])])
    }

    // MARK: - Arguments

    @Test func missingArgumentPointsJustAfterTheCommand() {
        let error = expectError("Type", line: 1, column: 5, .missingArgument(command: "Type"))
        #expect(error?.message == "Type needs a quoted string; for example Type \"hello\"")
        expectError("Sleep   # a comment", line: 1, column: 6, .missingArgument(command: "Sleep"))
        expectError("Enter\n  Resize", line: 2, column: 9, .missingArgument(command: "Resize"))
        expectError("Size", line: 1, column: 5, .missingArgument(command: "Size"))
        expectError("Route", line: 1, column: 6, .missingArgument(command: "Route"))
        expectError("Snapshot", line: 1, column: 9, .missingArgument(command: "Snapshot"))
        expectError("Deeplink", line: 1, column: 9, .missingArgument(command: "Deeplink"))
        expectError("ExpectTitle", line: 1, column: 12, .missingArgument(command: "ExpectTitle"))
    }

    @Test func extraArgumentsPointAtTheFirstOne() {
        let error = expectError("Down 3 4 5", line: 1, column: 8, .unexpectedArgument(command: "Down", argument: "4"))
        #expect(error?.message == "unexpected argument '4'; usage: Down [COUNT] (a count from 1 to 1000)")
        expectError("Screenshot \"a\" \"b\"", line: 1, column: 16, .unexpectedArgument(command: "Screenshot", argument: "\"b\""))
        expectError("Type \"a\" \"b\"", line: 1, column: 10, .unexpectedArgument(command: "Type", argument: "\"b\""))
        expectError("Type \"a\"b", line: 1, column: 9, .unexpectedArgument(command: "Type", argument: "b"))
        expectError("Size 80x24 40x12", line: 1, column: 12, .unexpectedArgument(command: "Size", argument: "40x12"))
        expectError("AssertNoLeaks now", line: 1, column: 15, .unexpectedArgument(command: "AssertNoLeaks", argument: "now"))
        expectError("Sleep 1s 2s", line: 1, column: 10, .unexpectedArgument(command: "Sleep", argument: "2s"))
    }

    // MARK: - Files

    @Test func nonUTF8ContentPointsAtTheFirstBadByte() async throws {
        let bytes = Array("Size 80x24\nType \"a".utf8) + [0xFF] + Array("b\"\n".utf8)
        let parser = TapeParser()
        #expect(throws: TapeError(.invalidUTF8, at: TapeLocation(file: "bad.tape", line: 2, column: 8))) {
            try parser.parse(bytes: bytes, path: "bad.tape")
        }
        let file = try await temporaryFile(named: "bad.tape", bytes: bytes)
        defer { file.remove() }
        let errors = parser.diagnose(contentsOf: file.path)
        #expect(errors.map(\.description) == ["\(file.path):2:8: error: the file is not valid UTF-8 text here; save the tape as UTF-8"])
    }

    @Test func nonUTF8ColumnCountsCharactersBeforeIt() {
        // "日本" is two characters (six bytes); a truncated sequence follows.
        let bytes = Array("Type \"日本".utf8) + [0xE6, 0x97]
        #expect(throws: TapeError(.invalidUTF8, at: TapeLocation(file: "x", line: 1, column: 9))) {
            try TapeParser().parse(bytes: bytes, path: "x")
        }
    }

    @Test func aMissingFileCannotBeRead() {
        let path = "/nonexistent/dir/missing.tape"
        #expect(throws: TapeError(.unreadableFile(reason: "No such file or directory"),
                                  at: TapeLocation(file: path, line: 1, column: 1))) {
            try Tape.parse(contentsOf: path)
        }
        #expect(TapeParser().diagnose(contentsOf: path).map(\.description)
                == ["\(path):1:1: error: cannot read the tape: No such file or directory"])
    }

    @Test func aDirectoryCannotBeRead() async throws {
        let file = try await temporaryFile(named: "x.tape", bytes: [])
        defer { file.remove() }
        let directory = (file.path as NSString).deletingLastPathComponent
        #expect(throws: TapeError(.unreadableFile(reason: "Is a directory"),
                                  at: TapeLocation(file: directory, line: 1, column: 1))) {
            try Tape.parse(contentsOf: directory)
        }
    }

    @Test func anEndlessFileIsRefusedAsTooLarge() {
        #expect(throws: TapeError(.fileTooLarge(limit: 16 * 1024 * 1024),
                                  at: TapeLocation(file: "/dev/zero", line: 1, column: 1))) {
            try Tape.parse(contentsOf: "/dev/zero")
        }
    }

    // MARK: - Every error

    @Test func diagnoseReportsEveryBadLineInOrderAndParseThrowsTheFirst() {
        let text = """
        Size 80x24
        Entr
        Down 0
        Type "ok"
        Sleep 5
        Size 40x12
        """
        let errors = TapeParser().diagnose(text: text, path: "t.tape")
        #expect(errors.map(\.description) == [
            "t.tape:2:1: error: unknown command 'Entr'; did you mean 'Enter'?",
            "t.tape:3:6: error: repeat count 0 is out of range; write a count from 1 to 1000",
            "t.tape:5:7: error: invalid duration '5'; write a number (up to 3 decimals) followed by ms or s, for example 500ms or 1.5s",
            "t.tape:6:1: error: Size must come before the first key or other command (line 3); use Resize to change the size during a replay",
        ])
        #expect(throws: errors[0]) { try Tape.parse(text: text, path: "t.tape") }
    }
}
