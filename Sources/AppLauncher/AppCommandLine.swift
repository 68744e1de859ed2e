#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LCoordinatorLaunch
import TerminalCore
import TerminalUI

/// The one entry point that makes any `AppHost` a complete executable: the app live in a
/// terminal, with `--route`, `--deeplink`, `--save-state`, `--restore`, `--serve-ssh`,
/// `--serve-web` and the app's own options (`AppHost.appOptions`): listed by `--help`, checked
/// before anything starts, given to the live session and to every served session. Bad files
/// give one line and change nothing; without a terminal the app does not start.
///
/// It does not link the tape runner. An app that replays tapes starts with `TapeCommandLine`
/// (module Tape) instead: the same command line, with `--replay`, `--record`, `--cast` and the
/// rest of the tape flags.
///
/// ```swift
/// @main struct MyApp {
///     @MainActor static func main() {
///         AppCommandLine.main(host: MyHost(), terminal: NcursesTerminal())
///     }
/// }
/// ```
@MainActor
public enum AppCommandLine {
    /// Runs the command line in `CommandLine.arguments` and exits with its code.
    ///
    /// - Parameters:
    ///   - host: builds the app.
    ///   - terminal: the real terminal (`NcursesTerminal()`).
    ///   - hooks: what the app runs before a live session starts and after the user quit.
    public static func main(host: some AppHost, terminal: @autoclosure () -> any Terminal,
                            hooks: AppCommandLineHooks = AppCommandLineHooks()) -> Never {
        exit(run(host: host, terminal: terminal(), hooks: hooks))
    }

    /// Runs the command line in `CommandLine.arguments` and returns its exit code, for an
    /// executable that does more after it.
    ///
    /// - Parameters: see `main(host:terminal:hooks:)`.
    /// - Returns: the exit code (0 success, 1 the app failed, 2 a file or the terminal could not
    ///   be used, 64 a usage error, 130 interrupted by Ctrl+C).
    public static func run(host: some AppHost, terminal: @autoclosure () -> any Terminal,
                           hooks: AppCommandLineHooks = AppCommandLineHooks()) -> Int32 {
        run(host: host, terminal: terminal(), hooks: hooks, tapes: nil)
    }

    /// Runs one command line and returns its exit code (for tests, and for executables with
    /// options of their own that hand the rest over).
    ///
    /// - Parameters:
    ///   - name: the executable's name, for messages.
    ///   - arguments: the arguments, without the executable's name.
    ///   - terminal: builds the real terminal (called only for a live run).
    ///   - isTerminal: whether standard input and output are a terminal.
    ///   - write: standard output, one line per call.
    ///   - writeError: standard error, one line per call.
    public static func run(host: some AppHost, name: String, arguments: [String], terminal: () -> any Terminal,
                           hooks: AppCommandLineHooks = AppCommandLineHooks(),
                           isTerminal: Bool = isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1,
                           write: @escaping @MainActor (String) -> Void,
                           writeError: @escaping @MainActor (String) -> Void) -> Int32 {
        run(host: host, name: name, arguments: arguments, terminal: terminal, hooks: hooks, isTerminal: isTerminal,
            write: write, writeError: writeError, tapes: nil)
    }

    /// `run(host:terminal:hooks:)` with the tape runner's flags when `tapes` is given.
    package static func run(host: some AppHost, terminal: @autoclosure () -> any Terminal,
                            hooks: AppCommandLineHooks, tapes: (any CommandLineTapes)?) -> Int32 {
        let arguments = CommandLine.arguments
        // The executable's name is outside text too (a link can be called anything).
        let name = arguments.first.map { PrintableText.escaping(String($0.split(separator: "/").last ?? Substring($0))) } ?? "app"
        return run(host: host, name: name, arguments: Array(arguments.dropFirst()), terminal: terminal, hooks: hooks,
                   isTerminal: isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1,
                   write: { print($0) }, writeError: printError, tapes: tapes)
    }

    /// The synchronous run: a replay runs to completion on the main actor.
    package static func run(host: some AppHost, name: String, arguments: [String], terminal: () -> any Terminal,
                            hooks: AppCommandLineHooks, isTerminal: Bool,
                            write: @escaping @MainActor (String) -> Void,
                            writeError: @escaping @MainActor (String) -> Void,
                            tapes: (any CommandLineTapes)?) -> Int32 {
        switch plan(host: host, name: name, arguments: arguments, terminal: terminal, isTerminal: isTerminal,
                    write: write, writeError: writeError, tapes: tapes) {
        case .exit(let code):
            return code
        case .replay(let replay):
            return Application.runToCompletion { await replay() }
        case .live(let options):
            return live(host: host, name: name, options: options, terminal: terminal, hooks: hooks,
                        write: write, writeError: writeError, tapes: tapes)
        }
    }

    /// What the arguments ask for.
    package enum Plan {
        /// Nothing more to do (help, a usage error): exit with this code.
        case exit(Int32)
        /// Replay tapes, returning the exit code.
        case replay(@MainActor () async -> Int32)
        /// Run the app in the terminal.
        case live(AppCommandLineOptions)
    }

    /// Parses and checks `arguments`: what to do, or the exit code after `--help` or one line.
    package static func plan(host: some AppHost, name: String, arguments: [String], terminal: () -> any Terminal,
                             isTerminal: Bool, write: @escaping @MainActor (String) -> Void,
                             writeError: @escaping @MainActor (String) -> Void,
                             tapes: (any CommandLineTapes)?) -> Plan {
        if let problem = AppCommandLineOptions.declarationProblem(host.appOptions) {
            writeError("\(name): \(problem)")
            return .exit(1)
        }
        let options: AppCommandLineOptions
        do {
            options = try AppCommandLineOptions(arguments: arguments, hostFlags: host.appOptions.map(TapeCommandLineFlag.init(appOption:)),
                                                tapes: tapes != nil)
        } catch {
            return .exit(usageError(error, name: name, writeError: writeError))
        }
        return plan(host: host, name: name, options: options, terminal: terminal, isTerminal: isTerminal,
                    write: write, writeError: writeError, tapes: tapes)
    }

    /// Checks already parsed `options`: what to do, or the exit code after `--help` or one line.
    package static func plan(host: some AppHost, name: String, options: AppCommandLineOptions, terminal: () -> any Terminal,
                             isTerminal: Bool, write: @escaping @MainActor (String) -> Void,
                             writeError: @escaping @MainActor (String) -> Void,
                             tapes: (any CommandLineTapes)?) -> Plan {
        if options.help {
            write(AppCommandLineOptions.usage(name: name, routes: host.routes,
                                              hostFlags: host.appOptions.map(TapeCommandLineFlag.init(appOption:)),
                                              savesState: host.savesState, tapes: tapes != nil))
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
        guard let tapes, !options.replay.isEmpty else {
            guard isTerminal else {
                writeError("\(name): not a terminal; run it in a terminal" + (tapes == nil ? "" : ", or replay tapes headless with --replay FILE.tape"))
                return .exit(2)
            }
            return .live(options)
        }
        return tapes.replay(options: options, name: name, terminal: terminal, isTerminal: isTerminal,
                            write: write, writeError: writeError)
    }

    /// Writes a usage error as `name: problem; see name --help` and returns its exit code (64).
    package static func usageError(_ error: TapeCommandLineError, name: String, writeError: @MainActor (String) -> Void) -> Int32 {
        writeError("\(name): \(error); see \(name) --help")
        return 64
    }

    /// The one line for a terminal that would not start: without a terminal, where to run the
    /// app instead; with an unusable `TERM` or a failed set-up, the reason alone, which says what
    /// to do (advice about tapes would be wrong for, say, an SSH session with a bad `TERM`).
    package static func startProblem(_ error: any Error, name: String, tapes: Bool = true) -> String {
        guard case TerminalError.notATerminal = error else { return "\(name): \(error)" }
        return "\(name): \(error); run it in a terminal" + (tapes ? ", or replay tapes headless with --replay FILE.tape" : "")
    }

    /// The error line for a `--route` that is not one of `routes`; nil when it is (or any goes).
    package static func routeProblem(_ route: String?, routes: [String]?, name: String) -> String? {
        guard let route, let routes, !routes.contains(route) else { return nil }
        return "\(name): unknown route \(PrintableText.escaping(route)); use one of: \(routes.joined(separator: ", "))"
    }

    /// The exit code of a program interrupted by SIGINT (Ctrl+C): 128 + 2.
    package static let interruptedExitCode: Int32 = 130

    /// Writes `message` and a newline to standard error, unbuffered.
    package static func printError(_ message: String) {
        let line = message + "\n"
        _ = line.withCString { write(STDERR_FILENO, $0, strlen($0)) }
    }
}
