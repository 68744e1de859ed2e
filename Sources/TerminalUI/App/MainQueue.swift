import Dispatch
#if canImport(Glibc)
import Glibc

// libdispatch's hooks for a run loop that owns the main thread (Foundation's RunLoop uses them):
// a descriptor that becomes readable when main-queue work is waiting, and the call that runs it.
@_silgen_name("_dispatch_get_main_queue_handle_4CF")
private func dispatchMainQueueHandle() -> Int32
@_silgen_name("_dispatch_main_queue_callback_4CF")
private func dispatchMainQueueCallback(_ message: UnsafeMutableRawPointer?)
@_silgen_name("gettid")
private func currentThreadID() -> Int32
#endif

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
    static var isDrainable: Bool { isMainThread }

    /// Whether the caller runs on the process's main thread.
    ///
    /// Asked of the kernel each time (two system calls), not remembered: a forked child (the
    /// fuzzer's footer probes) has a process ID of its own, and the main thread is a fact of the
    /// process that no state of this package should copy.
    nonisolated static var isMainThread: Bool {
        #if canImport(Glibc)
        return currentThreadID() == getpid()
        #else
        return false
        #endif
    }

    /// A descriptor that becomes readable when main-actor work is waiting; nil when this thread
    /// does not run the queue.
    static var wakeDescriptor: Int32? {
        #if canImport(Glibc)
        guard isDrainable else { return nil }
        let descriptor = dispatchMainQueueHandle()
        return descriptor >= 0 ? descriptor : nil
        #else
        return nil
        #endif
    }

    /// `wakeDescriptor` for a caller that keeps `knownThread`, the `pthread_self()` of the last
    /// thread found to run the queue (0 at first): that thread is not asked about again (two
    /// system calls saved on every settling), any other is. A child forked by that thread is
    /// that thread, and its only one, so its answer holds there too.
    static func wakeDescriptor(knownThread: inout UInt) -> Int32? {
        #if canImport(Glibc)
        let current = UInt(pthread_self())
        if knownThread == 0 || knownThread != current {
            guard isDrainable else { return nil }
            knownThread = current
        }
        let descriptor = dispatchMainQueueHandle()
        return descriptor >= 0 ? descriptor : nil
        #else
        return nil
        #endif
    }

    /// Runs the jobs waiting now, told by `descriptor` (a `wakeDescriptor`; jobs they enqueue
    /// wait for the next call, so input is read in between); false when nothing was waiting.
    ///
    /// One system call: the descriptor (non-blocking) is read, which says whether work was
    /// enqueued since the last read and clears that before the work runs, so work enqueued
    /// meanwhile makes it readable again.
    @discardableResult
    static func runWaitingJobs(on descriptor: Int32) -> Bool {
        #if canImport(Glibc)
        var count: UInt64 = 0
        while true {
            if read(descriptor, &count, MemoryLayout<UInt64>.size) > 0 { break }
            if errno == EINTR { continue }
            return false
        }
        dispatchMainQueueCallback(nil)
        return true
        #else
        return false
        #endif
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
        wait(on: descriptor, milliseconds: 0)
    }

    /// Waits at most `milliseconds` (forever when negative) for main-actor work, told by
    /// `descriptor` (a `wakeDescriptor`); true when some waits.
    static func waitForJobs(on descriptor: Int32, milliseconds: Int32) -> Bool {
        wait(on: descriptor, milliseconds: milliseconds)
    }

    private static func wait(on descriptor: Int32, milliseconds: Int32) -> Bool {
        #if canImport(Glibc)
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        while true {
            let ready = poll(&entry, 1, milliseconds)
            if ready < 0, errno == EINTR { continue }
            return ready > 0 && entry.revents & Int16(POLLIN) != 0
        }
        #else
        return false
        #endif
    }
}
