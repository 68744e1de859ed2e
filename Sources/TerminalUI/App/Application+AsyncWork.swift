import TerminalCore

// Waiting for the app's work from `async` code (tests, replays), and running it to completion
// from a synchronous `main`.
extension Application {
    /// From `async` code (a test, a replay): lets main-actor work run by suspending until no
    /// owned task runs except those asleep on a virtual clock or waiting for the user, and no
    /// main-actor job waits; then settles (timers, a frame).
    ///
    /// - Parameter limit: how long to wait in real time for owned tasks at most.
    public func waitForWork(atMost limit: Duration = .seconds(5)) async {
        let deadline = ContinuousClock.now + limit
        // Each suspension lets the jobs queued ahead of it run (a job cannot see the main queue
        // it runs in: its wake-up descriptor is quiet while the queue drains).
        repeat {
            for _ in 0..<Self.yieldsPerCheck { await Task.yield() }
            settle()
            if taskLedger.busyCount <= clock.sleeperCount { break }
            try? await Task.sleep(for: .microseconds(200))
        } while ContinuousClock.now < deadline
        for _ in 0..<Self.yieldsPerCheck { await Task.yield() }
        settle()
    }

    /// Suspensions `waitForWork(atMost:)` makes before each check: each lets the jobs queued
    /// ahead of it run, and a hop to an actor and back takes a few.
    private static let yieldsPerCheck = 4

    /// Handles every queued event as `processPendingInput()` does, waiting for the app's work
    /// after each with `waitForWork()` (for `async` callers: replays, tests).
    package func processPendingInput() async {
        while !isQuitting, case .event(let event) = terminal.nextEvent(timeout: .zero) {
            handle(event)
            await waitForWork()
        }
        await waitForWork()
    }

    /// Moves a virtual clock as `advance(by:on:)` does, waiting for the app's work at each step
    /// with `waitForWork()`.
    package func advance(by duration: Duration, on virtualClock: VirtualClock) async {
        let end = clock.elapsed + duration
        while let next = nextDeadline, next <= end {
            virtualClock.advance(by: next - clock.elapsed)
            await waitForWork()
        }
        virtualClock.advance(by: end - clock.elapsed)
        await waitForWork()
    }

    /// Runs `work` to its end from a synchronous `main`, running the main queue meanwhile (a
    /// tape replay from a command line). Elsewhere (an `async` main, tests) use `await`.
    package static func runToCompletion<Value>(_ work: @escaping @MainActor () async -> Value) -> Value {
        precondition(MainQueue.isDrainable, "runToCompletion needs a synchronous main on the main thread; await the work instead")
        var result: [Value] = []
        Task { @MainActor in result.append(await work()) }
        while true {
            if let value = result.first { return value }
            if !MainQueue.runWaitingJobs() { _ = MainQueue.waitForJobs(milliseconds: 100) }
        }
    }
}
