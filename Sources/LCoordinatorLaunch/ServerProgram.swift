#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TerminalCore

/// How an app hands itself over to a server program (`lcssh`, `lcweb`): the program, beside the
/// app or named in an environment variable, replaces the app's process and runs the app once
/// per session with the session's arguments. The app never links the server (or NIO).
package enum ServerProgram {
    /// The server's command line: `program SERVER-ARGUMENTS --app-name NAME --app APP --
    /// SESSION-ARGUMENTS` (each session's process of the app runs with `SESSION-ARGUMENTS`).
    package static func arguments(server: String, serverArguments: [String], name: String, app: String,
                                  sessionArguments: [String]) -> [String] {
        [server] + serverArguments + ["--app-name", name, "--app", app, "--"] + sessionArguments
    }

    /// Replaces this process with the server `program` (beside this executable, or named by
    /// `variable`); returns 2 with one line when it cannot.
    @MainActor
    package static func exec(program: String, variable: String, flag: String, serverArguments: [String],
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
        let arguments = arguments(server: server, serverArguments: serverArguments, name: name, app: app,
                                  sessionArguments: sessionArguments)
        var pointers: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        execv(server, &pointers)
        let reason = String(cString: strerror(errno))
        pointers.forEach { free($0) }
        writeError("\(name): cannot start \(PrintableText.escaping(server)): \(reason)")
        return 2
    }

    /// This executable's absolute path (the target of /proc/self/exe).
    package static func ownExecutablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
