#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import AppLauncher
import LCoordinatorLaunch
import TerminalCore
import TerminalUI

/// `AppCommandLine` with the tape runner: the app live in a terminal, and `--record`,
/// `--replay`, `--update-snapshots`, `--tty`, `--cast`, `--screenshots`, `--report`, and
/// `--coverage`, `--graph` for a `NavigationTapeHost`. Everything else (`--route`,
/// `--save-state`, `--restore`, serving, the app's own options) is the launcher's, the same as
/// for an app that starts with `AppCommandLine`.
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
        AppCommandLine.run(host: host, terminal: terminal(), hooks: hooks, tapes: Tapes(host: host))
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
        AppCommandLine.run(host: host, name: name, arguments: arguments, terminal: terminal, hooks: hooks,
                           isTerminal: isTerminal, write: write, writeError: writeError, tapes: Tapes(host: host))
    }

    /// `run(host:name:arguments:terminal:hooks:isTerminal:write:writeError:)` from `async`
    /// code (a test, an `async` main): tapes replay with `await`. A live session still needs a
    /// synchronous main (see `Application.run()`).
    public static func run(host: some TapeHost, name: String, arguments: [String], terminal: () -> any Terminal,
                           hooks: TapeCommandLineHooks = TapeCommandLineHooks(),
                           isTerminal: Bool = isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1,
                           write: @escaping @MainActor (String) -> Void,
                           writeError: @escaping @MainActor (String) -> Void) async -> Int32 {
        let tapes = Tapes(host: host)
        switch AppCommandLine.plan(host: host, name: name, arguments: arguments, terminal: terminal, isTerminal: isTerminal,
                                   write: write, writeError: writeError, tapes: tapes) {
        case .exit(let code):
            return code
        case .replay(let replay):
            return await replay()
        case .live(let options):
            return AppCommandLine.live(host: host, name: name, options: options, terminal: terminal, hooks: hooks,
                                       write: write, writeError: writeError, tapes: tapes)
        }
    }

    /// Replays the tapes of already parsed `options` (for an executable that parsed its own
    /// flags with `TapeCommandLineOptions(arguments:hostFlags:)` and runs live itself) and
    /// returns the exit code.
    package static func replay(host: some TapeHost, name: String, options: TapeCommandLineOptions,
                               terminal: () -> any Terminal, isTerminal: Bool,
                               write: @escaping @MainActor (String) -> Void,
                               writeError: @escaping @MainActor (String) -> Void) -> Int32 {
        switch AppCommandLine.plan(host: host, name: name, options: options, terminal: terminal, isTerminal: isTerminal,
                                   write: write, writeError: writeError, tapes: Tapes(host: host)) {
        case .exit(let code): code
        case .replay(let replay): Application.runToCompletion { await replay() }
        case .live: AppCommandLine.usageError(TapeCommandLineError("--replay needs at least one FILE.tape"), name: name, writeError: writeError)
        }
    }
}

/// The launcher's options under the name the tape runner always gave them.
public typealias TapeCommandLineOptions = AppCommandLineOptions

/// The launcher's hooks under the name the tape runner always gave them.
public typealias TapeCommandLineHooks = AppCommandLineHooks
