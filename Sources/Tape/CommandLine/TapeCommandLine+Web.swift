import LCoordinatorLaunch

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
        return ServerProgram.exec(program: "lcweb", variable: webServerVariable, flag: "--serve-web", serverArguments: serve.arguments,
                                  sessionArguments: options.sshSessionArguments, name: name, writeError: writeError)
    }
}
