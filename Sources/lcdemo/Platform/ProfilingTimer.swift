#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's CPU-time timer (`ITIMER_PROF` of `setitimer(2)`): SIGPROF when it runs out.
enum ProfilingTimer {
    /// Sets the timer to `value` (a zero `it_value` disarms it). glibc types the timer's name
    /// as `__itimer_which_t`, Darwin as a plain `Int32`.
    static func set(_ value: inout itimerval) {
        #if canImport(Glibc)
        setitimer(__itimer_which_t(ITIMER_PROF.rawValue), &value, nil)
        #elseif canImport(Darwin)
        setitimer(ITIMER_PROF, &value, nil)
        #endif
    }
}
