#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TerminalCore
import TerminalUI

/// The one entry point that makes any `TapeHost` a complete executable: the app live in a
/// real terminal, `--record`, `--replay`, `--update-snapshots`, `--tty` (`--pace`), `--cast`,
/// `--screenshots`, `--report`, and for a
/// host that declares its navigation (`NavigationTapeHost`) `--coverage`, `--coverage-min` and
/// `--graph`.
///
/// ```swift
/// import LCoordinator
/// import NcursesTerminal
/// import Tape
///
/// @main
/// struct MyApp {
///     @MainActor static func main() {
///         TapeCommandLine.main(host: MyTapeHost(), terminal: NcursesTerminal())
///     }
/// }
/// ```
///
/// Without a terminal (standard input or output redirected) the live app does not start: it
/// says so and exits with 2, instead of drawing one frame nowhere and returning.
@MainActor
public enum TapeCommandLine {
    /// Runs the command line in `CommandLine.arguments` and exits with its code.
    ///
    /// - Parameters:
    ///   - host: builds the app (live, and for each tape).
    ///   - terminal: the real terminal (`NcursesTerminal()`), used live and by `--tty`.
    public static func main(host: some TapeHost, terminal: @autoclosure () -> any Terminal) -> Never {
        let arguments = CommandLine.arguments
        let name = arguments.first.map { String($0.split(separator: "/").last ?? Substring($0)) } ?? "app"
        let code = run(host: host, name: name, arguments: Array(arguments.dropFirst()), terminal: terminal,
                       write: { print($0) }, writeError: printError)
        exit(code)
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
                           isTerminal: Bool = isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1,
                           write: @escaping @MainActor (String) -> Void,
                           writeError: @escaping @MainActor (String) -> Void) -> Int32 {
        let options: TapeCommandLineOptions
        do {
            options = try TapeCommandLineOptions(arguments: arguments)
        } catch {
            writeError("\(name): \(error); see \(name) --help")
            return 64
        }
        if options.help {
            write(TapeCommandLineOptions.usage(name: name, routes: host.routes))
            return 0
        }
        if let route = options.route, let routes = host.routes, !routes.contains(route) {
            writeError("\(name): unknown route \(TapeSyntax.printable(route)); use one of: \(routes.joined(separator: ", "))")
            return 64
        }
        if let problem = options.outputOptions.problem() {
            writeError("\(name): \(problem)")
            return 2
        }
        if !options.replay.isEmpty {
            if options.tty, !isTerminal {
                writeError("\(name): --tty needs a terminal; leave it out to replay headless")
                return 2
            }
            let coverageOptions = options.coverageOptions
            var coverage: (any TapeCoverage)?
            if coverageOptions.isRequested {
                guard let coverageHost = host as? any TapeCoverageHost else {
                    writeError("\(name): --coverage and --graph need a host that declares its navigation; conform it to NavigationTapeHost; see \(name) --help")
                    return 64
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
            let code = suite.run(paths: options.replay).exitCode
            guard let coverage else { return code }
            return coverageOptions.finish(coverage, suiteExitCode: code, write: report, writeGraph: write)
        }
        guard isTerminal else {
            writeError("\(name): not a terminal; run it in a terminal, or replay tapes headless with --replay FILE.tape")
            return 2
        }
        let screen = terminal()
        let cast = options.outputOptions.cast.map { _ in CastTerminal(base: screen, title: name) }
        let code = runLive(host: host, name: name, options: options, terminal: cast ?? screen, write: write, writeError: writeError)
        guard let cast, let path = options.outputOptions.cast else { return code }
        do {
            try FileSystem.write(bytes: cast.cast.bytes, toPath: path)
        } catch {
            writeError("\(name): \(error)")
            return code == 0 ? 1 : code
        }
        return code

    }

    private static func runLive(host: some TapeHost, name: String, options: TapeCommandLineOptions, terminal: any Terminal,
                                write: @MainActor (String) -> Void, writeError: @MainActor (String) -> Void) -> Int32 {
        if let record = options.record, !canWrite(record) {
            writeError("\(name): cannot write the tape \(TapeSyntax.printable(record)): \(String(cString: strerror(errno)))")
            return 2
        }
        do {
            try terminal.start()
        } catch {
            writeError("\(name): \(error); run it in a terminal, or replay tapes headless with --replay FILE.tape")
            return 2
        }
        defer { terminal.stop() }
        let session: any TapeSession
        do {
            session = try host.makeSession(terminal: terminal, clock: SystemClock(), route: options.route)
        } catch {
            terminal.stop()
            writeError("\(name): could not start the app: \(error)")
            return 1
        }
        let recorder = options.record.map { _ in TapeRecorder(application: session.application, route: options.route) }
        recorder?.start()
        session.application.start()
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
        if let recorder, let record = options.record {
            recorder.stop()
            do {
                try recorder.write(toFile: record, header: ["Recorded by \(name) --record"])
            } catch {
                writeError("\(name): \(error)")
                return 1
            }
            write("Recorded \(recorder.inputs.count) inputs to \(TapeSyntax.printable(record)); replay with: \(name) --replay \(TapeSyntax.printable(record))")
        }
        return 0
    }

    /// Whether `path` can be written (created or appended to), leaving no file behind when it
    /// did not exist — checked before a session so a long recording is never lost at the end.
    nonisolated package static func canWrite(_ path: String) -> Bool {
        let existed = access(path, F_OK) == 0
        guard let file = fopen(path, "a") else { return false }
        fclose(file)
        if !existed { unlink(path) }
        return true
    }

    private static func printError(_ message: String) {
        let line = message + "\n"
        _ = line.withCString { write(STDERR_FILENO, $0, strlen($0)) }
    }
}
