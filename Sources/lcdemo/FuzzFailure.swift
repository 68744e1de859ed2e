#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How a fuzz session failed: an invariant broke, the process trapped (died by a signal), an
/// event outran its budget (`HangBudget`: its CPU, or its wall-clock wait), or the worker exited
/// otherwise.
enum FuzzFailure: Equatable, CustomStringConvertible {
    case violation(rule: String, detail: String)
    case crash(signal: Int32)
    case hang(seconds: Int)
    case stall(seconds: Int)
    case exit(code: Int32)

    /// The failure a worker's ending and its last `violation` line describe; nil for a clean run.
    init?(ending: WorkerProcess.Ending, violation: String?, budget: Int) {
        switch ending {
        case .exited(0): return nil
        case .exited(FuzzWorker.violationExitCode):
            let text = violation ?? "unknown: no violation line"
            let parts = text.split(separator: ":", maxSplits: 1)
            self = .violation(rule: String(parts.first ?? ""), detail: parts.count > 1 ? String(parts[1].dropFirst()) : "")
        case .exited(let code): self = .exit(code: code)
        case .signaled(SIGPROF): self = .hang(seconds: budget)
        case .signaled(SIGALRM): self = .stall(seconds: budget * HangBudget.waitFactor)
        case .signaled(let signal): self = .crash(signal: signal)
        }
    }

    /// Whether `other` is the same failure for shrinking: the same rule, signal or kind.
    func isSameKind(as other: FuzzFailure) -> Bool {
        switch (self, other) {
        case let (.violation(a, _), .violation(b, _)): a == b
        case let (.crash(a), .crash(b)): a == b
        case (.hang, .hang), (.stall, .stall): true
        case let (.exit(a), .exit(b)): a == b
        default: false
        }
    }

    var description: String {
        switch self {
        case .violation(let rule, let detail): "invariant \(rule) broken: \(detail)"
        case .crash(let signal): "crash: the app died by signal \(signal) (\(String(cString: strsignal(signal))))"
        case .hang(let seconds): "hang: one event used more than \(seconds) s of CPU"
        case .stall(let seconds): "hang: one event waited more than \(seconds) s"
        case .exit(let code): "the worker exited with code \(code)"
        }
    }
}
