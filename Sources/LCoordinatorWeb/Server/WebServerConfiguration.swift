/// What `WebServer` serves and how: the address, the token, the limits, the browser terminal's
/// files, TLS, and the app to run per tab (this program's own path with its start options).
public struct WebServerConfiguration: Hashable, Sendable {
    /// The address to listen on.
    public var address: String
    /// The port (0: any free one; the start line names it).
    public var port: Int
    /// `--web-token-file`: the file that holds the token (created with a random one, mode 0600,
    /// when missing); nil: a new random token each start.
    public var tokenFilePath: String?
    /// Sessions (tabs) at once; the next one is refused with one line.
    public var maxSessions: Int
    /// Seconds without input after which a session ends; nil: never.
    public var idleTimeout: Int?
    /// The app's name, for messages.
    public var appName: String
    /// The app's executable, run once per tab.
    public var appPath: String
    /// The app's start options, given to every session.
    public var appArguments: [String]
    /// The folder of the browser terminal's files (`webssh/static` of PyPI's webssh 1.6.3);
    /// nil: `web-client/webssh/static` beside the server program or up to three folders above.
    public var clientDirectory: String?
    /// Seconds a connection may stay open without becoming a session (page and assets are
    /// fetched within it); then it is closed, so idle connections cannot pile up.
    public var graceTime: Int
    /// `--resume-window`: seconds after a tab's last change within which the same browser's
    /// next tab starts where it left off (0: every tab starts fresh).
    public var resumeWindow: Int
    /// The private folder of the resumable states; nil: `lcoordinator/resume/APP/web` under
    /// `$XDG_STATE_HOME` (else `~/.local/state`).
    public var resumeDirectory: String?
    /// `--tls-cert`: the certificate chain (PEM) to serve HTTPS and WSS with; nil (and
    /// `tlsKeyPath` nil): plain HTTP.
    public var tlsCertificatePath: String?
    /// `--tls-key`: the certificate's private key (PEM): a regular file of this user's, not a
    /// link, readable by no one else.
    public var tlsKeyPath: String?

    /// Whether the server speaks TLS (HTTPS and WSS): both TLS files are named.
    public var servesTLS: Bool { tlsCertificatePath != nil && tlsKeyPath != nil }

    /// - Parameters: see the properties.
    public init(address: String, port: Int, tokenFilePath: String?, maxSessions: Int, idleTimeout: Int?,
                appName: String, appPath: String, appArguments: [String], clientDirectory: String? = nil,
                graceTime: Int = WebServerConfiguration.defaultGraceTime, resumeWindow: Int = 0, resumeDirectory: String? = nil,
                tlsCertificatePath: String? = nil, tlsKeyPath: String? = nil) {
        self.address = address
        self.port = port
        self.tokenFilePath = tokenFilePath
        self.maxSessions = maxSessions
        self.idleTimeout = idleTimeout
        self.appName = appName
        self.appPath = appPath
        self.appArguments = appArguments
        self.clientDirectory = clientDirectory
        self.graceTime = graceTime
        self.resumeWindow = resumeWindow
        self.resumeDirectory = resumeDirectory
        self.tlsCertificatePath = tlsCertificatePath
        self.tlsKeyPath = tlsKeyPath
    }

    /// The grace time unless one is given.
    public static let defaultGraceTime = 10
}
