#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TerminalCore

/// `--serve-web`: the app hands itself over to the `lcweb` server program, which listens and
/// runs this executable once per browser tab, on the tab's own pseudo terminal. The app never
/// links the server (or NIO); a session is an ordinary live run of the app.
extension TapeCommandLine {
    /// The environment variable that names the server program (default: `lcweb` beside the app).
    public static let webServerVariable = "LCOORDINATOR_WEB_SERVER"

    /// Replaces this process with the web server for `options` (which has `--serve-web`);
    /// returns an exit code only when it could not: 2 and one line when a value is bad or the
    /// server program is missing. Nothing is started then.
    ///
    /// - Parameters:
    ///   - options: the parsed command line; every other live option applies to each session.
    ///   - name: the executable's name, for messages.
    ///   - writeError: standard error, one line per call.
    /// - Returns: the exit code (only on failure).
    public static func serveWeb(options: TapeCommandLineOptions, name: String, writeError: @MainActor (String) -> Void) -> Int32 {
        let serve: WebServeOptions
        do {
            guard let checked = try options.webServeOptions() else { return 64 }
            serve = checked
        } catch {
            writeError("\(name): \(error)")
            return 2
        }
        return execServer(program: "lcweb", variable: webServerVariable, flag: "--serve-web", serverArguments: serve.arguments,
                          sessionArguments: options.sshSessionArguments, name: name, writeError: writeError)
    }
}

extension TapeCommandLine {
    /// Replaces this process with the server `program` (beside this executable, or named by
    /// `variable`) run as `program SERVER-ARGUMENTS --app-name NAME --app THIS -- SESSION-ARGUMENTS`;
    /// returns 2 with one line when it cannot.
    static func execServer(program: String, variable: String, flag: String, serverArguments: [String],
                           sessionArguments: [String], name: String, writeError: @MainActor (String) -> Void) -> Int32 {
        guard let app = ownExecutablePath() else {
            writeError("\(name): cannot find this program's own path (/proc/self/exe) to run it per session")
            return 2
        }
        let folder = app.lastIndex(of: "/").map { $0 == app.startIndex ? "/" : String(app[..<$0]) } ?? "."
        let server = getenv(variable).map { String(cString: $0) } ?? folder + "/" + program
        guard access(server, X_OK) == 0 else {
            writeError("\(name): \(flag) needs the \(program) server program at \(PrintableText.escaping(server)); build it (swift build --product \(program)) or name it in \(variable)")
            return 2
        }
        let arguments = [server] + serverArguments + ["--app-name", name, "--app", app, "--"] + sessionArguments
        var pointers: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        execv(server, &pointers)
        let reason = String(cString: strerror(errno))
        pointers.forEach { free($0) }
        writeError("\(name): cannot start \(PrintableText.escaping(server)): \(reason)")
        return 2
    }

    /// This executable's absolute path (the target of /proc/self/exe).
    private static func ownExecutablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
