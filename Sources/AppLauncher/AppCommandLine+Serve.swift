import LCoordinatorLaunch

/// `--serve-ssh` and `--serve-web`: the app hands itself over to a server program (`lcssh`,
/// `lcweb`), which listens and runs this executable once per session (an SSH connection, a
/// browser tab), on the session's own pseudo terminal. The app never links the server (or NIO);
/// a session is an ordinary live run of the app, with the app's other options (its own too).
extension AppCommandLine {
    /// The environment variable that names the SSH server program (default: `lcssh` beside the app).
    public static let sshServerVariable = "LCOORDINATOR_SSH_SERVER"
    /// The environment variable that names the web server program (default: `lcweb` beside the app).
    public static let webServerVariable = "LCOORDINATOR_WEB_SERVER"

    /// Replaces this process with the SSH server for `options` (which has `--serve-ssh`); returns
    /// an exit code only when it could not: 2 and one line when a value is bad or the server
    /// program is missing. Nothing is started then.
    ///
    /// - Parameters:
    ///   - options: the parsed command line; every other live option applies to each session.
    ///   - name: the executable's name, for messages.
    ///   - writeError: standard error, one line per call.
    /// - Returns: the exit code (only on failure).
    public static func serveSSH(options: AppCommandLineOptions, name: String, writeError: @MainActor (String) -> Void) -> Int32 {
        serve(program: "lcssh", variable: sshServerVariable, flag: "--serve-ssh", options: options, name: name,
              writeError: writeError) { () throws(TapeCommandLineError) in try options.sshServeOptions()?.arguments }
    }

    /// Replaces this process with the web server for `options` (which has `--serve-web`);
    /// returns an exit code only when it could not: 2 and one line when a value is bad or the
    /// server program is missing. Nothing is started then.
    ///
    /// - Parameters: see `serveSSH(options:name:writeError:)`.
    /// - Returns: the exit code (only on failure).
    public static func serveWeb(options: AppCommandLineOptions, name: String, writeError: @MainActor (String) -> Void) -> Int32 {
        serve(program: "lcweb", variable: webServerVariable, flag: "--serve-web", options: options, name: name,
              writeError: writeError) { () throws(TapeCommandLineError) in try options.webServeOptions()?.arguments }
    }

    /// Checks the server's values (`serverArguments`: nil when the flag was not given, 64) and
    /// execs `program` with them and the session's arguments.
    private static func serve(program: String, variable: String, flag: String, options: AppCommandLineOptions, name: String,
                              writeError: @MainActor (String) -> Void,
                              serverArguments: () throws(TapeCommandLineError) -> [String]?) -> Int32 {
        let arguments: [String]
        do {
            guard let checked = try serverArguments() else { return 64 }
            arguments = checked
        } catch {
            writeError("\(name): \(error)")
            return 2
        }
        return ServerProgram.exec(program: program, variable: variable, flag: flag, serverArguments: arguments,
                                  sessionArguments: options.sshSessionArguments, name: name, writeError: writeError)
    }
}
