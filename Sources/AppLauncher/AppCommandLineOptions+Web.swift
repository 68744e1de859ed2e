import LCoordinatorLaunch
/// `--serve-web` and its flags on the shared command line (`--max-sessions` and
/// `--idle-timeout` are shared with `--serve-ssh`).
extension AppCommandLineOptions {
    /// The flags that belong to `--serve-web` alone (each takes a value).
    static let webFlags: Set<String> = ["--serve-web", "--web-token-file", "--tls-cert", "--tls-key"]

    /// Every server flag: kept out of each session's own arguments.
    static var serverFlags: Set<String> { sshFlags.union(webFlags) }

    /// Whether `--serve-web` was given: serve the app in a browser instead of running it here.
    public var servesWeb: Bool { sshValues["--serve-web"] != nil }

    /// The web server's options, checked.
    ///
    /// - Throws: `TapeCommandLineError`, one line naming the bad value (exit code 2).
    public func webServeOptions() throws(TapeCommandLineError) -> WebServeOptions? {
        try WebServeOptions(flags: sshValues)
    }

    /// Refuses `--web-token-file`, `--tls-cert` or `--tls-key` without `--serve-web`,
    /// `--serve-web` with `--serve-ssh` or the SSH server's own flags, with a replay, or with
    /// flags that every tab would share (one file written by many); then the SSH rules when
    /// `--serve-web` is not given.
    func validateServingEither(writing hostFilesGiven: [String]) throws(TapeCommandLineError) {
        guard servesWeb else {
            if let flag = ["--web-token-file", "--tls-cert", "--tls-key"].first(where: { sshValues[$0] != nil }) {
                throw TapeCommandLineError("\(flag) goes with --serve-web ADDRESS:PORT")
            }
            return try validateServing(writing: hostFilesGiven)
        }
        if servesSSH { throw TapeCommandLineError("--serve-web cannot be used with --serve-ssh; serve one way per process") }
        if let flag = ["--authorized-keys", "--host-key"].first(where: { sshValues[$0] != nil }) {
            throw TapeCommandLineError("\(flag) goes with --serve-ssh, not --serve-web")
        }
        if sshValues["--resume"] != nil {
            throw TapeCommandLineError("--resume goes with --serve-ssh; a browser tab resumes by default (--resume-window 0 turns it off)")
        }
        try refuseSharedWork(serving: "--serve-web", each: "tab", writing: hostFilesGiven)
    }

    /// `--serve-web`'s lines in `--help`.
    static let webUsageFlags: [TapeCommandLineFlag] = [
        .init("--serve-web", value: "ADDRESS:PORT", mode: .live, help: "serve the app in a browser instead: prints a URL with a secret token; each tab runs the app in a process of its own, with these options (URL#LINK opens a deep link)"),
        .init("--web-token-file", value: "FILE", mode: .live, help: "with --serve-web: the URL's token, read from FILE (mode 0600, not a link; created with a random one when missing)"),
        .init("--tls-cert", value: "FILE", mode: .live, help: "with --serve-web and --tls-key: serve HTTPS and WSS with this certificate chain (PEM); the URL starts https://"),
        .init("--tls-key", value: "FILE", mode: .live, help: "with --serve-web and --tls-cert: the certificate's private key (PEM, unencrypted; mode 0600, not a link, yours)"),
        .init("--resume-window", value: "SECONDS", mode: .live, help: "with --serve-web, or --serve-ssh --resume: a tab opened again in the same browser (or a user joining again with the same key) within SECONDS starts where the last one left off, in a fresh process of the app (default 600; 0: never, web only)"),
    ]

    /// `--serve-web`'s synopsis lines.
    static func webSynopsis(name: String) -> [String] {
        ["       \(name) --serve-web ADDRESS:PORT [--web-token-file FILE] [--resume-window SECONDS]",
         "                 [--tls-cert FILE --tls-key FILE] [--max-sessions N] [--idle-timeout SECONDS]",
         "                 [--route ROUTE] [--deeplink URL]..."]
    }
}
