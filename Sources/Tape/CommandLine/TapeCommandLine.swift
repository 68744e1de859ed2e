#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LCoordinatorLaunch
import TerminalCore
import TerminalUI

/// The one entry point that makes any `TapeHost` a complete executable: the app live in a
/// terminal, and `--record`, `--replay`, `--update-snapshots`, `--tty`, `--cast`, `--screenshots`,
/// `--report`, `--save-state`, `--restore` (and `--coverage`, `--graph` for a `NavigationTapeHost`).
/// Bad files give one line and change nothing; without a terminal the live app does not start.
/// The app's own options (`TapeHost.appOptions`) join the shared ones: listed by `--help`,
/// checked before anything starts, given to the live session and to every served session.
///
/// ```swift
/// @main struct MyApp {
///     @MainActor static func main() {
///         TapeCommandLine.main(host: MyTapeHost(), terminal: NcursesTerminal())
///     }
/// }
/// ```
@MainActor
public enum TapeCommandLine {
    /// Runs the command line in `CommandLine.arguments` and exits with its code.
    ///
    /// - Parameters:
    ///   - host: builds the app (live, and for each tape).
    ///   - terminal: the real terminal (`NcursesTerminal()`), used live and by `--tty`.
    ///   - hooks: what the app runs before a live session starts and after the user quit.
    public static func main(host: some TapeHost, terminal: @autoclosure () -> any Terminal,
                            hooks: TapeCommandLineHooks = TapeCommandLineHooks()) -> Never {
        exit(run(host: host, terminal: terminal(), hooks: hooks))
    }

    /// Runs the command line in `CommandLine.arguments` and returns its exit code, for an
    /// executable that does more after it.
    ///
    /// - Parameters: see `main(host:terminal:hooks:)`.
    /// - Returns: the exit code (0 success, 1 failure, 2 a file or the terminal could not be
    ///   used, 64 a usage error).
    public static func run(host: some TapeHost, terminal: @autoclosure () -> any Terminal,
                           hooks: TapeCommandLineHooks = TapeCommandLineHooks()) -> Int32 {
        let arguments = CommandLine.arguments
        // The executable's name is outside text too (a link can be called anything).
        let name = arguments.first.map { PrintableText.escaping(String($0.split(separator: "/").last ?? Substring($0))) } ?? "app"
        return run(host: host, name: name, arguments: Array(arguments.dropFirst()), terminal: terminal, hooks: hooks,
                   write: { print($0) }, writeError: printError)
    }

    /// Runs one command line and returns its exit code (for tests, and for executables with
    /// options of their own that hand the rest over).
    ///
    /// - Parameters:
    ///   - name: the executable's name, for messages.
    ///   - arguments: the arguments, without the executable's name.
    ///   - terminal: builds the real terminal (called only live or with `--tty`).
    ///   - write: standard output, one line per call.
    ///   - writeError: standard error, one line per call.
    public static func run(host: some TapeHost, name: String, arguments: [String], terminal: () -> any Terminal,
                           hooks: TapeCommandLineHooks = TapeCommandLineHooks(),
                           isTerminal: Bool = isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1,
                           write: @escaping @MainActor (String) -> Void,
                           writeError: @escaping @MainActor (String) -> Void) -> Int32 {
        switch plan(host: host, name: name, arguments: arguments, terminal: terminal, isTerminal: isTerminal,
                    write: write, writeError: writeError) {
        case .exit(let code):
            return code
        case .replay(let replay):
            return Application.runToCompletion { await replay.run() }
        case .live(let options):
            return live(host: host, name: name, options: options, terminal: terminal, hooks: hooks, write: write, writeError: writeError)
        }
    }

    /// `run(host:name:arguments:terminal:hooks:isTerminal:write:writeError:)` from `async`
    /// code (a test, an `async` main): tapes replay with `await`. A live session still needs a
    /// synchronous main (see `Application.run()`).
    public static func run(host: some TapeHost, name: String, arguments: [String], terminal: () -> any Terminal,
                           hooks: TapeCommandLineHooks = TapeCommandLineHooks(),
                           isTerminal: Bool = isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1,
                           write: @escaping @MainActor (String) -> Void,
                           writeError: @escaping @MainActor (String) -> Void) async -> Int32 {
        switch plan(host: host, name: name, arguments: arguments, terminal: terminal, isTerminal: isTerminal,
                    write: write, writeError: writeError) {
        case .exit(let code):
            return code
        case .replay(let replay):
            return await replay.run()
        case .live(let options):
            return live(host: host, name: name, options: options, terminal: terminal, hooks: hooks, write: write, writeError: writeError)
        }
    }

    /// What the arguments ask for.
    private enum Plan {
        /// Nothing more to do (help, a usage error): exit with this code.
        case exit(Int32)
        /// Replay tapes.
        case replay(Replay)
        /// Run the app in the terminal.
        case live(TapeCommandLineOptions)
    }

    /// A suite to replay, and the coverage to report after it.
    @MainActor
    private struct Replay {
        let suite: TapeSuiteRunner
        let coverage: (any TapeCoverage)?
        let coverageOptions: TapeCoverageOptions
        let paths: [String]
        let report: @MainActor (String) -> Void
        let write: @MainActor (String) -> Void

        func run() async -> Int32 {
            let code = await suite.run(paths: paths).exitCode
            guard let coverage else { return code }
            return coverageOptions.finish(coverage, suiteExitCode: code, write: report, writeGraph: write)
        }
    }

    private static func plan(host: some TapeHost, name: String, arguments: [String], terminal: () -> any Terminal,
                             isTerminal: Bool, write: @escaping @MainActor (String) -> Void,
                             writeError: @escaping @MainActor (String) -> Void) -> Plan {
        if let problem = TapeCommandLineOptions.declarationProblem(host.appOptions) {
            writeError("\(name): \(problem)")
            return .exit(1)
        }
        let options: TapeCommandLineOptions
        do {
            options = try TapeCommandLineOptions(arguments: arguments, options: host.appOptions)
        } catch {
            return .exit(usageError(error, name: name, writeError: writeError))
        }
        return plan(host: host, name: name, options: options, terminal: terminal, isTerminal: isTerminal,
                    write: write, writeError: writeError)
    }

    /// Writes a usage error as `name: problem; see name --help` and returns its exit code (64).
    package static func usageError(_ error: TapeCommandLineError, name: String, writeError: @MainActor (String) -> Void) -> Int32 {
        writeError("\(name): \(error); see \(name) --help")
        return 64
    }

    /// The error line for a `--route` that is not one of `routes`; nil when it is (or any goes).
    /// The one line for a terminal that would not start: without a terminal, where to run the
    /// app instead; with an unusable `TERM` or a failed set-up, the reason alone, which says what
    /// to do (advice about tapes would be wrong for, say, an SSH session with a bad `TERM`).
    package static func startProblem(_ error: any Error, name: String) -> String {
        guard case TerminalError.notATerminal = error else { return "\(name): \(error)" }
        return "\(name): \(error); run it in a terminal, or replay tapes headless with --replay FILE.tape"
    }

    package static func routeProblem(_ route: String?, routes: [String]?, name: String) -> String? {
        guard let route, let routes, !routes.contains(route) else { return nil }
        return "\(name): unknown route \(PrintableText.escaping(route)); use one of: \(routes.joined(separator: ", "))"
    }

    /// Replays the tapes of already parsed `options` (for an executable that parsed its own
    /// flags with `TapeCommandLineOptions(arguments:hostFlags:)` and runs live itself) and
    /// returns the exit code.
    package static func replay(host: some TapeHost, name: String, options: TapeCommandLineOptions,
                               terminal: () -> any Terminal, isTerminal: Bool,
                               write: @escaping @MainActor (String) -> Void,
                               writeError: @escaping @MainActor (String) -> Void) -> Int32 {
        switch plan(host: host, name: name, options: options, terminal: terminal, isTerminal: isTerminal,
                    write: write, writeError: writeError) {
        case .exit(let code): code
        case .replay(let replay): Application.runToCompletion { await replay.run() }
        case .live: usageError(TapeCommandLineError("--replay needs at least one FILE.tape"), name: name, writeError: writeError)
        }
    }

    private static func plan(host: some TapeHost, name: String, options: TapeCommandLineOptions, terminal: () -> any Terminal,
                             isTerminal: Bool, write: @escaping @MainActor (String) -> Void,
                             writeError: @escaping @MainActor (String) -> Void) -> Plan {
        if options.help {
            write(TapeCommandLineOptions.usage(name: name, routes: host.routes,
                                               hostFlags: host.appOptions.map(TapeCommandLineFlag.init(appOption:)),
                                               savesState: host.savesState))
            return .exit(0)
        }
        if let problem = routeProblem(options.route, routes: host.routes, name: name) {
            writeError(problem)
            return .exit(64)
        }
        if let problem = options.outputOptions.problem() {
            writeError("\(name): \(problem)")
            return .exit(2)
        }
        if options.servesSSH { return .exit(serveSSH(options: options, name: name, writeError: writeError)) }
        if options.servesWeb { return .exit(serveWeb(options: options, name: name, writeError: writeError)) }
        guard !options.replay.isEmpty else {
            guard isTerminal else {
                writeError("\(name): not a terminal; run it in a terminal, or replay tapes headless with --replay FILE.tape")
                return .exit(2)
            }
            return .live(options)
        }
        if options.tty, !isTerminal {
            writeError("\(name): --tty needs a terminal; leave it out to replay headless")
            return .exit(2)
        }
        let coverageOptions = options.coverageOptions
        var coverage: (any TapeCoverage)?
        if coverageOptions.isRequested {
            guard let coverageHost = host as? any TapeCoverageHost else {
                writeError("\(name): --coverage and --graph need a host that declares its navigation; conform it to NavigationTapeHost; see \(name) --help")
                return .exit(64)
            }
            coverage = coverageHost.makeCoverage()
        }
        var runner = TapeRunner(host: coverage ?? host, options: .init(updateSnapshots: options.updateSnapshots,
                                                                      outputs: options.outputOptions.outputs))
        if options.tty {
            let screen = terminal()
            let pace = options.pace ?? .milliseconds(120)
            runner.makeTerminal = { size in TTYReplayTerminal(screen: screen, size: size, delay: pace) }
        }
        // With --graph the graph owns standard output; the tape report goes to standard error.
        let report = coverageOptions.graph == nil ? write : writeError
        var suite = TapeSuiteRunner(runner: runner, write: report)
        suite.reportDirectory = options.outputOptions.report
        return .replay(Replay(suite: suite, coverage: coverage, coverageOptions: coverageOptions, paths: options.replay,
                              report: report, write: write))
    }

    /// The app in the terminal, with its cast when asked.
    private static func live(host: some TapeHost, name: String, options: TapeCommandLineOptions, terminal: () -> any Terminal,
                             hooks: TapeCommandLineHooks, write: @escaping @MainActor (String) -> Void,
                             writeError: @escaping @MainActor (String) -> Void) -> Int32 {
        var cast: CastTerminal?
        let code = runLive(host: host, name: name, options: options, terminal: {
            let screen = terminal()
            cast = options.outputOptions.cast.map { _ in CastTerminal(base: screen, title: name) }
            return cast ?? screen
        }, hooks: hooks, write: write, writeError: writeError)
        guard let cast, let path = options.outputOptions.cast else { return code }
        do {
            try FileSystem.write(bytes: cast.cast.bytes, toPath: path)
        } catch {
            writeError("\(name): \(error)")
            return code == 0 ? 1 : code
        }
        return code
    }

    private static func runLive(host: some TapeHost, name: String, options: TapeCommandLineOptions, terminal makeTerminal: () -> any Terminal,
                                hooks: TapeCommandLineHooks,
                                write: @MainActor (String) -> Void, writeError: @MainActor (String) -> Void) -> Int32 {
        // Every file is checked, and the state read, before the terminal is taken.
        for path in [options.record, options.saveState, options.outputOptions.cast].compactMap(\.self) {
            if let problem = FileSystem.writeProblem(atPath: path) {
                writeError("\(name): \(problem)")
                return 2
            }
        }
        let terminal = makeTerminal()
        // The app is built before the terminal is taken (nothing draws until it starts), so
        // what it cannot do is said on a normal screen.
        let session: any TapeSession
        do {
            session = try host.makeLiveSession(terminal: terminal, clock: SystemClock(), route: options.route,
                                               options: options.appOptions)
        } catch {
            writeError("\(name): could not start the app: \(error)")
            return 1
        }
        let savesState = host.savesState && session.saveState() != nil
        if options.saveState != nil, !savesState {
            writeError("\(name): this app does not save its state; --save-state and --restore need saveState() and restoreState(_:) in its TapeSession")
            return 64
        }
        var restoreProblems: [String] = []
        var savedState: String?
        if let restore = options.restore {
            if !savesState {
                // A saved position is a convenience, never a reason not to start.
                restoreProblems.append("this app does not save its state; --restore \(PrintableText.escaping(restore)) is ignored, starting fresh")
            } else {
                do throws(TapeFileError) {
                    savedState = try StateFile.read(atPath: restore)
                    if savedState == nil { restoreProblems.append("no state file \(PrintableText.escaping(restore)); starting fresh") }
                } catch {
                    restoreProblems.append("\(error); starting fresh")
                }
            }
        }
        do {
            try terminal.start()
        } catch {
            writeError(startProblem(error, name: name))
            return 2
        }
        defer { terminal.stop() }
        if let savedState, let restore = options.restore, let problem = session.restoreState(savedState) {
            restoreProblems.append("\(PrintableText.escaping(restore)): \(PrintableText.escaping(problem))")
        }
        hooks.willStart?(session)
        let recorder = options.record.map { _ in TapeRecorder(application: session.application, route: options.route) }
        recorder?.start()
        session.application.start()
        if let problem = restoreProblems.first { session.application.window.showStatus(problem) }
        for link in options.deeplinks {
            recorder?.recordDeeplink(link)
            session.openDeeplink(link)
        }
        session.application.settle()
        do {
            try session.application.run()
        } catch {
            terminal.stop()
            writeError("\(name): \(error)")
            return 1
        }
        terminal.stop()
        restoreProblems.forEach { writeError("\(name): \($0)") }
        hooks.didQuit?(session)
        if let path = options.saveState, let state = session.saveState() {
            do throws(TapeFileError) {
                try StateFile.write(state, toPath: path)
            } catch {
                writeError("\(name): \(error)")
                return 1
            }
        }
        if let recorder, let record = options.record {
            do throws(TapeFileError) {
                write(try recorder.finish(writingTo: record, name: name))
            } catch {
                writeError("\(name): \(error)")
                return 1
            }
        }
        // Ctrl+C sent as SIGINT: the app quit through its normal path (state saved, recording
        // written), and ends as a program interrupted by SIGINT does.
        return terminal.wasInterrupted ? interruptedExitCode : 0
    }

    /// The exit code of a program interrupted by SIGINT (Ctrl+C): 128 + 2.
    package static let interruptedExitCode: Int32 = 130

    /// Writes `message` and a newline to standard error, unbuffered.
    package static func printError(_ message: String) {
        let line = message + "\n"
        _ = line.withCString { write(STDERR_FILENO, $0, strlen($0)) }
    }
}
