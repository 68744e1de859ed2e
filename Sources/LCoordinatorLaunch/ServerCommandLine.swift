#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The command line an app writes for its server program (`ServerProgram`), read back by the
/// program: `PROGRAM --FLAG VALUE... --app-name NAME --app PATH -- SESSION-ARGUMENTS...`.
package struct ServerCommandLine {
    /// The program's own flags, each to its value.
    package var values: [String: String]
    /// What each session's process of the app runs with (after `--`).
    package var appArguments: [String]
    /// The app's name, for messages (the program's without `--app-name`).
    package var name: String
    /// The app's executable.
    package var app: String

    /// Reads `program`'s `arguments` (without its name); nil when they are not what an app
    /// writes: a flag outside `flags`, one without a value, or no `--app` or `serveFlag`.
    package init?(program: String, _ arguments: [String], flags: Set<String>, serveFlag: String) {
        let separator = arguments.firstIndex(of: "--") ?? arguments.endIndex
        let own = Array(arguments[..<separator])
        appArguments = separator < arguments.endIndex ? Array(arguments[arguments.index(after: separator)...]) : []
        values = [:]
        var index = 0
        while index + 1 < own.count {
            values[own[index]] = own[index + 1]
            index += 2
        }
        guard index == own.count, values.keys.allSatisfy(flags.union(["--app-name", "--app"]).contains),
              let app = values["--app"], values[serveFlag] != nil else { return nil }
        self.app = app
        name = values["--app-name"] ?? program
    }

    /// The whole seconds given to `flag`, from 1 to 3600 (`fallback` when not given).
    ///
    /// - Throws: `TapeCommandLineError` naming the flag and what it takes.
    package func seconds(_ flag: String, default fallback: Int) throws(TapeCommandLineError) -> Int {
        guard let text = values[flag] else { return fallback }
        guard let seconds = Int(text), (1...3_600).contains(seconds) else {
            throw TapeCommandLineError("\(flag) takes whole seconds from 1 to 3600")
        }
        return seconds
    }

    /// A server program's whole run: reads its arguments (64 and one line when they are not an
    /// app's), lets `configure` check the values and build the server (2 and one line naming
    /// the app when it throws), then returns what the server's run returns.
    ///
    /// - Parameters:
    ///   - program: the program's name (`lcssh`).
    ///   - serveFlag: the flag that serves (`--serve-ssh`), named in the usage line.
    ///   - flags: the program's own flags (each with a value), besides `--app-name` and `--app`.
    ///   - configure: checks the values; returns the server's run.
    package static func main(program: String, serveFlag: String, flags: Set<String>,
                             configure: (ServerCommandLine) throws(TapeCommandLineError) -> () -> Int32) -> Int32 {
        guard let command = ServerCommandLine(program: program, Array(CommandLine.arguments.dropFirst()), flags: flags,
                                              serveFlag: serveFlag) else {
            writeLine("\(program): run an app with \(serveFlag) ADDRESS:PORT instead (\(program) is the server it starts)", to: STDERR_FILENO)
            return 64
        }
        do {
            return try configure(command)()
        } catch {
            writeLine("\(command.name): \(error)", to: STDERR_FILENO)
            return 2
        }
    }

    /// Writes `line` to standard output (the server's start line).
    package static func writeOutput(_ line: String) { writeLine(line, to: STDOUT_FILENO) }

    /// Writes `line` to standard error.
    package static func writeError(_ line: String) { writeLine(line, to: STDERR_FILENO) }

    /// Writes `line` and a newline to `fd` at once (the start line reaches a log file unbuffered).
    package static func writeLine(_ line: String, to fd: Int32) {
        let bytes = Array((line + "\n").utf8)
        _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
    }
}
