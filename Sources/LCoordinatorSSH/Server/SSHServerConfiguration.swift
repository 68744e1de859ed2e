import LCoordinatorServing

/// What `SSHServer` serves and how: the address, the keys, the limits, and the app to run per
/// session (this program's own path with its start options).
public struct SSHServerConfiguration: Hashable, Sendable {
    /// The address to listen on.
    public var address: String
    /// The port (0: any free one; the start line names it).
    public var port: Int
    /// The host key's file (created with mode 0600 when missing).
    public var hostKeyPath: String
    /// The authorized_keys file; nil lets anyone in.
    public var authorizedKeysPath: String?
    /// Sessions at once; the next one is refused with one line.
    public var maxSessions: Int
    /// Seconds without input after which a session ends; nil: never.
    public var idleTimeout: Int?
    /// The app's name, for messages.
    public var appName: String
    /// The app's executable, run once per session.
    public var appPath: String
    /// The app's start options, given to every session.
    public var appArguments: [String]
    /// Seconds a connection may take to sign in; then it is closed (as sshd's `LoginGraceTime`),
    /// so connections that never authenticate cannot pile up.
    public var loginGraceTime: Int
    /// `--resume --resume-window SECONDS`: a user who joins again with the same key within this
    /// many seconds of their last session's last change gets its screen back (0: never).
    public var resumeWindow: Int
    /// The private folder of the resumable states; nil: `lcoordinator/resume/APP/ssh` under
    /// `$XDG_STATE_HOME` (else `~/.local/state`).
    public var resumeDirectory: String?

    /// - Parameters: see the properties.
    public init(address: String, port: Int, hostKeyPath: String, authorizedKeysPath: String?, maxSessions: Int,
                idleTimeout: Int?, appName: String, appPath: String, appArguments: [String],
                loginGraceTime: Int = SSHServerConfiguration.defaultLoginGraceTime, resumeWindow: Int = 0,
                resumeDirectory: String? = nil) {
        self.address = address
        self.port = port
        self.hostKeyPath = hostKeyPath
        self.authorizedKeysPath = authorizedKeysPath
        self.maxSessions = maxSessions
        self.idleTimeout = idleTimeout
        self.appName = appName
        self.appPath = appPath
        self.appArguments = appArguments
        self.loginGraceTime = loginGraceTime
        self.resumeWindow = resumeWindow
        self.resumeDirectory = resumeDirectory
    }

    /// The login grace time unless one is given: two minutes, as sshd's.
    public static let defaultLoginGraceTime = 120

    /// The widest and tallest window a session gets; larger sizes from a client are clamped.
    public static let maximumWindowSide = PseudoTerminalProcess.maximumSide
}
