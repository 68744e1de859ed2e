import Dispatch
import Synchronization

/// The SDK's own main-actor jobs of one app or replay (an observed change to re-apply, an owned
/// task to start), counted until they run, so a replay or a test knows work is on its way; two
/// apps in one process never see each other's jobs.
///
/// A queue that a `MainQueueServer` serves (`isServed`) runs them itself on the main thread, in
/// the order they came, together with the turns owned tasks take off the main actor: it is
/// their task executor, so a service's actor runs here, not on a pool thread the replay would
/// have to wait for. Any other queue hands its jobs to the main dispatch queue, and owned
/// tasks' turns to the thread pool.
///
/// Callable from any thread. The queue of the code running now is `current`.
final class JobQueue: TaskExecutor {
    private enum Job {
        case mainActor(@MainActor @Sendable () -> Void)
        case executor(UnownedJob)
    }

    private struct State {
        var jobs: [Job] = []
        /// Whether jobs go to the main dispatch queue and the thread pool (no server, or the
        /// server stopped).
        var isClosed: Bool
        /// Jobs handed to the main dispatch queue that have not run yet.
        var dispatched = 0
        /// Whether the server sleeps on the main dispatch queue's descriptor (`sleep(_:)`).
        var isServerAsleep = false
    }

    /// The queue of the app or replay the current code runs for, if any.
    nonisolated static let current = TaskLocal<JobQueue?>(wrappedValue: nil)

    private let state: Mutex<State>

    /// - Parameter isServed: whether a `MainQueueServer` runs the jobs (until `close()`).
    init(isServed: Bool) {
        state = Mutex(State(isClosed: !isServed))
    }

    /// How many jobs wait.
    var count: Int { state.withLock { $0.jobs.count + $0.dispatched } }

    /// Whether a server runs the jobs (and owned tasks' turns off the main actor).
    var isServed: Bool { state.withLock { !$0.isClosed } }

    /// Runs `work` on the main actor after the jobs waiting here.
    func enqueue(_ work: @escaping @MainActor @Sendable () -> Void) {
        if !add(.mainActor(work)) { dispatch(work) }
    }

    /// Runs `job` (a turn of an owned task off the main actor) after the jobs waiting here.
    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        if !add(.executor(job)) { globalConcurrentExecutor.enqueue(job) }
    }

    /// Adds `job`; false when the queue is closed. Wakes the server when it sleeps (on the main
    /// dispatch queue's descriptor, see `sleep(_:)`); a server at work finds the job itself.
    private func add(_ job: Job) -> Bool {
        let (added, wakes) = state.withLock { state in
            guard !state.isClosed else { return (false, false) }
            state.jobs.append(job)
            defer { state.isServerAsleep = false }
            return (true, state.isServerAsleep)
        }
        if wakes { DispatchQueue.main.async {} }
        return added
    }

    /// The server's sleep: runs `wait` (a wait on the main dispatch queue's descriptor) unless
    /// jobs wait here, with `add` told to wake it meanwhile.
    func sleep(_ wait: () -> Void) {
        let sleeps = state.withLock { state in
            state.isServerAsleep = state.jobs.isEmpty
            return state.isServerAsleep
        }
        guard sleeps else { return }
        wait()
        state.withLock { $0.isServerAsleep = false }
    }

    /// Runs the jobs waiting now, in order (jobs they enqueue wait for the next call); false when
    /// nothing was waiting.
    @MainActor
    @discardableResult
    func runWaitingJobs() -> Bool {
        let batch = state.withLock { state in
            defer { state.jobs = [] }
            return state.jobs
        }
        for job in batch { run(job) }
        return !batch.isEmpty
    }

    /// Runs the main-actor jobs at the head of the queue that were waiting when called, up to
    /// the first turn of an owned task (which must not run inside the caller's own turn).
    @MainActor
    func runMainActorJobsAtHead() {
        var remaining = count
        while remaining > 0 {
            remaining -= 1
            let work: (@MainActor @Sendable () -> Void)? = state.withLock { state in
                guard case .mainActor(let work) = state.jobs.first else { return nil }
                state.jobs.removeFirst()
                return work
            }
            guard let work else { return }
            work()
        }
    }

    /// Stops taking jobs: the ones waiting and any that come later go to the main dispatch queue
    /// (main-actor work) and the thread pool (owned tasks' turns).
    func close() {
        let left = state.withLock { state in
            state.isClosed = true
            defer { state.jobs = [] }
            return state.jobs
        }
        for job in left {
            switch job {
            case .mainActor(let work): dispatch(work)
            case .executor(let job): globalConcurrentExecutor.enqueue(job)
            }
        }
    }

    /// Hands `work` to the main dispatch queue, counted until it runs.
    private func dispatch(_ work: @escaping @MainActor @Sendable () -> Void) {
        state.withLock { $0.dispatched += 1 }
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                self.state.withLock { $0.dispatched -= 1 }
                work()
            }
        }
    }

    @MainActor
    private func run(_ job: Job) {
        switch job {
        case .mainActor(let work): work()
        case .executor(let job): job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}
