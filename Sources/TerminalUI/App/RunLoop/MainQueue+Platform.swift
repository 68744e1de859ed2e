#if canImport(Glibc)
import Glibc

// libdispatch's hooks for a run loop that owns the main thread (Foundation's RunLoop uses them):
// a descriptor that becomes readable when main-queue work is waiting, and the call that runs it.
// They are libdispatch's Linux entry points, not a documented API; Darwin has no equivalent
// descriptor, so there the run loop does not run the main queue itself (the README says so).
@_silgen_name("_dispatch_get_main_queue_handle_4CF")
private func dispatchMainQueueHandle() -> Int32
@_silgen_name("_dispatch_main_queue_callback_4CF")
private func dispatchMainQueueCallback(_ message: UnsafeMutableRawPointer?)
@_silgen_name("gettid")
private func currentThreadID() -> Int32
#elseif canImport(Darwin)
import Darwin
#endif

/// Everything the main queue's turn asks of the platform, in one place: which thread this is,
/// the main queue's wake-up descriptor, running the jobs it announces, and waiting on it.
enum MainQueuePlatform {
    /// Whether this platform lets a run loop run the main queue itself (libdispatch's hooks).
    static let hasMainQueueHooks: Bool = {
        #if canImport(Glibc)
        return true
        #else
        return false
        #endif
    }()

    /// Whether the caller runs on the process's main thread (asked of the kernel each time:
    /// a forked child has a process of its own).
    static var isMainThread: Bool {
        #if canImport(Glibc)
        return currentThreadID() == getpid()
        #elseif canImport(Darwin)
        return pthread_main_np() != 0
        #else
        return false
        #endif
    }

    /// The calling thread's identity (`pthread_self()`), never 0.
    static var currentThread: UInt {
        #if canImport(Glibc)
        return UInt(pthread_self())
        #elseif canImport(Darwin)
        return UInt(bitPattern: pthread_self())
        #else
        return 1
        #endif
    }

    /// The descriptor that becomes readable when main-queue work is waiting; nil where the
    /// platform has none.
    static var mainQueueDescriptor: Int32? {
        #if canImport(Glibc)
        let descriptor = dispatchMainQueueHandle()
        return descriptor >= 0 ? descriptor : nil
        #else
        return nil
        #endif
    }

    /// Reads `descriptor` (non-blocking), which clears it, and runs the main-queue jobs it
    /// announced; false when nothing was waiting. One system call when nothing waits.
    static func runAnnouncedJobs(on descriptor: Int32) -> Bool {
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

    /// Waits at most `milliseconds` (forever when negative) for `descriptor` to be readable.
    static func waitUntilReadable(_ descriptor: Int32, milliseconds: Int32) -> Bool {
        #if canImport(Glibc) || canImport(Darwin)
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
