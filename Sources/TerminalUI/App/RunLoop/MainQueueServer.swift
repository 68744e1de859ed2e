/// Runs the main queue from a synchronous `main` for one piece of async work (a replay started
/// by `Application.runToCompletion`), and tells that work when the queue has run dry.
///
/// Beside the main queue it runs its own `jobs`: the SDK's main-actor work and the turns owned
/// tasks take off the main actor, all on this thread, so a replay never waits for another
/// thread to be scheduled and the order of that work is the same on every run.
///
/// The work finds its server as a task-local (`current`), bound for everything that runs while
/// it serves; elsewhere (an `async` main, the test runner) dispatch runs the queue and there is none.
@MainActor
final class MainQueueServer {
    /// The server running the queue for the current task, if any.
    nonisolated static let current = TaskLocal<MainQueueServer?>(wrappedValue: nil)

    /// The jobs this server runs itself (see the type's summary).
    nonisolated let jobs = JobQueue(isServed: true)

    /// How many turns of the queue ran jobs.
    private var turns = 0
    private var idleWaiters: [IdleWaiter] = []

    /// A task suspended in `idle(until:deadline:)`.
    private struct IdleWaiter {
        let continuation: CheckedContinuation<Bool, Never>
        /// `turns` when it suspended.
        let turns: Int
        /// What must hold, besides a dry queue, for it to go on.
        let isReady: @MainActor () -> Bool
        /// When it goes on anyway.
        let deadline: ContinuousClock.Instant
    }

    /// Suspends the calling task until no job waits (on the main queue or in `jobs`) and
    /// `isReady()` holds (checked each time both run dry, and every millisecond while they stay
    /// dry), or until `deadline`; true when other jobs ran meanwhile.
    ///
    /// Work busy on another thread (an owned task on a service's actor) comes back to the main
    /// queue as a job; while `isReady()` says it is out there, the caller is not resumed, so its
    /// own resumption (a hop through the thread pool) cannot overtake that job.
    @discardableResult
    func idle(until isReady: @escaping @MainActor () -> Bool = { true }, deadline: ContinuousClock.Instant) async -> Bool {
        await withCheckedContinuation { continuation in
            MainActor.assumeIsolated {
                idleWaiters.append(IdleWaiter(continuation: continuation, turns: turns, isReady: isReady, deadline: deadline))
            }
        }
    }

    /// Runs the main queue and `jobs` until `isDone()`: the jobs waiting, and whenever none
    /// waits, resumes the tasks suspended in `idle(until:deadline:)` that are ready. A queue that
    /// never runs dry (jobs that enqueue more forever) still resumes them after `maximumTurns`
    /// turns. Then `jobs` closes: what comes later runs on the main queue and the thread pool.
    func serve(until isDone: () -> Bool) {
        Self.current.withValue(self) {
            JobQueue.current.withValue(jobs) { serveJobs(until: isDone) }
        }
        jobs.close()
    }

    private func serveJobs(until isDone: () -> Bool) {
        var busyTurns = 0
        // Asked once: this thread serves the main queue until it is done.
        let queue = MainQueue.wakeDescriptor
        while !isDone() {
            let ranMainQueue = queue.map { MainQueue.runWaitingJobs(on: $0) } ?? false
            if jobs.runWaitingJobs() || ranMainQueue {
                turns += 1
                busyTurns += 1
                if busyTurns < Self.maximumTurns || idleWaiters.isEmpty { continue }
            }
            let flooded = busyTurns >= Self.maximumTurns
            busyTurns = 0
            if resumeIdleWaiters(evenIfNotReady: flooded) { continue }
            // Asleep until a job comes; waiters not ready yet look again every millisecond.
            if let queue {
                let milliseconds: Int32 = idleWaiters.isEmpty ? 100 : 1
                jobs.sleep { _ = MainQueue.waitForJobs(on: queue, milliseconds: milliseconds) }
            }
        }
    }

    /// Resumes the idle waiters that are ready or out of time; true when it resumed any.
    private func resumeIdleWaiters(evenIfNotReady: Bool) -> Bool {
        guard !idleWaiters.isEmpty else { return false }
        let now = ContinuousClock.now
        var resumed = false
        var waiting: [IdleWaiter] = []
        for waiter in idleWaiters {
            guard evenIfNotReady || now >= waiter.deadline || waiter.isReady() else {
                waiting.append(waiter)
                continue
            }
            waiter.continuation.resume(returning: turns > waiter.turns)
            resumed = true
        }
        idleWaiters = waiting
        return resumed
    }

    /// Turns `serve(until:)` takes on a queue that never runs dry before it resumes idle waiters.
    private static let maximumTurns = 1_000
}
