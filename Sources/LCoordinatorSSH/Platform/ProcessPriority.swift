#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A process's scheduling priority (its nice value), for the sessions' apps.
enum ProcessPriority {
    /// Lowers `pid`'s priority to nice `value` (0 to 19; higher runs later under contention).
    /// Any user may lower the priority of their own process; a failure changes nothing.
    @discardableResult
    static func setNice(_ value: Int32, of pid: pid_t) -> Bool {
        #if canImport(Glibc)
        setpriority(__priority_which_t(PRIO_PROCESS.rawValue), id_t(pid), value) == 0
        #elseif canImport(Darwin)
        setpriority(PRIO_PROCESS, id_t(pid), value) == 0
        #endif
    }

    /// `pid`'s nice value, or nil when it cannot be read.
    static func nice(of pid: pid_t) -> Int32? {
        errno = 0
        #if canImport(Glibc)
        let value = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), id_t(pid))
        #elseif canImport(Darwin)
        let value = getpriority(PRIO_PROCESS, id_t(pid))
        #endif
        return value == -1 && errno != 0 ? nil : value
    }
}
