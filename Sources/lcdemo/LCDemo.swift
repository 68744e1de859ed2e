#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LCoordinator
import LCoordinatorTapes
import NcursesTerminal
import ShopDemo
import ShopTapes
import Tape
import TerminalCore
import TerminalUI

/// `lcdemo`: the Shop demo in the terminal, tape replays, or the fuzzer. Parsing and wiring
/// only: the flags are `TapeCommandLineOptions`' (shared with every app on `TapeCommandLine`)
/// and lcdemo's own `DemoFlags`.
@main
@MainActor
enum LCDemo {
    static func main() {
        exit(run(arguments: Array(CommandLine.arguments.dropFirst())))
    }

    /// Runs one command line and returns its exit code.
    static func run(arguments: [String]) -> Int32 {
        let options: TapeCommandLineOptions
        do {
            options = try TapeCommandLineOptions(arguments: arguments, hostFlags: DemoFlags.all)
        } catch {
            return AppCommandLine.usageError(error, name: "lcdemo", writeError: AppCommandLine.printError)
        }
        let routes = StartRoute.allCases.map(\.rawValue)
        if options.help {
            print(TapeCommandLineOptions.usage(name: "lcdemo", routes: routes, about: DemoFlags.about, hostFlags: DemoFlags.all,
                                               hostUsage: DemoFlags.usage, exitCodes: DemoFlags.exitCodes))
            return 0
        }
        if options.isGiven("--version") {
            print("lcdemo 1.0.0")
            return 0
        }
        if let problem = AppCommandLine.routeProblem(options.route, routes: routes, name: "lcdemo") {
            AppCommandLine.printError(problem)
            return 64
        }
        if options.servesSSH { return AppCommandLine.serveSSH(options: options, name: "lcdemo", writeError: AppCommandLine.printError) }
        if options.servesWeb { return AppCommandLine.serveWeb(options: options, name: "lcdemo", writeError: AppCommandLine.printError) }
        let fuzzing = FuzzOptions(options)
        if fuzzing.isRequested {
            guard options.replay.isEmpty else {
                return AppCommandLine.usageError(TapeCommandLineError("--fuzz cannot be used with --replay; run them separately"),
                                                  name: "lcdemo", writeError: AppCommandLine.printError)
            }
            return runFuzz(fuzzing)
        }
        return options.replay.isEmpty ? runInteractive(options) : runReplay(options)
    }

    private static func runFuzz(_ fuzzing: FuzzOptions) -> Int32 {
        if let path = fuzzing.fuzzTape { return FuzzWorker(options: fuzzing).runTape(at: path) }
        if let first = fuzzing.fuzzWorker { return FuzzWorker(options: fuzzing).runSessions(from: first) }
        return FuzzCampaign(options: fuzzing).run()
    }

    // MARK: - Replay

    private static func runReplay(_ options: TapeCommandLineOptions) -> Int32 {
        // A crash while replaying headless: one line and 128 + n, not the Swift backtracer.
        SignalGuard.installCrashHandlers()
        let host = ShopTapeHost(mouse: !options.isGiven("--no-mouse"), accessible: options.isGiven("--accessible"))
        // With --tty, keys come from the tape: no mouse, no kitty protocol (Ctrl+C stays SIGINT).
        return TapeCommandLine.replay(host: host, name: "lcdemo", options: options,
                                      terminal: { NcursesTerminal(mouse: false, keyboardProtocol: false) },
                                      isTerminal: isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1,
                                      write: { print($0) }, writeError: AppCommandLine.printError)
    }

    // MARK: - Interactive

    /// How long the demo's server takes a call: `LCDEMO_LATENCY` in milliseconds (0 answers at
    /// once); unset or unreadable, 200–600 ms varying from call to call.
    static func latency(_ value: String?) -> ShopBackend.Latency {
        guard let value, let milliseconds = Int(value), (0...60_000).contains(milliseconds) else { return .varying(seed: 1) }
        return milliseconds == 0 ? .none : .fixed(.milliseconds(milliseconds))
    }

    private static func runInteractive(_ options: TapeCommandLineOptions) -> Int32 {
        let record = options.record, log = options.value(of: "--log"), deeplinks = options.deeplinks
        let stateOptions = StateOptions(saveState: options.saveState, restore: options.restore, resumeState: options.resumeState)
        let noMouse = options.isGiven("--no-mouse")
        let size = options.value(of: "--size").flatMap { TapeSyntax.size(parsing: $0) }
        if let problem = OutputPaths.problem(record: record, log: log, state: stateOptions.saveState, cast: options.outputOptions.cast) {
            AppCommandLine.printError(problem)
            return 2
        }
        // Each file is created and removed again, so one that cannot be written is found now, not at quit.
        for path in [record, stateOptions.saveState, options.outputOptions.cast, options.resumeState].compactMap(\.self) {
            if let problem = FileSystem.writeProblem(atPath: path) {
                AppCommandLine.printError("lcdemo: \(problem)")
                return 2
            }
        }
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            AppCommandLine.printError("lcdemo: \(isatty(STDIN_FILENO) == 1 ? "standard output" : "standard input") is not a terminal; run it in a terminal, or replay tapes headless with --replay FILE.tape")
            return 2
        }
        var navigationLog = NavigationLog()
        var logFile: UnsafeMutablePointer<FILE>?
        if let log {
            let file: UnsafeMutablePointer<FILE>
            do throws(TapeFileError) {
                let descriptor = try FileSystem.openForAppending(atPath: log)
                guard let opened = fdopen(descriptor, "a") else {
                    close(descriptor)
                    throw TapeFileError(.write, path: log, reason: String(cString: strerror(errno)))
                }
                file = opened
            } catch {
                AppCommandLine.printError("lcdemo: \(error)")
                return 2
            }
            logFile = file
            navigationLog = NavigationLog { line in
                fputs(line + "\n", file)
                fflush(file)
            }
        }
        defer { if let logFile { fclose(logFile) } }

        // The state file is read and checked before the terminal is taken.
        let (restoredState, restoreProblem) = stateOptions.readRestore()
        var environment = currentEnvironment()
        if options.isGiven("--no-color") { environment["NO_COLOR"] = "1" }
        let screen = NcursesTerminal(mouse: !noMouse)
        let sized: any Terminal = size.map { FixedSizeTerminal(base: screen, size: $0) } ?? screen
        let cast = options.outputOptions.cast.map { _ in CastTerminal(base: sized, title: "lcdemo") }
        let terminal: any Terminal = cast ?? sized
        let shop = ShopApp(terminal: terminal, clock: SystemClock(), environment: environment, log: navigationLog,
                           latency: Self.latency(environment["LCDEMO_LATENCY"]))
        shop.application.window.keepsCursorOnFocus = options.isGiven("--accessible")
        let startRoute = options.route.flatMap(StartRoute.init(rawValue:)) ?? .onboarding
        let recorder = record.map { _ in TapeRecorder(application: shop.application, route: startRoute.rawValue) }
        do {
            try terminal.start()
        } catch {
            AppCommandLine.printError(AppCommandLine.startProblem(error, name: "lcdemo"))
            return 2
        }
        defer { terminal.stop() }
        recorder?.start()
        for link in deeplinks { recorder?.recordDeeplink(link) }
        if let restoredState { shop.restore(restoredState) }
        if let restoreProblem { shop.application.window.showStatus(restoreProblem) }
        shop.start(route: startRoute, deeplinks: deeplinks)
        #if DEBUG
        trapForTests(shop, environment: environment)
        #endif
        // A served session keeps its place for a reconnect (`--resume-state`).
        let session = ShopTapeSession(shop: shop)
        let resume = options.resumeState.map { ResumeState(path: $0, written: nil) }
        resume?.keep(session)
        do {
            try withExtendedLifetime(session) { try shop.application.run() }
        } catch {
            terminal.stop()
            AppCommandLine.printError("lcdemo: \(error)")
            return 1
        }
        terminal.stop()
        resume?.remove()
        if let restoreProblem { AppCommandLine.printError("lcdemo: \(restoreProblem)") }
        for problem in shop.restoreProblems { AppCommandLine.printError("lcdemo: \(problem)") }
        if let problem = stateOptions.save(shop) {
            AppCommandLine.printError(problem)
            return 1
        }
        if let cast, let path = options.outputOptions.cast {
            do {
                try FileSystem.write(bytes: cast.cast.bytes, toPath: path)
            } catch {
                AppCommandLine.printError("lcdemo: \(error)")
                return 1
            }
        }
        if let recorder, let record {
            do throws(TapeFileError) {
                print(try recorder.finish(writingTo: record, name: "lcdemo"))
            } catch {
                AppCommandLine.printError("lcdemo: \(error)")
                return 1
            }
        }
        // Ctrl+C sent as SIGINT: the app quit through its normal path (state saved, recording
        // written), and ends as a program interrupted by SIGINT does.
        return screen.hasDeliveredInterrupt ? 128 + Int32(SIGINT) : 0
    }

    #if DEBUG
    /// Debug builds only, for the test that a trap in one SSH session leaves the others and the
    /// server running: the session of the user `LCDEMO_DEBUG_TRAP` names traps once its first
    /// frame is on screen.
    private static func trapForTests(_ shop: ShopApp, environment: [String: String]) {
        guard let victim = environment["LCDEMO_DEBUG_TRAP"], !victim.isEmpty, shop.connectedUser?.name == victim else { return }
        _ = shop.application.schedule(after: .milliseconds(300)) { fatalError("LCDEMO_DEBUG_TRAP: this session traps on purpose") }
    }
    #endif

    private static func currentEnvironment() -> [String: String] {
        var result: [String: String] = [:]
        for pair in ProcessEnvironment.pairs {
            if let equals = pair.firstIndex(of: "=") {
                result[String(pair[..<equals])] = String(pair[pair.index(after: equals)...])
            }
        }
        return result
    }
}
