import LCoordinatorLaunch

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
        return ServerProgram.exec(program: "lcssh", variable: sshServerVariable, flag: "--serve-ssh", serverArguments: serve.arguments,
                                  sessionArguments: options.sshSessionArguments, name: name, writeError: writeError)
    }
}
