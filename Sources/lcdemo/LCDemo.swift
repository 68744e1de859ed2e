import ArgumentParser
import Glibc
import LCoordinator
import LCoordinatorTapes
import NcursesTerminal
import ShopDemo
import ShopTapes
import Tape
import TerminalCore
import TerminalUI

/// `lcdemo`: the Shop demo in the terminal, or tape replays. Parsing and wiring only.
@main
struct LCDemo: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lcdemo",
        abstract: "The Shop demo of LCoordinator for the terminal, and its tape replays.",
        discussion: """
        With no options, starts the demo in this terminal at onboarding. Esc goes back, ? shows \
        every key, : opens a deep link, F12 shows the coordinator tree, q quits.

        Exit codes: 0 success (every tape passed); 1 a tape failed an expectation, or the app \
        failed; 2 a tape was malformed, or a file could not be read or written; 64 a usage error \
        (bad option or value); 128+n ended by signal n (130 for Ctrl+C in a terminal that sends SIGINT).
        """,
        version: "lcdemo 1.0.0"
    )

    @Option(help: "Where to start: onboarding, login or home (home logs in as demo, no popups).")
    var route: StartRoute?

    @Option(name: .customLong("deeplink"), help: ArgumentHelp("Open this link at launch (may repeat; links wait for login).", valueName: "URL"))
    var deeplinks: [String] = []

    // `.unconditional` so that `--size -1x5` reaches validation instead of reading as an option.
    @Option(name: .customLong("size"), parsing: .unconditional,
            help: ArgumentHelp("Lay out at COLSxROWS instead of the whole terminal.", valueName: "COLSxROWS"))
    var sizeArgument: SizeArgument?

    /// `--size`, validated.
    var size: Size? { sizeArgument?.size }

    @Flag(help: "No colours (also when NO_COLOR is set).")
    var noColor = false

    @Option(help: ArgumentHelp("Write the session's keys to a tape that replays it.", valueName: "FILE.tape"))
    var record: String?

    @Option(help: ArgumentHelp("Write a navigation log to FILE.", valueName: "FILE"))
    var log: String?

    @Option(parsing: .upToNextOption, help: ArgumentHelp("Replay tapes headless and check their expectations.", valueName: "FILE.tape"))
    var replay: [String] = []

    @Flag(help: "With --replay: write Snapshot files instead of comparing.")
    var updateSnapshots = false

    @Flag(help: "With --replay: replay through ncurses in this terminal, slowly enough to watch.")
    var tty = false

    @OptionGroup(title: "Fuzzing")
    var fuzzing: FuzzOptions

    @OptionGroup var coverageOptions: CoverageOptions

    @OptionGroup(title: "Pictures and casts")
    var outputOptions: OutputOptions

    @OptionGroup(title: "Input")
    var input: InputOptions
    @OptionGroup(title: "Navigation state")
    var stateOptions: StateOptions

    func validate() throws {
        if let problem = sizeArgument?.problem { throw ValidationError(problem) }
        if fuzzing.isRequested, !replay.isEmpty { throw ValidationError("--fuzz cannot be used with --replay; run them separately") }
        do {
            try outputOptions.shared.validate(tapes: replay.count)
        } catch {
            throw ValidationError(error.description)
        }
        if replay.isEmpty {
            if updateSnapshots { throw ValidationError("--update-snapshots goes with --replay FILE.tape") }
            if record != nil, stateOptions.restore != nil {
                throw ValidationError("--record cannot be used with --restore: a tape cannot start from a state file (tapes use SaveState and RestoreState)")
            }
            if tty { throw ValidationError("--tty goes with --replay FILE.tape") }
            if input.pace != nil { throw ValidationError("--pace goes with --replay FILE.tape --tty") }
            if coverageOptions.isRequested { throw ValidationError("--graph, --coverage and --coverage-min go with --replay FILE.tape") }
        } else {
            if input.pace != nil, !tty { throw ValidationError("--pace goes with --tty") }
            var interactiveOnly: [String] = []
            if route != nil { interactiveOnly.append("--route") }
            if !deeplinks.isEmpty { interactiveOnly.append("--deeplink") }
            if sizeArgument != nil { interactiveOnly.append("--size") }
            if record != nil { interactiveOnly.append("--record") }
            if stateOptions.saveState != nil { interactiveOnly.append("--save-state") }
            if stateOptions.restore != nil { interactiveOnly.append("--restore") }
            if !interactiveOnly.isEmpty {
                throw ValidationError("\(interactiveOnly.joined(separator: ", ")) cannot be used with --replay: tapes set their own Size, Route and Deeplink")
            }
        }
    }

    func run() throws {
        let code = MainActor.assumeIsolated {
            fuzzing.isRequested ? runFuzz() : replay.isEmpty ? runInteractive() : runReplay()
        }
        if code != 0 { throw ExitCode(code) }
    }

    @MainActor
    private func runFuzz() -> Int32 {
        if let path = fuzzing.fuzzTape { return FuzzWorker(options: fuzzing).runTape(at: path) }
        if let first = fuzzing.fuzzWorker { return FuzzWorker(options: fuzzing).runSessions(from: first) }
        return FuzzCampaign(options: fuzzing).run()
    }

    // MARK: - Replay

    @MainActor
    private func runReplay() -> Int32 {
        // A crash while replaying headless: one line and 128 + n, not the Swift backtracer.
        SignalGuard.installCrashHandlers()
        let host = ShopTapeHost(mouse: !input.noMouse, accessible: input.accessible)
        let coverage = coverageOptions.isRequested ? host.makeCoverage() : nil
        if let problem = outputOptions.shared.problem() {
            printError("lcdemo: \(problem)")
            return 2
        }
        var runner = TapeRunner(host: coverage ?? host,
                                options: .init(snapshotDirectory: nil, updateSnapshots: updateSnapshots,
                                               outputs: outputOptions.shared.outputs))
        if tty {
            guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
                printError("lcdemo: --tty needs a terminal; leave it out to replay headless")
                return 2
            }
            // Keys come from the tape: no mouse, no kitty protocol (Ctrl+C stays SIGINT).
            let pace = input.paceDuration
            runner.makeTerminal = { size in
                TTYReplayTerminal(screen: NcursesTerminal(mouse: false, keyboardProtocol: false), size: size, delay: pace)
            }
        }
        let toStandardError = coverageOptions.graph != nil
        let report: (String) -> Void = { line in toStandardError ? printError(line) : print(line) }
        var suite = TapeSuiteRunner(runner: runner) { line in report(line) }
        suite.reportDirectory = outputOptions.report
        let code = suite.runToCompletion(paths: replay).exitCode
        guard let coverage else { return code }
        return coverageOptions.shared.finish(coverage, suiteExitCode: code, write: report, writeGraph: { print($0) })
    }

    // MARK: - Interactive

    /// How long the demo's server takes a call: `LCDEMO_LATENCY` in milliseconds (0 answers at
    /// once); unset or unreadable, 200–600 ms varying from call to call.
    static func latency(_ value: String?) -> ShopBackend.Latency {
        guard let value, let milliseconds = Int(value), (0...60_000).contains(milliseconds) else { return .varying(seed: 1) }
        return milliseconds == 0 ? .none : .fixed(.milliseconds(milliseconds))
    }

    @MainActor
    private func runInteractive() -> Int32 {
        if let problem = OutputPaths.problem(record: record, log: log, state: stateOptions.saveState, cast: outputOptions.cast) {
            printError(problem)
            return 2
        }
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            printError("lcdemo: \(isatty(STDIN_FILENO) == 1 ? "standard output" : "standard input") is not a terminal; run it in a terminal, or replay tapes headless with --replay FILE.tape")
            return 2
        }
        var navigationLog = NavigationLog()
        var logFile: UnsafeMutablePointer<FILE>?
        if let log {
            guard let file = fopen(log, "a") else {
                printError("lcdemo: cannot write the log \(PrintableText.escaping(log)): \(String(cString: strerror(errno)))")
                return 2
            }
            logFile = file
            navigationLog = NavigationLog { line in
                fputs(line + "\n", file)
                fflush(file)
            }
        }
        defer { if let logFile { fclose(logFile) } }
        for path in [record, stateOptions.saveState].compactMap(\.self) {
            if let problem = FileSystem.writeProblem(atPath: path) {
                printError("lcdemo: \(problem)")
                return 2
            }
        }

        // The state file is read and checked before the terminal is taken.
        let (restoredState, restoreProblem) = stateOptions.readRestore()
        var environment = currentEnvironment()
        if noColor { environment["NO_COLOR"] = "1" }
        let screen = NcursesTerminal(mouse: !input.noMouse)
        let sized: any Terminal = size.map { FixedSizeTerminal(base: screen, size: $0) } ?? screen
        let cast = outputOptions.cast.map { _ in CastTerminal(base: sized, title: "lcdemo") }
        let terminal: any Terminal = cast ?? sized
        let shop = ShopApp(terminal: terminal, clock: SystemClock(), environment: environment, log: navigationLog,
                           latency: Self.latency(environment["LCDEMO_LATENCY"]))
        shop.application.window.keepsCursorOnFocus = input.accessible
        let startRoute = route ?? .onboarding
        let recorder = record.map { _ in TapeRecorder(application: shop.application, route: startRoute.rawValue) }
        do {
            try terminal.start()
        } catch {
            printError("lcdemo: \(error); run it in a terminal, or replay tapes headless with --replay FILE.tape")
            return 2
        }
        defer { terminal.stop() }
        recorder?.start()
        for link in deeplinks { recorder?.recordDeeplink(link) }
        if let restoredState { shop.restore(restoredState) }
        if let restoreProblem { shop.application.window.showStatus(restoreProblem) }
        shop.start(route: startRoute, deeplinks: deeplinks)
        do {
            try shop.application.run()
        } catch {
            terminal.stop()
            printError("lcdemo: \(error)")
            return 1
        }
        terminal.stop()
        if let restoreProblem { printError("lcdemo: \(restoreProblem)") }
        for problem in shop.restoreProblems { printError("lcdemo: \(problem)") }
        if let problem = stateOptions.save(shop) {
            printError(problem)
            return 1
        }
        if let cast, let path = outputOptions.cast {
            do {
                try FileSystem.write(bytes: cast.cast.bytes, toPath: path)
            } catch {
                printError("lcdemo: \(error)")
                return 1
            }
        }
        if let recorder, let record {
            recorder.stop()
            do {
                try recorder.write(toFile: record, header: ["Recorded by lcdemo --record"])
            } catch {
                printError("lcdemo: \(error)")
                return 1
            }
            print("Recorded \(recorder.inputs.count) inputs to \(PrintableText.escaping(record)); replay with: lcdemo --replay \(PrintableText.escaping(record))")
        }
        // Ctrl+C sent as SIGINT: the app quit through its normal path (state saved, recording
        // written), and ends as a program interrupted by SIGINT does.
        return screen.hasDeliveredInterrupt ? 128 + Int32(SIGINT) : 0
    }

    private func currentEnvironment() -> [String: String] {
        var result: [String: String] = [:]
        var pointer = environ
        while let entry = pointer.pointee {
            let pair = String(cString: entry)
            if let equals = pair.firstIndex(of: "=") {
                result[String(pair[..<equals])] = String(pair[pair.index(after: equals)...])
            }
            pointer += 1
        }
        return result
    }

    private func printError(_ message: String) {
        let line = message + "\n"
        _ = line.withCString { write(STDERR_FILENO, $0, strlen($0)) }
    }
}

extension StartRoute: ExpressibleByArgument {}
