import Glibc
import ShopTapes
import Tape
import TerminalCore

/// `lcdemo --fuzz N --seed S`: runs seeded sessions in child worker processes (so a trap or a
/// hang is caught, not fatal), prints progress and events/s, and on a failure shrinks the
/// session to a minimal tape (delta debugging, each candidate replayed in a child), writes it
/// to `--fuzz-out` and prints the seed.
@MainActor
struct FuzzCampaign {
    let options: FuzzOptions
    var print: (String) -> Void = { Swift.print($0) }

    func run() -> Int32 {
        // A trapped child must die at once, not symbolicate for seconds or wait at a prompt.
        setenv("SWIFT_BACKTRACE", "enable=no", 1)
        let total = options.fuzz ?? 0
        let start = FuzzWorker.seconds()
        var events = 0
        var nextSession = 0
        var lastProgress = start
        print("fuzz: seed \(options.seed), \(total) events, sessions of \(options.fuzzSessionLength) commands\(options.fuzzSeconds.map { ", at most \($0) s" } ?? "")")
        while events < total {
            let elapsed = FuzzWorker.seconds() - start
            var arguments = ["--fuzz-worker", "\(nextSession)", "--fuzz", "\(total - events)", "--seed", "\(options.seed)"] + sharedArguments
            if let limit = options.fuzzSeconds {
                let remaining = Int((Double(limit) - elapsed).rounded(.up))
                if remaining < 1 { break }
                arguments += ["--fuzz-seconds", "\(remaining)"]
            }
            var session = nextSession
            var workerEvents = 0
            var violation: String?
            var trapMessage: String?
            let ending = WorkerProcess.run(arguments) { line in
                let words = line.split(separator: " ", maxSplits: 2)
                switch words.first {
                case "session": session = words.count > 1 ? Int(words[1]) ?? session : session
                case "events", "finished":
                    workerEvents = words.count > 1 ? Int(words[1]) ?? workerEvents : workerEvents
                    let now = FuzzWorker.seconds()
                    if now - lastProgress >= 1 {
                        lastProgress = now
                        let done = events + workerEvents
                        print("fuzz: \(done) events, \(Int(Double(done) / max(now - start, 0.001))) events/s")
                    }
                case "violation": violation = words.count > 2 ? String(words[2]) : nil
                default: if line.contains("Fatal error") { trapMessage = line }
                }
            }
            if let failure = FuzzFailure(ending: ending, violation: violation, budget: options.fuzzEventBudget) {
                print("fuzz: FAILED in session \(session) of seed \(options.seed) after about \(events + workerEvents) events: \(failure)")
                if let trapMessage { print("fuzz: the trap said: \(trapMessage)") }
                return report(failure, session: session)
            }
            events += workerEvents
            nextSession = session + 1
            if workerEvents == 0 { break }
        }
        let seconds = FuzzWorker.seconds() - start
        print("fuzz: \(events) events in \("\(Int(seconds * 10) / 10).\(Int(seconds * 10) % 10)") s (\(Int(Double(events) / max(seconds, 0.001))) events/s), seed \(options.seed): 0 crashes, 0 violations, 0 leaks, 0 hangs")
        return 0
    }

    private var sharedArguments: [String] {
        var arguments = ["--fuzz-session-length", "\(options.fuzzSessionLength)", "--fuzz-event-budget", "\(options.fuzzEventBudget)"]
        if options.fuzzAvoidGraphemeMerges { arguments.append("--fuzz-avoid-grapheme-merges") }
        return arguments
    }

    // MARK: - Shrinking

    private func report(_ failure: FuzzFailure, session: Int) -> Int32 {
        let tape = FuzzTape.generated(seed: options.seed, session: session, length: options.fuzzSessionLength,
                                      avoidsGraphemeMerges: options.fuzzAvoidGraphemeMerges)
        guard mkdirAll(options.fuzzOut) else {
            print("fuzz: cannot create \(options.fuzzOut): \(String(cString: strerror(errno))); the failing session is seed \(options.seed) session \(session)")
            return 1
        }
        let scratch = options.fuzzOut + "/.candidate-\(getpid()).tape"
        defer { unlink(scratch) }
        var replays = 0
        // Replays `commands` in a child; the failure and the last command it started.
        func replay(_ commands: [TapeCommand]) -> (failure: FuzzFailure?, lastCommand: Int?) {
            replays += 1
            let candidate = FuzzTape(route: tape.route, size: tape.size, commands: commands)
            guard write(candidate.text(), to: scratch) else { return (nil, nil) }
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
        guard write(text, to: path) else {
            print("fuzz: cannot write \(path): \(String(cString: strerror(errno)))")
            return 1
        }
        print("fuzz: minimal tape (\(commands.count) commands) written to \(path); seed \(options.seed)")
        for line in text.split(separator: "\n") { print("  \(line)") }
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

    private func write(_ text: String, to path: String) -> Bool {
        guard let file = fopen(path, "w") else { return false }
        defer { fclose(file) }
        return fputs(text, file) >= 0
    }
}
