import Testing
import TerminalCore
@testable import TerminalUI

/// `Application.run()` tells a quiet second from a hang-up.
@MainActor
struct RunLoopTests {
    @Test func closedInputEndsTheRunLoopEvenWithATimerPending() throws {
        let clock = VirtualClock()
        let terminal = ScriptedTerminal(script: [.event(.key(.down)), .closed], clock: clock)
        let app = Application(terminal: terminal, clock: clock)
        terminal.onSpin = { app.quit() }
        var fired = false
        app.schedule(after: .seconds(60)) { fired = true }
        try app.run()
        #expect(terminal.callsAfterClosed == 1, "the loop asked again after the input closed")
        #expect(terminal.timeoutsAsked.allSatisfy { $0 != nil }, "a timer was pending, so every wait had a timeout")
        #expect(!fired)
        #expect(!terminal.isStarted && terminal.stopCount == 1, "the terminal is restored once")
    }

    @Test func aTimeoutDoesNotEndTheRunLoop() throws {
        let clock = VirtualClock()
        let terminal = ScriptedTerminal(script: [.timeout, .timeout, .event(.key(.down)), .closed], clock: clock)
        let app = Application(terminal: terminal, clock: clock)
        terminal.onSpin = { app.quit() }
        var firings = 0
        app.schedule(after: .seconds(1)) { firings += 1 }
        app.schedule(after: .seconds(2)) { firings += 1 }
        try app.run()
        #expect(firings == 2, "both timers ran after their timeouts")
        #expect(terminal.remaining == 0, "the loop read on past the timeouts to the end")
        #expect(terminal.callsAfterClosed == 1)
        #expect(terminal.stopCount == 1)
    }

    @Test func closedInputWithNoTimerEndsTheRunLoop() throws {
        let clock = VirtualClock()
        let terminal = ScriptedTerminal(script: [.event(.key(.down)), .closed], clock: clock)
        let app = Application(terminal: terminal, clock: clock)
        terminal.onSpin = { app.quit() }
        try app.run()
        #expect(terminal.callsAfterClosed == 1)
        #expect(terminal.stopCount == 1)
    }

    @Test func aHeadlessHangUpEndsTheRunLoop() throws {
        let clock = VirtualClock()
        let terminal = HeadlessTerminal()
        terminal.enqueue(.key(.down))
        terminal.closeInput()
        let app = Application(terminal: terminal, clock: clock)
        var fired = false
        app.schedule(after: .seconds(60)) { fired = true }
        try app.run()
        #expect(!fired)
        #expect(!terminal.isStarted)
    }
}
