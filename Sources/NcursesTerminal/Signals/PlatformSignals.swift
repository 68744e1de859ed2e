import CTerminalSignals
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The signals only some platforms have, named in one place so `SignalGuard` lists POSIX's.
enum PlatformSignals {
    /// Signals whose default action ends the process that POSIX does not name: on Linux the
    /// stack fault, power failure and the real-time signals (SIGRTMIN through SIGRTMAX); Darwin
    /// has none of these (its `signal(3)` lists no real-time signals).
    static var extraTerminationSignals: [Int32] {
        #if os(Linux)
        [SIGSTKFLT, SIGPWR] + Array(lc_signal_rtmin()...lc_signal_rtmax())
        #else
        []
        #endif
    }
}
