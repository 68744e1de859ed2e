#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TerminalCore

/// `--serve-ssh`: the app hands itself over to the `lcssh` server program, which listens and
/// runs this executable once per session, on the session's own pseudo terminal. The app never
/// links the server (or NIO); a session is an ordinary live run of the app.
extension TapeCommandLine {
    /// The environment variable that names the server program (default: `lcssh` beside the app).
    public static let sshServerVariable = "LCOORDINATOR_SSH_SERVER"

    /// Replaces this process with the SSH server for `options` (which has `--serve-ssh`); returns
    /// an exit code only when it could not: 2 and one line when a value is bad or the server
    /// program is missing. Nothing is started then.
    ///
    /// - Parameters:
    ///   - options: the parsed command line; every other live option applies to each session.
    ///   - name: the executable's name, for messages.
    ///   - writeError: standard error, one line per call.
    /// - Returns: the exit code (only on failure).
    public static func serveSSH(options: TapeCommandLineOptions, name: String, writeError: @MainActor (String) -> Void) -> Int32 {
        let serve: SSHServeOptions
        do {
            guard let checked = try options.sshServeOptions() else { return 64 }
            serve = checked
        } catch {
            writeError("\(name): \(error)")
            return 2
        }
        guard let app = executablePath() else {
            writeError("\(name): cannot find this program's own path (/proc/self/exe) to run it per session")
            return 2
        }
        let server = getenv(sshServerVariable).map { String(cString: $0) } ?? directory(of: app) + "/lcssh"
        guard access(server, X_OK) == 0 else {
            writeError("\(name): --serve-ssh needs the lcssh server program at \(PrintableText.escaping(server)); build it (swift build --product lcssh) or name it in \(sshServerVariable)")
            return 2
        }
        let arguments = [server] + serve.arguments + ["--app-name", name, "--app", app, "--"] + options.sshSessionArguments
        var pointers: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        execv(server, &pointers)
        let reason = String(cString: strerror(errno))
        pointers.forEach { free($0) }
        writeError("\(name): cannot start \(PrintableText.escaping(server)): \(reason)")
        return 2
    }

    /// This executable's absolute path (the target of /proc/self/exe).
    private static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
