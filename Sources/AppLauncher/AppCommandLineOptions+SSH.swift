import LCoordinatorLaunch
/// `--serve-ssh` and its flags on the shared command line.
extension AppCommandLineOptions {
    /// The flags that belong to `--serve-ssh` (each takes a value).
    static let sshFlags: Set<String> = ["--serve-ssh", "--host-key", "--authorized-keys", "--max-sessions", "--idle-timeout",
                                        "--resume", "--resume-window"]

    /// Whether `--serve-ssh` was given: serve the app over SSH instead of running it here.
    public var servesSSH: Bool { sshValues["--serve-ssh"] != nil }

    /// The server's options, checked.
    ///
    /// - Throws: `TapeCommandLineError`, one line naming the bad value (exit code 2).
    public func sshServeOptions() throws(TapeCommandLineError) -> SSHServeOptions? {
        guard let listen = sshValues["--serve-ssh"] else { return nil }
        return try SSHServeOptions(listen: listen, hostKey: sshValues["--host-key"], authorizedKeys: sshValues["--authorized-keys"],
                                   maxSessions: sshValues["--max-sessions"], idleTimeout: sshValues["--idle-timeout"],
                                   resume: sshValues["--resume"] != nil, resumeWindow: sshValues["--resume-window"])
    }

    /// Refuses the server's flags without `--serve-ssh`, and `--serve-ssh` with flags that
    /// every session would share (one file written by many: the shared ones, and the
    /// executable's own flags in `hostFilesGiven`) or with a replay.
    func validateServing(writing hostFilesGiven: [String] = []) throws(TapeCommandLineError) {
        guard servesSSH else {
            if sshValues["--resume-window"] != nil { throw TapeCommandLineError("--resume-window goes with --serve-web, or --serve-ssh with --resume") }
            if let flag = Self.sshFlags.sorted().first(where: { sshValues[$0] != nil }) {
                throw TapeCommandLineError("\(flag) goes with --serve-ssh ADDRESS:PORT")
            }
            return
        }
        try refuseSharedWork(serving: "--serve-ssh", each: "session", writing: hostFilesGiven)
    }

    /// Refuses serving (`flag`) with a replay, or with flags whose file every `each` (session,
    /// tab) would write: the shared ones and the executable's own in `hostFilesGiven`.
    func refuseSharedWork(serving flag: String, each: String, writing hostFilesGiven: [String]) throws(TapeCommandLineError) {
        if !replay.isEmpty { throw TapeCommandLineError("\(flag) cannot be used with --replay; serve the app live") }
        var shared: [String] = []
        if record != nil { shared.append("--record") }
        if saveState != nil { shared.append("--save-state") }
        if outputOptions.cast != nil { shared.append("--cast") }
        shared += hostFilesGiven
        if !shared.isEmpty {
            throw TapeCommandLineError("\(flag) cannot be used with \(shared.joined(separator: ", ")): every \(each) would write the same file")
        }
    }
}
