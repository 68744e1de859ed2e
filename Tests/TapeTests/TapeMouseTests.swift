import ShopTapes
import Tape
import TerminalCore
import Testing

/// The tape mouse commands parse, print back, record and replay.
@MainActor
@Suite struct TapeMouseTests {
    @Test func mouseCommandsParse() throws {
        let tape = try TapeParser().parse(text: """
        Click "Orders"
        Click 10 5
        ScrollUp
        ScrollDown 3
        ScrollUp 2 40 12
        """, path: "t.tape")
        #expect(tape.commands.map(\.command) == [
            .click(.text("Orders")), .click(.position(Point(x: 10, y: 5))),
            .scrollUp(count: 1, at: nil), .scrollDown(count: 3, at: nil), .scrollUp(count: 2, at: Point(x: 40, y: 12)),
        ])
    }

    @Test func everyMouseCommandPrintsBackToItself() throws {
        let commands: [TapeCommand] = [
            .click(.text("say \"hi\"")), .click(.position(Point(x: 0, y: 23))),
            .scrollUp(count: 1, at: nil), .scrollDown(count: 7, at: nil),
            .scrollUp(count: 1, at: Point(x: 3, y: 4)), .scrollDown(count: 1000, at: Point(x: 999, y: 999)),
        ]
        for command in commands {
            let tape = try TapeParser().parse(text: command.description, path: "t.tape")
            #expect(tape.commands.map(\.command) == [command], "\(command.description)")
        }
    }

    @Test func badMouseArgumentsAreLineColumnErrors() {
        expectError("Click", line: 1, column: 6, .missingArgument(command: "Click"))
        let row = expectError("Click 10", line: 1, column: 9, .missingRow(command: "Click"))
        #expect(row?.message == "Click needs a row after the column; write Click X Y, for example Click 10 5")
        let error = expectError("Click ten 5", line: 1, column: 7, .invalidCoordinate(command: "Click", found: "ten"))
        #expect(error?.message == "invalid cell 'ten'; write Click X Y with a column and a row from 0 to 999, for example Click 10 5")
        expectError("Click -1 5", line: 1, column: 7, .invalidCoordinate(command: "Click", found: "-1"))
        expectError("Click 1000 5", line: 1, column: 7, .invalidCoordinate(command: "Click", found: "1000"))
        expectError("Click \"\"", line: 1, column: 7, .emptyString(command: "Click"))
        expectError("Click \"a\" 3", line: 1, column: 11, .unexpectedArgument(command: "Click", argument: "3"))
        expectError("ScrollUp x", line: 1, column: 10, .invalidCount("x"))
        expectError("ScrollDown 0", line: 1, column: 12, .countOutOfRange("0"))
        expectError("ScrollDown 2 4", line: 1, column: 15, .missingRow(command: "ScrollDown"))
        expectError("ScrollDown 2 4 x", line: 1, column: 16, .invalidCoordinate(command: "ScrollDown", found: "x"))
        expectError("Scrollup", line: 1, column: 1, .unknownCommand("Scrollup", suggestion: "ScrollUp"))
    }

    @Test func theWriterTurnsClicksAndNotchesIntoCommandsThatParseBack() throws {
        let inputs: [TapeInput] = [
            .mouse(MouseEvent(.click, at: Point(x: 30, y: 23))),
            .mouse(MouseEvent(.scrollDown, at: Point(x: 5, y: 8))), .mouse(MouseEvent(.scrollDown, at: Point(x: 5, y: 8))),
            .mouse(MouseEvent(.scrollDown, at: Point(x: 6, y: 8))), .mouse(MouseEvent(.scrollUp, at: Point(x: 6, y: 8))),
            .key(.enter),
        ]
        let commands = TapeWriter().commands(for: inputs)
        #expect(commands == [
            .click(.position(Point(x: 30, y: 23))), .scrollDown(count: 2, at: Point(x: 5, y: 8)),
            .scrollDown(count: 1, at: Point(x: 6, y: 8)), .scrollUp(count: 1, at: Point(x: 6, y: 8)), .key(.enter, count: 1),
        ])
        let tape = try TapeParser().parse(text: TapeWriter().text(for: inputs), path: "t.tape")
        #expect(tape.commands.map(\.command) == commands)
        #expect(tape.commands.flatMap(\.command.inputs) == inputs)
    }

    @Test func theRecorderRecordsClicksAndTheReplayReachesTheSameScreen() async throws {
        let terminal = HeadlessTerminal(size: .reference)
        let session = try ShopTapeHost().makeSession(terminal: terminal, clock: VirtualClock(), route: "home")
        session.application.start()
        let recorder = TapeRecorder(application: session.application, route: "home")
        recorder.start()
        terminal.enqueue(.mouse(MouseEvent(.click, at: Point(x: 35, y: 23))))
        await session.application.processPendingInput()
        recorder.stop()
        #expect(recorder.commands == [.click(.position(Point(x: 35, y: 23)))])
        let result = await TapeRunner(host: ShopTapeHost()).run(try TapeParser().parse(text: recorder.tapeText() + "ExpectTitle \"Orders\"\n", path: "r.tape"))
        #expect(result.failures.isEmpty, "\(result.failures)")
    }

    @Test func clickingTextThatIsNotShownOrACellOffScreenFailsAtItsLine() async throws {
        let missing = await TapeRunner(host: ShopTapeHost()).run(try TapeParser().parse(text: "Route home\nClick \"Nowhere\"\n", path: "m.tape"))
        #expect(missing.failures.first?.headline == "m.tape:2: cannot click \"Nowhere\": it is not on screen")
        let off = await TapeRunner(host: ShopTapeHost()).run(try TapeParser().parse(text: "Route home\nClick 80 3\n", path: "o.tape"))
        #expect(off.failures.first?.headline == "o.tape:2: cell 80 3 is outside the 80x24 screen; columns are 0–79, rows 0–23")
    }

    @Test func clickTextPrefersTheTopMostLayer() async throws {
        // "Settings" is the sheet's title and not in the list below: a click on it stays inside.
        let result = await TapeRunner(host: ShopTapeHost()).run(try TapeParser().parse(text: """
        Route home
        Type "s"
        Click "Step 1"
        ExpectTitle "Settings"
        Click "Desk"
        ExpectNot "Step 1"
        """, path: "l.tape"))
        #expect(result.failures.isEmpty, "\(result.failures)")
    }
}
