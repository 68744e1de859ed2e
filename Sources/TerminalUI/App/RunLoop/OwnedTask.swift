/// Asynchronous work that belongs to a screen, a view model or a coordinator: it is cancelled
/// when its owner leaves the screen or finishes, and its result never reaches a gone owner.
///
/// Start one with the owner's `task(_:)`:
///
/// ```swift
/// override func viewDidLoad() {
///     task { [weak self] in
///         let items = try? await service.items()
///         self?.items = items ?? []
///     }
/// }
/// ```
@MainActor
public final class OwnedTask {
    /// The owner's type name (for leak reports).
    public let ownerName: String
    /// Whether the work ran to its end (or was cancelled before it began).
    public private(set) var isFinished = false
    /// Whether `cancel()` was called (by the owner leaving, or by hand).
    public private(set) var isCancelled = false
    /// How many waits for the user (a screen's result) the work is in now: replays and tests do
    /// not wait for a task that waits for a key.
    package private(set) var userWaits = 0
    private var handle: Task<Void, Never>?
    /// Callers of `wait()` until the work ends.
    private var endWaiters: [CheckedContinuation<Void, Never>] = []

    /// The owned task the current Swift task runs for (nil outside owned work).
    private static let current = TaskLocal<OwnedTask?>(wrappedValue: nil)

    init(ownerName: String) {
        self.ownerName = ownerName
    }

    /// Waits until the work ends (at once if it did).
    public func wait() async {
        guard !isFinished else { return }
        await withCheckedContinuation { endWaiters.append($0) }
    }

    /// Cancels the work: its `Task.isCancelled` turns true and sleeps on the app's clock end.
    public func cancel() {
        guard !isCancelled else { return }
        isCancelled = true
        handle?.cancel()
    }

    /// Runs `work` in a main-actor task, counted by `ledger` while it runs.
    ///
    /// Under a replay, the work's turns off the main actor (a service's actor, a nonisolated
    /// function) run in the replay server's queue on the main thread, in order, instead of on
    /// the thread pool.
    func run(ledger: @escaping @MainActor () -> TaskLedger?, _ work: @escaping @MainActor () async -> Void) {
        let jobs = JobQueue.current.get()
        // Counted from the first turn of the main-actor job (`MainQueue.async`, which a replay
        // sees coming), by then its owner is usually on screen; not from the task's own first
        // turn, which comes after a hop through the thread pool that nothing sees.
        MainQueue.async(in: jobs) {
            let ledger = ledger()
            ledger?.begin(self)
            self.handle = Task { @MainActor in
                defer {
                    self.isFinished = true
                    ledger?.end(self)
                    for waiter in self.endWaiters { waiter.resume() }
                    self.endWaiters = []
                }
                guard !Task.isCancelled, !self.isCancelled else { return }
                await Self.current.withValue(self) {
                    await JobQueue.current.withValue(jobs) {
                        if let jobs, jobs.isServed {
                            await withTaskExecutorPreference(jobs) { await work() }
                        } else {
                            await work()
                        }
                    }
                }
            }
        }
    }

    /// The owned task the calling Swift task runs for, if any.
    package static var running: OwnedTask? { current.get() }

    /// Marks the work as waiting for the user (a screen's result) until `endUserWait()`:
    /// replays and tests do not wait for a task that waits for a key. End the wait where the
    /// answer is delivered, not where the task goes on, so the task counts as busy again from
    /// the moment it has something to do.
    package func beginUserWait() { userWaits += 1 }

    /// Ends a wait `beginUserWait()` began.
    package func endUserWait() { userWaits = max(0, userWaits - 1) }
}

/// An owner of tasks that are cancelled when it goes (a coordinator, a view model): what the
/// router and the leak tracker ask of a coordinator instead of knowing its class.
@MainActor
package protocol TaskOwner: AnyObject {
    /// The tasks it started.
    var taskBag: TaskBag { get }
}

/// The tasks one owner started and that still run; cancels them when the owner goes.
@MainActor
package final class TaskBag {
    private var tasks: [OwnedTask] = []

    package init() {}

    /// The owner's tasks that still run (cancelled ones too, until they end).
    package var running: [OwnedTask] {
        tasks.removeAll { $0.isFinished }
        return tasks
    }

    /// Starts `work` for the owner named `ownerName`.
    package func start(ownerName: String, ledger: @escaping @MainActor () -> TaskLedger?,
                       _ work: @escaping @MainActor () async -> Void) -> OwnedTask {
        tasks.removeAll { $0.isFinished }
        let task = OwnedTask(ownerName: ownerName)
        tasks.append(task)
        task.run(ledger: ledger, work)
        return task
    }

    /// Cancels every task (the owner left).
    package func cancelAll() {
        for task in tasks { task.cancel() }
        tasks.removeAll { $0.isFinished }
    }

    isolated deinit {
        for task in tasks { task.cancel() }
    }
}

/// The owned tasks of one application that still run, so replays and tests can wait for them.
@MainActor
package final class TaskLedger {
    private var running: [ObjectIdentifier: OwnedTask] = [:]

    package init() {}

    /// How many owned tasks run now.
    package var count: Int { running.count }

    /// How many owned tasks run now and do not wait for the user.
    package var busyCount: Int { running.values.count { $0.userWaits == 0 } }

    /// The owned tasks running now.
    package var tasks: [OwnedTask] { Array(running.values) }

    func begin(_ task: OwnedTask) { running[ObjectIdentifier(task)] = task }

    func end(_ task: OwnedTask) { running[ObjectIdentifier(task)] = nil }
}
