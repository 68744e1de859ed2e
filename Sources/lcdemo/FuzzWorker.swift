#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ShopTapes
import Tape
import TerminalCore

/// The fuzzer's child process: runs sessions (or one tape) with the invariant checker and
/// reports on standard output, one line per fact, for `FuzzCampaign` to read:
/// `session K`, `events E`, `command I`, `violation K rule: detail`, `finished E probes P`
/// (P: footer keys pressed in forked copies), or `finished E probes P next K` when it ran its
/// `--fuzz-worker-sessions` and session K is for a fresh worker.
/// A trap kills it; a hang trips its budget — SIGPROF after `--fuzz-event-budget` seconds of CPU
/// in one event (a loop), SIGALRM after `HangBudget.waitFactor` times as long on the wall clock (a
/// wait that never ends) — and the parent sees each as a signal. CPU, not the wall clock, so a
/// machine too busy to run the worker is no hang.
@MainActor
struct FuzzWorker {
    let options: FuzzOptions

    /// Exit code when an invariant broke.
    static let violationExitCode: Int32 = 3

    /// Runs sessions from `first` on until `--fuzz` events or `--fuzz-seconds` are spent, or
    /// `--fuzz-worker-sessions` sessions ran (then it names the next session and ends).
    func runSessions(from first: Int) -> Int32 {
        let budget = options.fuzz ?? 0
        let start = Self.seconds()
        var events = 0
        var session = first
        var sessionsRun = 0
        while events < budget {
            if let limit = options.fuzzSeconds, Self.seconds() - start >= Double(limit) { break }
            if options.fuzzWorkerSessions > 0, sessionsRun == options.fuzzWorkerSessions {
                HangBudget.disarm()
                report("finished \(events) probes \(FuzzSession.footerProbes) next \(session)")
                return 0
            }
            sessionsRun += 1
            report("session \(session)")
            let tape = FuzzTape.generated(seed: options.seed, session: session, length: options.fuzzSessionLength,
                                          avoidsGraphemeMerges: options.fuzzAvoidGraphemeMerges)
            let (fed, violation) = run(tape, reportsCommands: false)
            events += fed
            if let violation {
                report("violation \(session) \(violation)")
                return Self.violationExitCode
            }
            report("events \(events)")
            session += options.fuzzStride
        }
        HangBudget.disarm()
        report("finished \(events) probes \(FuzzSession.footerProbes)")
        return 0
    }

    /// Replays the tape at `path` with the checker; the exit code says how it went.
    func runTape(at path: String) -> Int32 {
        let tape: Tape
        do {
            tape = try Tape.parse(contentsOf: path, routes: FuzzGenerator.routes)
        } catch {
            let line = "lcdemo: \(error)\n"
            _ = line.withCString { write(STDERR_FILENO, $0, strlen($0)) }
            return 2
        }
        let (_, violation) = run(FuzzTape(tape), reportsCommands: true)
        HangBudget.disarm()
        if let violation {
            report("violation \(violation)")
            return Self.violationExitCode
        }
        return 0
    }

    private func run(_ tape: FuzzTape, reportsCommands: Bool) -> (fed: Int, violation: String?) {
        let budget = options.fuzzEventBudget
        HangBudget.arm(seconds: budget)
        let session = FuzzSession(route: tape.route, size: tape.size)
        session.checksFooter = true
        session.footerSample = options.fuzzFooterSample
        for (index, command) in tape.commands.enumerated() {
            if session.hasQuit { break }
            if reportsCommands { report("command \(index)") }
            let violations = session.perform(command) { HangBudget.arm(seconds: budget) }
            if let first = violations.first { return (session.inputsFed, first.description) }
        }
        return (session.inputsFed, nil)
    }

    private func report(_ line: String) {
        let text = line + "\n"
        _ = text.withCString { write(STDOUT_FILENO, $0, strlen($0)) }
    }

    static func seconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}
