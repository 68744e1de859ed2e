import TerminalCore

// Letting the app's work settle between events: main-actor jobs, owned tasks, the virtual clock.
extension Application {
    /// Handles every event the terminal has queued, letting the app's work settle after each
    /// (see `runReadyWork()`). For headless terminals (tapes, tests): returns when no input is left.
    ///
    /// - Parameter limit: how long each settling may wait in real time for owned tasks busy
    ///   elsewhere (`.zero`: run only the main-actor work that is ready).
    package func processPendingInput(waitingAtMost limit: Duration = .seconds(5)) {
        var handled = false
        while !isQuitting, case .event(let event) = terminal.nextEvent(timeout: .zero) {
            handle(event)
            runReadyWork(waitingAtMost: limit)
            handled = true
        }
        if !handled { runReadyWork(waitingAtMost: limit) }
    }

    /// Lets the app's work settle: runs main-actor jobs until none is waiting and, while owned
    /// tasks (`task(_:)`) still run somewhere other than asleep on a virtual clock or waiting
    /// for the user (a screen's result), waits for them in real time — at most `limit` in
    /// all — then settles (timers, a frame).
    ///
    /// Under a synchronous main this thread runs the main queue itself; under an `async` main
    /// or the test runner it cannot, and `waitForWork(atMost:)` from an `async` test is the way to wait.
    package func runReadyWork(waitingAtMost limit: Duration = .seconds(5)) {
        let deadline = ContinuousClock.now + limit
        guard let queue = MainQueue.wakeDescriptor(knownThread: &mainQueueThread) else {
            settle()
            return
        }
        // Runs main-actor jobs, a bounded number of turns; each look is one system call.
        func runJobs() -> Bool {
            var turns = 0
            while turns < Self.maximumJobTurns, MainQueue.runWaitingJobs(on: queue) { turns += 1 }
            return turns > 0
        }
        _ = runJobs()
        while true {
            settle()
            if runJobs() { continue }
            // Owned tasks busy elsewhere (a service's actor, a pool thread) come back as
            // main-actor jobs or go to sleep on the clock; neither wakes this thread for sure,
            // so look again every millisecond.
            var waited = false
            while taskLedger.busyCount > clock.sleeperCount {
                waited = true
                if MainQueue.waitForJobs(on: queue, milliseconds: 1) { break }
                guard ContinuousClock.now < deadline else { return }
            }
            guard waited, runJobs() else { return }
        }
    }

    /// Turns of the main queue `runReadyWork` takes before it settles (draws, runs timers) and
    /// checks again: work that keeps enqueueing more still lets frames through.
    private static let maximumJobTurns = 1_000

    /// From `async` code (a test, a replay): lets main-actor work run by suspending until no
    /// owned task runs except those asleep on a virtual clock or waiting for the user, and no
    /// main-actor job waits; then settles (timers, a frame).
    ///
    /// Work nothing owns (a plain `Task`, a detached task) is not waited for: a tape waits for
    /// what it shows with `Wait`.
    ///
    /// - Parameter limit: how long to wait in real time for owned tasks at most.
    public func waitForWork(atMost limit: Duration = .seconds(5)) async {
        await waitForWork(atMost: limit, suspending: false)
    }

    /// `waitForWork(atMost:)`, suspending at least once when `suspending`, so that main-actor
    /// work nothing owns and that is already queued gets its turn (a tape's `Wait` does).
    ///
    /// - Returns: whether the owned work settled; false when `limit` passed with an owned task
    ///   still busy (neither asleep on the application's clock nor waiting for the user).
    @discardableResult
    package func waitForWork(atMost limit: Duration = .seconds(5), suspending: Bool) async -> Bool {
        guard let server = MainQueueServer.current.get() else { return await waitForWorkByYielding(atMost: limit) }
        // A synchronous main runs the queue (`runToCompletion`) and resumes this task when the
        // queue is dry and no owned task is busy elsewhere: one suspension per settling.
        let deadline = ContinuousClock.now + limit
        let isSettled: @MainActor () -> Bool = { [unowned self] in taskLedger.busyCount <= clock.sleeperCount }
        // The SDK's own main-actor jobs (an observed change re-applied, an owned task started)
        // run in place. Nothing else on its way (no turn of an owned task queued, no owned task
        // busy, no job of the app's own on the main queue): no suspension at all, unless the
        // caller must give work nothing owns a turn.
        var mustSuspend = suspending
        let mainQueue = MainQueue.wakeDescriptor(knownThread: &mainQueueThread)
        while true {
            server.jobs.runMainActorJobsAtHead()
            // A `Task { @MainActor in … }` the app started (from `start()`, `viewDidLoad`, a key)
            // waits on the main queue, which runs only while this task is suspended: every ready
            // main-actor job runs before the next tape command.
            let appJobsWait = mainQueue.map(MainQueue.hasWaitingJobs(on:)) ?? false
            if mustSuspend || appJobsWait || server.jobs.count > 0 || !isSettled() {
                // Resumed through the server's queue: a continuation resumes on the generic
                // executor, which without this preference is a pool thread that then hops back
                // to the main queue (a thread wake-up per suspension).
                _ = await withTaskExecutorPreference(server.jobs) {
                    await server.idle(until: isSettled, deadline: deadline)
                }
            }
            mustSuspend = false
            let framesBefore = framesMade
            let timersBefore = timersRun
            settle()
            // Timers or a frame may have started work (a screen loaded its view).
            guard framesMade != framesBefore || timersRun != timersBefore, ContinuousClock.now < deadline else { return isSettled() }
        }
    }

    /// `waitForWork(atMost:)` where dispatch runs the main queue (an `async` main, the test
    /// runner): nothing tells when the queue is dry, so each round yields a few times, until no
    /// job of the app's own waits and no owned task is busy.
    private func waitForWorkByYielding(atMost limit: Duration) async -> Bool {
        let deadline = ContinuousClock.now + limit
        let jobs = JobQueue.current.get() ?? jobs
        // Each suspension lets the jobs queued ahead of it run (a job cannot see the main queue
        // it runs in: its wake-up descriptor is quiet while the queue drains).
        repeat {
            for _ in 0..<Self.yieldsPerCheck { await Task.yield() }
            settle()
            if taskLedger.busyCount <= clock.sleeperCount, jobs.count == 0 { break }
            try? await Task.sleep(for: .microseconds(200))
        } while ContinuousClock.now < deadline
        for _ in 0..<Self.yieldsPerCheck { await Task.yield() }
        settle()
        return taskLedger.busyCount <= clock.sleeperCount
    }

    /// Suspensions `waitForWorkByYielding(atMost:)` makes before each check: each lets the jobs
    /// queued ahead of it run, and a hop to an actor and back takes a few.
    private static let yieldsPerCheck = 4

    /// The owners (type names) of owned tasks that are busy now but neither asleep on the
    /// application's clock nor waiting for the user — sleeping on another clock
    /// (`Task.sleep(for:)` alone sleeps on the continuous clock), or stuck. Empty when every busy
    /// task is accounted for; when some sleep on the application's clock and some do not, all
    /// busy ones are named (which is which is not known).
    package var ownersBusyOffTheClock: [String] {
        guard taskLedger.busyCount > clock.sleeperCount else { return [] }
        return Set(taskLedger.tasks.filter { $0.userWaits == 0 }.map(\.ownerName)).sorted()
    }

    /// Handles every queued event as `processPendingInput()` does, waiting for the app's work
    /// after each with `waitForWork(atMost:)` (for `async` callers: replays, tests).
    ///
    /// - Returns: false as soon as a wait ended at `limit` with owned work unsettled (the events
    ///   after it stay queued).
    @discardableResult
    package func processPendingInput(settlingWithin limit: Duration = .seconds(5)) async -> Bool {
        var handled = false
        while !isQuitting, case .event(let event) = terminal.nextEvent(timeout: .zero) {
            handle(event)
            guard await waitForWork(atMost: limit, suspending: false) else { return false }
            handled = true
        }
        if !handled { return await waitForWork(atMost: limit, suspending: false) }
        return true
    }

    /// Moves a virtual clock as `advance(by:on:)` does, waiting for the app's work at each step
    /// with `waitForWork(atMost:)`.
    ///
    /// - Returns: false as soon as a wait ended at `limit` with owned work unsettled (the clock
    ///   moves no further then).
    @discardableResult
    package func advance(by duration: Duration, on virtualClock: VirtualClock, settlingWithin limit: Duration = .seconds(5)) async -> Bool {
        // Work that is ready (a task started a moment ago) first goes to sleep on the clock, so
        // its sleep counts from now, not from after the move.
        guard await waitForWork(atMost: limit, suspending: false) else { return false }
        let end = clock.elapsed + duration
        while let next = nextDeadline, next <= end {
            virtualClock.advance(by: next - clock.elapsed)
            guard await waitForWork(atMost: limit, suspending: false) else { return false }
        }
        virtualClock.advance(by: end - clock.elapsed)
        return await waitForWork(atMost: limit, suspending: false)
    }

    /// Runs `work` to its end from a synchronous `main`, running the main queue meanwhile (a
    /// tape replay from a command line). Elsewhere (an `async` main, tests) use `await`.
    package static func runToCompletion<Value>(_ work: @escaping @MainActor () async -> Value) -> Value {
        precondition(MainQueue.isDrainable, "runToCompletion needs a synchronous main on the main thread; await the work instead")
        var result: [Value] = []
        let server = MainQueueServer()
        Task { @MainActor in
            let value = await MainQueueServer.current.withValue(server) {
                await JobQueue.current.withValue(server.jobs) { await work() }
            }
            result.append(value)
        }
        server.serve { !result.isEmpty }
        return result[0]
    }

    /// Moves a virtual clock forward by `duration`, running timers and waking sleepers as their
    /// times come, in order, and letting the work they start settle at each step.
    package func advance(by duration: Duration, on virtualClock: VirtualClock) {
        runReadyWork()
        let end = clock.elapsed + duration
        while let next = nextDeadline, next <= end {
            virtualClock.advance(by: next - clock.elapsed)
            runReadyWork()
        }
        virtualClock.advance(by: end - clock.elapsed)
        runReadyWork()
    }
}
