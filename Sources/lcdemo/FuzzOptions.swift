import ArgumentParser

/// `lcdemo --fuzz N`: the navigation fuzzer's options (an option group of `lcdemo`).
struct FuzzOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Fuzz the Shop demo headless for N events, checking the invariants after each one.", valueName: "N"))
    var fuzz: Int?

    @Option(help: ArgumentHelp("With --fuzz: the seed of the first session (the same seed, the same sessions).", valueName: "S"))
    var seed: UInt64 = 1

    @Option(help: ArgumentHelp("With --fuzz: where the minimal tape of a failure is written.", valueName: "DIR"))
    var fuzzOut: String = "fuzz-failures"

    @Option(help: ArgumentHelp("With --fuzz: stop after this many seconds even if fewer events ran.", valueName: "SECONDS"))
    var fuzzSeconds: Int?

    @Option(help: ArgumentHelp("With --fuzz: commands per session before a fresh app starts.", valueName: "N"))
    var fuzzSessionLength: Int = 200

    @Option(help: ArgumentHelp("With --fuzz: seconds one event may take before it counts as a hang.", valueName: "SECONDS"))
    var fuzzEventBudget: Int = 2

    @Option(help: ArgumentHelp("With --fuzz: worker processes run side by side; worker K runs sessions K, K+N, K+2N… (the same seed and N give the same sessions).", valueName: "N"))
    var fuzzJobs: Int = 2

    @Option(help: ArgumentHelp("With --fuzz: press the footer's keys (in a forked copy) in one of every N new screens, chosen by the screen (the same screens every run); 1 probes every new screen.", valueName: "N"))
    var fuzzFooterSample: Int = 1

    @Flag(help: "With --fuzz: never type a lone scalar that joins the previous one (a flag's or skin tone's halves, a combining mark, ZWJ) — so sessions avoid typed merges and find other bugs.")
    var fuzzAvoidGraphemeMerges = false

    /// Runs one worker session list in this process (spawned by the campaign).
    @Option(help: .hidden)
    var fuzzWorker: Int?

    /// With `--fuzz-worker K`: the worker runs sessions K, K + STRIDE, K + 2·STRIDE…
    @Option(help: .hidden)
    var fuzzStride: Int = 1

    /// With `--fuzz-worker K`: the sessions this process runs before it ends and says which
    /// session comes next, so the campaign goes on in a fresh process (0: no limit).
    @Option(help: .hidden)
    var fuzzWorkerSessions: Int = 0

    /// Replays one tape with the invariant checker in this process (spawned by the shrinker).
    @Option(help: .hidden)
    var fuzzTape: String?

    func validate() throws {
        if let fuzz, fuzz < 1 { throw ValidationError("--fuzz needs a count of events of at least 1, e.g. --fuzz 100000") }
        if let fuzzSeconds, fuzzSeconds < 1 { throw ValidationError("--fuzz-seconds needs at least 1 second") }
        if fuzzSessionLength < 1 { throw ValidationError("--fuzz-session-length needs at least 1 command") }
        if fuzzJobs < 1 { throw ValidationError("--fuzz-jobs needs at least 1 worker, e.g. --fuzz-jobs 2") }
        if fuzzWorkerSessions < 0 { throw ValidationError("--fuzz-worker-sessions needs 0 (no limit) or more") }
        if fuzzStride < 1 { throw ValidationError("--fuzz-stride needs at least 1") }
        if fuzzEventBudget < 1 { throw ValidationError("--fuzz-event-budget needs at least 1 second") }
        if fuzzFooterSample < 1 { throw ValidationError("--fuzz-footer-sample needs at least 1 (every new screen), e.g. --fuzz-footer-sample 4") }
    }

    /// Whether any fuzz mode was asked for.
    var isRequested: Bool { fuzz != nil || fuzzWorker != nil || fuzzTape != nil }
}
