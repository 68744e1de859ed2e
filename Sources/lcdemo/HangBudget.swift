#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The fuzz worker's budget for one event: `seconds` of the process's CPU time (`ITIMER_PROF`:
/// SIGPROF, a loop that never ends) and `waitFactor` times as long on the wall clock (`alarm`:
/// SIGALRM, a wait that never ends). Both end the worker by their default action; the campaign
/// reads either signal as a hang. A worker the machine is too busy to run uses no CPU, so it
/// trips neither until it has waited `waitFactor` times its budget.
enum HangBudget {
    /// How many budgets of wall-clock time one event may wait.
    static let waitFactor = 30

    /// Arms both clocks for the next event, replacing what was left of the last one's.
    static func arm(seconds: Int) {
        let budget = max(seconds, 1)
        var cpu = itimerval(it_interval: timeval(tv_sec: 0, tv_usec: 0), it_value: timeval(tv_sec: budget, tv_usec: 0))
        ProfilingTimer.set(&cpu)
        alarm(UInt32(budget * waitFactor))
    }

    /// Disarms both clocks.
    static func disarm() {
        var off = itimerval(it_interval: timeval(tv_sec: 0, tv_usec: 0), it_value: timeval(tv_sec: 0, tv_usec: 0))
        ProfilingTimer.set(&off)
        alarm(0)
    }
}
