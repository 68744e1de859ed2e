#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ShopTapes
import Tape
import TerminalCore

/// `lcdemo --fuzz N --seed S`: runs seeded sessions in child worker processes (so a trap or a
/// hang is caught, not fatal), `--fuzz-jobs` of them side by side, prints progress and events/s, and on a failure shrinks the
/// session to a minimal tape (delta debugging, each candidate replayed in a child), writes it
/// to `--fuzz-out` and prints the seed.
@MainActor
struct FuzzCampaign {
    let options: FuzzOptions
    /// Where progress and the verdict go; flushed per line, so a log shows progress as it comes.
    var print: (String) -> Void = { Swift.print($0); fflush(nil) }

    func run() -> Int32 {
        // A trapped child must die at once, not symbolicate for seconds or wait at a prompt.
        setenv("SWIFT_BACKTRACE", "enable=no", 1)
        let total = options.fuzz ?? 0
        let jobs = max(1, min(options.fuzzJobs, total))
        let start = FuzzWorker.seconds()
        var lastProgress = start
        print("fuzz: seed \(options.seed), \(total) events, sessions of \(options.fuzzSessionLength) commands, \(jobs) worker\(jobs == 1 ? "" : "s")\(options.fuzzSeconds.map { ", at most \($0) s" } ?? "")")
        // Worker k runs sessions k, k + jobs, k + 2·jobs… for its share of the events: the same
        // seed and jobs give the same sessions, and a failure names its session. Every
        // `sessionsPerProcess` sessions a worker's process ends and a fresh one goes on from the
        // next session: the footer probe forks the worker, and a fork costs more as the process
        // grows (its heap, the memo), which halved a long campaign's rate within an hour.
        func startWorker(from session: Int, events: Int, seconds: Int?) -> WorkerProcess? {
            var arguments = ["--fuzz-worker", "\(session)", "--fuzz-stride", "\(jobs)", "--fuzz", "\(events)",
                             "--seed", "\(options.seed)", "--fuzz-worker-sessions", "\(Self.sessionsPerProcess)"] + sharedArguments
            if let seconds { arguments += ["--fuzz-seconds", "\(seconds)"] }
            return WorkerProcess.start(arguments)
        }
        func cannotStart(_ workers: [Worker]) -> Int32 {
            print("fuzz: cannot start a worker: \(String(cString: strerror(errno)))")
            for worker in workers where !worker.isDone { kill(worker.process.pid, SIGKILL); _ = worker.process.wait() }
            return 1
        }
        var workers: [Worker] = []
        for index in 0..<jobs {
            let share = total / jobs + (index < total % jobs ? 1 : 0)
            guard let process = startWorker(from: index, events: share, seconds: options.fuzzSeconds) else { return cannotStart(workers) }
            workers.append(Worker(process: process, session: index, share: share))
        }
        var events: Int { workers.reduce(0) { $0 + $1.events } }
        while workers.contains(where: { !$0.isDone }) {
            var polls = workers.map { pollfd(fd: $0.isDone ? -1 : $0.process.output, events: Int16(POLLIN), revents: 0) }
            if poll(&polls, nfds_t(polls.count), -1) < 0 {
                if errno == EINTR { continue }
                print("fuzz: poll failed: \(String(cString: strerror(errno)))")
                return 1
            }
            for index in workers.indices where !workers[index].isDone && polls[index].revents != 0 {
                let open = workers[index].process.readLines { line in workers[index].read(line) }
                if open { continue }
                workers[index].isDone = true
                let worker = workers[index]
                guard let failure = FuzzFailure(ending: worker.process.wait(), violation: worker.violation, budget: options.fuzzEventBudget) else {
                    // A worker that ran its sessions hands over to a fresh process, while events
                    // and time are left.
                    guard let next = worker.next, worker.events < worker.share else { continue }
                    let elapsed = Int(FuzzWorker.seconds() - start)
                    let seconds = options.fuzzSeconds.map { $0 - elapsed }
                    if let seconds, seconds < 1 { continue }
                    guard let process = startWorker(from: next, events: worker.share - worker.events, seconds: seconds) else { return cannotStart(workers) }
                    workers[index] = worker.handingOver(to: process, from: next)
                    continue
                }
                // The other workers' sessions are not needed any more.
                for other in workers where !other.isDone {
                    kill(other.process.pid, SIGKILL)
                    _ = other.process.wait()
                }
                print("fuzz: FAILED in session \(worker.session) of seed \(options.seed) after about \(events) events: \(failure)")
                if let trap = worker.trapMessage { print("fuzz: the trap said: \(trap)") }
                return report(failure, session: worker.session)
            }
            let now = FuzzWorker.seconds()
            if now - lastProgress >= 1 {
                lastProgress = now
                print("fuzz: \(events) events, \(Int(Double(events) / max(now - start, 0.001))) events/s")
            }
        }
        let seconds = FuzzWorker.seconds() - start
        let probes = workers.reduce(0) { $0 + $1.probes }
        print("fuzz: \(events) events in \("\(Int(seconds * 10) / 10).\(Int(seconds * 10) % 10)") s (\(Int(Double(events) / max(seconds, 0.001))) events/s, \(probes) footer probes), seed \(options.seed): 0 crashes, 0 violations, 0 leaks, 0 hangs")
        return 0
    }

    /// Sessions a worker process runs before a fresh one takes over.
    static let sessionsPerProcess = 400

    /// One worker (its current process) as its lines describe it; the counts include the
    /// processes it handed over from.
    private struct Worker {
        let process: WorkerProcess
        var session: Int
        /// The events this worker runs in all.
        let share: Int
        /// Events and probes of the processes before this one.
        var eventsBefore = 0
        var probesBefore = 0
        /// This process's counts, as it reported them.
        var processEvents = 0
        var processProbes = 0
        /// The session a fresh process goes on from, when this one ran its sessions.
        var next: Int?
        var violation: String?
        var trapMessage: String?
        var isDone = false

        var events: Int { eventsBefore + processEvents }
        var probes: Int { probesBefore + processProbes }

        init(process: WorkerProcess, session: Int, share: Int) {
            self.process = process
            self.session = session
            self.share = share
        }

        /// The same worker going on in `process` from `session`.
        func handingOver(to process: WorkerProcess, from session: Int) -> Worker {
            var worker = Worker(process: process, session: session, share: share)
            worker.eventsBefore = events
            worker.probesBefore = probes
            return worker
        }

        mutating func read(_ line: String) {
            let words = line.split(separator: " ")
            switch words.first {
            case "session": session = words.count > 1 ? Int(words[1]) ?? session : session
            case "events": processEvents = words.count > 1 ? Int(words[1]) ?? processEvents : processEvents
            case "finished":
                processEvents = words.count > 1 ? Int(words[1]) ?? processEvents : processEvents
                processProbes = words.count > 3 ? Int(words[3]) ?? processProbes : processProbes
                next = words.count > 5 && words[4] == "next" ? Int(words[5]) : nil
            case "violation": violation = line.split(separator: " ", maxSplits: 2).dropFirst(2).first.map(String.init)
            default: if line.contains("Fatal error") { trapMessage = line }
            }
        }
    }

    private var sharedArguments: [String] {
        var arguments = ["--fuzz-session-length", "\(options.fuzzSessionLength)", "--fuzz-event-budget", "\(options.fuzzEventBudget)",
                         "--fuzz-footer-sample", "\(options.fuzzFooterSample)"]
        if options.fuzzAvoidGraphemeMerges { arguments.append("--fuzz-avoid-grapheme-merges") }
        return arguments
    }

    // MARK: - Shrinking

    private func report(_ failure: FuzzFailure, session: Int) -> Int32 {
        let tape = FuzzTape.generated(seed: options.seed, session: session, length: options.fuzzSessionLength,
                                      avoidsGraphemeMerges: options.fuzzAvoidGraphemeMerges)
        guard mkdirAll(options.fuzzOut) else {
            print("fuzz: cannot create \(PrintableText.escaping(options.fuzzOut)): \(String(cString: strerror(errno))); the failing session is seed \(options.seed) session \(session)")
            return 1
        }
        let scratch = options.fuzzOut + "/.candidate-\(getpid()).tape"
        defer { unlink(scratch) }
        var replays = 0
        // Replays `commands` in a child; the failure and the last command it started.
        func replay(_ commands: [TapeCommand]) -> (failure: FuzzFailure?, lastCommand: Int?) {
            replays += 1
            let candidate = FuzzTape(route: tape.route, size: tape.size, commands: commands)
            guard write(candidate.text(), to: scratch) == nil else { return (nil, nil) }
            var last: Int?
            var violation: String?
            let ending = WorkerProcess.run(["--fuzz-tape", scratch, "--fuzz-event-budget", "\(options.fuzzEventBudget)"]) { line in
                if line.hasPrefix("command ") { last = Int(line.dropFirst(8)) }
                if line.hasPrefix("violation ") { violation = String(line.dropFirst(10)) }
            }
            return (FuzzFailure(ending: ending, violation: violation, budget: options.fuzzEventBudget), last)
        }
        var commands = tape.commands
        let first = replay(commands)
        if let reproduced = first.failure, reproduced.isSameKind(as: failure) {
            if let last = first.lastCommand { commands = Array(commands.prefix(last + 1)) }
            commands = FuzzShrinker<TapeCommand> { candidate in
                replay(candidate).failure?.isSameKind(as: failure) == true
            }.shrink(commands)
        } else {
            print("fuzz: the session alone does not reproduce the failure (\(first.failure.map { "\($0)" } ?? "it passes")); writing it unshrunk")
        }
        let minimal = FuzzTape(route: tape.route, size: tape.size, commands: commands)
        let path = options.fuzzOut + "/seed-\(options.seed)-session-\(session).tape"
        let text = minimal.text(comment: [
            "Found by lcdemo --fuzz, seed \(options.seed), session \(session): \(failure)",
            "Shrunk from \(tape.commands.count) to \(commands.count) commands in \(replays) replays.",
            "Reproduce: lcdemo --fuzz-tape \(path)",
        ])
        if let problem = write(text, to: path) {
            print("fuzz: \(problem)")
            return 1
        }
        print("fuzz: minimal tape (\(commands.count) commands) written to \(PrintableText.escaping(path)); seed \(options.seed)")
        for line in text.split(separator: "\n") { print("  \(PrintableText.escaping(String(line)))") }
        return 1
    }

    private func mkdirAll(_ path: String) -> Bool {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for part in path.split(separator: "/") {
            prefix += part
            if mkdir(prefix, 0o755) != 0, errno != EEXIST { return false }
            prefix += "/"
        }
        return true
    }

    /// Writes `text` to `path` as every file the apps write is written; the one-line problem, if any.
    private func write(_ text: String, to path: String) -> String? {
        do throws(TapeFileError) {
            try FileSystem.write(text, toPath: path)
            return nil
        } catch {
            return error.description
        }
    }
}
