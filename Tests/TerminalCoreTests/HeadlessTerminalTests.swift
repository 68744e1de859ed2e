import Testing
import TerminalCore

@MainActor
@Suite struct HeadlessTerminalTests {
    private func frame(_ rows: [String], size: Size) -> Frame {
        var canvas = Canvas(size: size)
        for (y, row) in rows.enumerated() { canvas.write(row, at: Point(x: 0, y: y)) }
        return Frame(size: size, layers: [Layer(id: "root", origin: .zero, canvas: canvas)], cursor: Point(x: 1, y: 1))
    }

    @Test func eventsComeOutInTheOrderTheyWereQueued() {
        let terminal = HeadlessTerminal()
        terminal.enqueue(.key(.enter), .key(.down))
        terminal.enqueue(contentsOf: [.key(.escape)])
        terminal.type("hi")
        #expect(terminal.hasPendingInput)
        var events: [TerminalEvent] = []
        while case .event(let event) = terminal.nextEvent(timeout: .zero) { events.append(event) }
        #expect(events == [.key(.enter), .key(.down), .key(.escape), .key(.char("h")), .key(.char("i"))])
        #expect(!terminal.hasPendingInput)
        #expect(terminal.nextEvent(timeout: nil) == .closed)
    }

    @Test func eventsQueuedAfterDrainingAreReadToo() {
        let terminal = HeadlessTerminal()
        terminal.enqueue(.key(.up))
        #expect(terminal.nextEvent(timeout: nil) == .event(.key(.up)))
        terminal.enqueue(.key(.tab), .key(.backTab))
        #expect(terminal.nextEvent(timeout: nil) == .event(.key(.tab)))
        terminal.enqueue(.key(.end))
        #expect(terminal.nextEvent(timeout: nil) == .event(.key(.backTab)))
        #expect(terminal.nextEvent(timeout: nil) == .event(.key(.end)))
        #expect(terminal.nextEvent(timeout: nil) == .closed)
    }

    @Test func anEmptyQueueTimesOutWhenGivenATimeoutAndIsClosedWhenWaitingForever() {
        let terminal = HeadlessTerminal()
        #expect(terminal.nextEvent(timeout: .zero) == .timeout)
        #expect(terminal.nextEvent(timeout: .seconds(1)) == .timeout)
        #expect(terminal.nextEvent(timeout: nil) == .closed)
    }

    @Test func closedInputStillDeliversQueuedEventsThenStaysClosed() {
        let terminal = HeadlessTerminal()
        terminal.enqueue(.key(.down))
        terminal.closeInput()
        #expect(terminal.nextEvent(timeout: .seconds(1)) == .event(.key(.down)))
        #expect(terminal.nextEvent(timeout: .seconds(1)) == .closed)
        #expect(terminal.nextEvent(timeout: .zero) == .closed)
    }

    @Test func resizeChangesTheSizeAndQueuesAResizeEvent() {
        let terminal = HeadlessTerminal(size: Size(width: 80, height: 24))
        terminal.enqueue(.key(.enter))
        terminal.resize(to: Size(width: 40, height: 12))
        #expect(terminal.size == Size(width: 40, height: 12))
        #expect(terminal.nextEvent(timeout: nil) == .event(.key(.enter)))
        #expect(terminal.nextEvent(timeout: nil) == .event(.resize(Size(width: 40, height: 12))))
    }

    @Test func startAndStopAreTracked() throws {
        let terminal = HeadlessTerminal()
        #expect(!terminal.isStarted)
        try terminal.start()
        #expect(terminal.isStarted)
        terminal.stop()
        terminal.stop()
        #expect(!terminal.isStarted)
    }

    @Test func presentComposesTheFrameAndKeepsTheCursor() {
        let size = Size(width: 6, height: 2)
        let terminal = HeadlessTerminal(size: size)
        terminal.present(frame(["Home", "  日本"], size: size))
        #expect(terminal.presentCount == 1)
        #expect(terminal.lines == ["Home  ", "  日本"])
        #expect(terminal.text == "Home\n  日本")
        #expect(terminal.cursor == Point(x: 1, y: 1))
        #expect(terminal.cell(x: 2, y: 1).symbol == "日")
        #expect(terminal.lastFrame?.layers.map(\.id) == ["root"])
    }

    @Test func containsLooksWithinOneRow() {
        let size = Size(width: 6, height: 2)
        let terminal = HeadlessTerminal(size: size)
        terminal.present(frame(["Log in", "Home"], size: size))
        #expect(terminal.contains("Log in"))
        #expect(terminal.contains("om"))
        #expect(!terminal.contains("inHome"))
        #expect(!terminal.contains("Orders"))
    }

    @Test func descriptionPrintsQuotedRows() {
        let size = Size(width: 4, height: 2)
        let terminal = HeadlessTerminal(size: size)
        terminal.present(frame(["ab", "日"], size: size))
        #expect(terminal.description == "\"ab  \"\n\"日  \"")
    }

    @Test func stylesAreReadable() {
        let size = Size(width: 2, height: 1)
        var canvas = Canvas(size: size)
        canvas.write("x", at: .zero, style: .reverse)
        let terminal = HeadlessTerminal(size: size)
        terminal.present(Frame(size: size, layers: [Layer(id: "a", origin: .zero, canvas: canvas)]))
        #expect(terminal.style(x: 0, y: 0) == .reverse)
        #expect(terminal.style(x: 1, y: 0) == .plain)
    }

    @Test func aNewTerminalShowsABlankScreenOfItsSize() {
        let terminal = HeadlessTerminal(size: Size(width: 3, height: 2))
        #expect(terminal.lines == ["   ", "   "])
        #expect(terminal.presentCount == 0)
        #expect(terminal.cursor == nil)
    }
}

@MainActor
@Suite struct ClockTests {
    @Test func virtualClockMovesOnlyWhenAdvanced() {
        let clock = VirtualClock()
        #expect(clock.elapsed == .zero)
        clock.advance(by: .milliseconds(500))
        clock.advance(by: .seconds(2))
        #expect(clock.elapsed == .milliseconds(2500))
    }

    @Test func virtualClockIgnoresNegativeAndZeroAdvances() {
        let clock = VirtualClock()
        clock.advance(by: .seconds(1))
        clock.advance(by: .seconds(-5))
        clock.advance(by: .zero)
        #expect(clock.elapsed == .seconds(1))
    }

    @Test func systemClockNeverGoesBackwards() {
        let clock = SystemClock()
        let first = clock.elapsed
        #expect(first >= .zero)
        #expect(clock.elapsed >= first)
    }
}

@Suite struct ColorTests {
    @Test func noColorIsHonouredOnlyWhenSetAndNonEmpty() {
        #expect(ColorSupport.isDisabled(environment: ["NO_COLOR": "1"]))
        #expect(!ColorSupport.isDisabled(environment: ["NO_COLOR": ""]))
        #expect(!ColorSupport.isDisabled(environment: [:]))
    }

    @Test func styleDescriptionNamesItsParts() {
        #expect(Style.plain.description == "plain")
        #expect(Style(foreground: .red, attributes: [.bold, .underline]).description == "fg:red,bold,underline")
        #expect(Color.brightBlue.isBright)
        #expect(!Color.blue.isBright)
    }
}
