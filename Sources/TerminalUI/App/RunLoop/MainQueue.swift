import Dispatch

/// The main dispatch queue, where main-actor work waits: a `Task { @MainActor in … }`, the rest
/// of a function after an `await` on the main actor, `MainActor.run` from another task.
///
/// Nobody runs that queue while a synchronous `main` sits in `Application.run()`, so the run
/// loop runs it: it waits on `wakeDescriptor` beside the terminal's input and calls
/// `runWaitingJobs(on:)` after each wake-up. Under an `async` main (and the test runner) the
/// process's main thread is parked in `dispatchMain()` and dispatch runs the queue itself; then
/// this type has nothing to do and says so (`isDrainable` false).
@MainActor
enum MainQueue {
    /// Whether this thread may run the main queue: the process's main thread, outside `dispatchMain()`.
    static var isDrainable: Bool { MainQueuePlatform.hasMainQueueHooks && isMainThread }

    /// Whether the caller runs on the process's main thread.
    ///
    /// Asked of the kernel each time (two system calls), not remembered: a forked child (the
    /// fuzzer's footer probes) has a process ID of its own, and the main thread is a fact of the
    /// process that no state of this package should copy.
    nonisolated static var isMainThread: Bool { MainQueuePlatform.isMainThread }

    /// A descriptor that becomes readable when main-actor work is waiting; nil when this thread
    /// does not run the queue.
    static var wakeDescriptor: Int32? {
        guard isDrainable else { return nil }
        return MainQueuePlatform.mainQueueDescriptor
    }

    /// `wakeDescriptor` for a caller that keeps `knownThread`, the `pthread_self()` of the last
    /// thread found to run the queue (0 at first): that thread is not asked about again (two
    /// system calls saved on every settling), any other is. A child forked by that thread is
    /// that thread, and its only one, so its answer holds there too.
    static func wakeDescriptor(knownThread: inout UInt) -> Int32? {
        let current = MainQueuePlatform.currentThread
        if knownThread == 0 || knownThread != current {
            guard isDrainable else { return nil }
            knownThread = current
        }
        return MainQueuePlatform.mainQueueDescriptor
    }

    /// Runs the jobs waiting now, told by `descriptor` (a `wakeDescriptor`; jobs they enqueue
    /// wait for the next call, so input is read in between); false when nothing was waiting.
    ///
    /// One system call: the descriptor (non-blocking) is read, which says whether work was
    /// enqueued since the last read and clears that before the work runs, so work enqueued
    /// meanwhile makes it readable again.
    @discardableResult
    static func runWaitingJobs(on descriptor: Int32) -> Bool {
        MainQueuePlatform.runAnnouncedJobs(on: descriptor)
    }

    // MARK: - The SDK's own jobs

    /// Runs `work` on the main actor behind the jobs waiting: through `jobs` (the app's or its
    /// replay's, which counts it until it runs) or, with none, on the main queue — never through
    /// the thread pool first, as a main-actor `Task` would. Callable from any thread.
    nonisolated static func async(in jobs: JobQueue?, _ work: @escaping @MainActor @Sendable () -> Void) {
        if let jobs {
            jobs.enqueue(work)
        } else {
            DispatchQueue.main.async { MainActor.assumeIsolated { work() } }
        }
    }

    /// Whether main-actor work waits on the main queue now (a `Task { @MainActor in … }` the app
    /// started), told by `descriptor` (a `wakeDescriptor`) without clearing it: one `poll`.
    static func hasWaitingJobs(on descriptor: Int32) -> Bool {
        MainQueuePlatform.waitUntilReadable(descriptor, milliseconds: 0)
    }

    /// Waits at most `milliseconds` (forever when negative) for main-actor work, told by
    /// `descriptor` (a `wakeDescriptor`); true when some waits.
    static func waitForJobs(on descriptor: Int32, milliseconds: Int32) -> Bool {
        MainQueuePlatform.waitUntilReadable(descriptor, milliseconds: milliseconds)
    }
}
