import Tape
import TerminalCore

/// `lcdemo --fuzz N`: the navigation fuzzer's options, read from the flags below.
struct FuzzOptions {
    var fuzz: Int?
    var seed: UInt64 = 1
    var fuzzOut = "fuzz-failures"
    var fuzzSeconds: Int?
    var fuzzSessionLength = 200
    var fuzzEventBudget = 2
    var fuzzJobs = 2
    var fuzzFooterSample = 1
    var fuzzAvoidGraphemeMerges = false
    /// Runs one worker session list in this process (spawned by the campaign).
    var fuzzWorker: Int?
    /// With `--fuzz-worker K`: the worker runs sessions K, K + STRIDE, K + 2·STRIDE…
    var fuzzStride = 1
    /// With `--fuzz-worker K`: the sessions this process runs before it ends and says which
    /// session comes next, so the campaign goes on in a fresh process (0: no limit).
    var fuzzWorkerSessions = 0
    /// Replays one tape with the invariant checker in this process (spawned by the shrinker).
    var fuzzTape: String?

    /// Whether any fuzz mode was asked for.
    var isRequested: Bool { fuzz != nil || fuzzWorker != nil || fuzzTape != nil }

    /// The options given in `options` (their values were checked by the flags' `check`).
    init(_ options: TapeCommandLineOptions) {
        func number(_ name: String) -> Int? { options.value(of: name).flatMap { Int($0) } }
        fuzz = number("--fuzz")
        seed = options.value(of: "--seed").flatMap { UInt64($0) } ?? seed
        fuzzOut = options.value(of: "--fuzz-out") ?? fuzzOut
        fuzzSeconds = number("--fuzz-seconds")
        fuzzSessionLength = number("--fuzz-session-length") ?? fuzzSessionLength
        fuzzEventBudget = number("--fuzz-event-budget") ?? fuzzEventBudget
        fuzzJobs = number("--fuzz-jobs") ?? fuzzJobs
        fuzzFooterSample = number("--fuzz-footer-sample") ?? fuzzFooterSample
        fuzzAvoidGraphemeMerges = options.isGiven("--fuzz-avoid-grapheme-merges")
        fuzzWorker = number("--fuzz-worker")
        fuzzStride = number("--fuzz-stride") ?? fuzzStride
        fuzzWorkerSessions = number("--fuzz-worker-sessions") ?? fuzzWorkerSessions
        fuzzTape = options.value(of: "--fuzz-tape")
    }

    /// A check that takes a whole number of at least `minimum`, else says `message`.
    private static func atLeast(_ minimum: Int, _ message: String) -> @Sendable (String) -> String? {
        { text in Int(text).map { $0 >= minimum } == true ? nil : message }
    }

    /// The fuzzer's flags.
    static let flags: [TapeCommandLineFlag] = [
        .init("--fuzz", value: "N", mode: .own, help: "fuzz the Shop demo headless for N events, checking the invariants after each one",
              check: atLeast(1, "--fuzz needs a count of events of at least 1, e.g. --fuzz 100000")),
        .init("--seed", value: "S", mode: .own, help: "with --fuzz: the seed of the first session (the same seed, the same sessions)",
              check: { UInt64($0) == nil ? "--seed takes a whole number from 0 to \(UInt64.max), not '\(PrintableText.escaping($0))'" : nil }),
        .init("--fuzz-out", value: "DIR", mode: .own, help: "with --fuzz: where the minimal tape of a failure is written (default fuzz-failures)"),
        .init("--fuzz-seconds", value: "SECONDS", mode: .own, help: "with --fuzz: stop after this many seconds even if fewer events ran",
              check: atLeast(1, "--fuzz-seconds needs at least 1 second")),
        .init("--fuzz-session-length", value: "N", mode: .own, help: "with --fuzz: commands per session before a fresh app starts (default 200)",
              check: atLeast(1, "--fuzz-session-length needs at least 1 command")),
        .init("--fuzz-event-budget", value: "SECONDS", mode: .own, help: "with --fuzz: seconds of CPU one event may use before it counts as a hang (default 2; 30 times as long waiting)",
              check: atLeast(1, "--fuzz-event-budget needs at least 1 second")),
        .init("--fuzz-jobs", value: "N", mode: .own, help: "with --fuzz: worker processes run side by side; worker K runs sessions K, K+N, K+2N… (the same seed and N give the same sessions; default 2)",
              check: atLeast(1, "--fuzz-jobs needs at least 1 worker, e.g. --fuzz-jobs 2")),
        .init("--fuzz-footer-sample", value: "N", mode: .own, help: "with --fuzz: press the footer's keys (in a forked copy) in one of every N new screens, chosen by the screen (the same screens every run); 1 (the default) probes every new screen",
              check: atLeast(1, "--fuzz-footer-sample needs at least 1 (every new screen), e.g. --fuzz-footer-sample 4")),
        .init("--fuzz-avoid-grapheme-merges", mode: .own, help: "with --fuzz: never type a lone scalar that joins the previous one (a flag's or skin tone's halves, a combining mark, ZWJ) — so sessions avoid typed merges and find other bugs"),
        .init("--fuzz-worker", value: "K", mode: .own, isHidden: true, help: "run one worker's sessions in this process",
              check: atLeast(0, "--fuzz-worker needs a session number of 0 or more")),
        .init("--fuzz-stride", value: "N", mode: .own, isHidden: true, help: "with --fuzz-worker: the step between its sessions",
              check: atLeast(1, "--fuzz-stride needs at least 1")),
        .init("--fuzz-worker-sessions", value: "N", mode: .own, isHidden: true, help: "with --fuzz-worker: the sessions before the process ends",
              check: atLeast(0, "--fuzz-worker-sessions needs 0 (no limit) or more")),
        .init("--fuzz-tape", value: "FILE", mode: .own, isHidden: true, help: "replay one tape with the invariant checker"),
    ]
}
