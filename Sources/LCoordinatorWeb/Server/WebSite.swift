import LCoordinatorServing
import NIOHTTP1
import NIOSSL
import TerminalCore

/// What every connection of one server shares: the configuration, the token, the files, TLS,
/// the running sessions, the gate for connections not yet in a session, and each app's
/// environment.
final class WebSite: Sendable {
    let configuration: WebServerConfiguration
    let token: WebToken
    let client: WebClient
    let registry: ServedSessions.Registry
    let gate: ServedSessions.Gate
    /// Where tabs are kept to resume (nil: `--resume-window 0`).
    let resumes: ResumeStore?
    /// The TLS context every connection's handshake uses (nil: plain HTTP).
    let tls: NIOSSLContext?
    private let baseEnvironment: [String]

    init(configuration: WebServerConfiguration, token: WebToken, client: WebClient, environment: [String],
         resumes: ResumeStore? = nil, tls: NIOSSLContext? = nil) {
        self.configuration = configuration
        self.tls = tls
        self.token = token
        self.client = client
        self.resumes = resumes
        registry = ServedSessions.Registry(limit: configuration.maxSessions)
        gate = ServedSessions.Gate(maxSessions: configuration.maxSessions)
        // The variables a session sets (`SessionEnvironment`): the server's own are dropped.
        baseEnvironment = SessionEnvironment.withoutSessionVariables(environment)
    }

    /// A session's environment: the server's, with xterm.js's terminal type.
    var sessionEnvironment: [String] {
        baseEnvironment + ["TERM=xterm-256color"]
    }

    /// Whether the pages are served over TLS.
    var isSecure: Bool { tls != nil }

    /// The URL scheme of the pages: `https` with TLS.
    var scheme: String { isSecure ? "https" : "http" }

    /// Why the WebSocket upgrade `head` is refused (status and line), or nil to upgrade it. The
    /// `Origin` must be the page's own: this server's scheme and the request's `Host`.
    func upgradeRefusal(_ head: HTTPRequestHead) -> (HTTPResponseStatus, String)? {
        let request = WebRequest(target: head.uri)
        guard request.path == "/ws" else { return (.notFound, "no such page") }
        guard token.matches(request.query["token"].map { Substring($0) }) else { return (.forbidden, Self.forbidden) }
        let hosts = head.headers["Host"]
        let origins = head.headers["Origin"]
        guard hosts.count == 1, origins.count == 1, let host = hosts.first, let origin = origins.first,
              origin == scheme + "://" + host else {
            return (.forbidden, "refused: the WebSocket's Origin is not this server's page")
        }
        guard registry.count < registry.limit else {
            return (.serviceUnavailable, "\(configuration.appName): the server is full (\(registry.limit) sessions); try again later")
        }
        return nil
    }

    /// The `Strict-Transport-Security` value for a page asked of `host` (HSTS: the browser
    /// then uses https for that name, for a year), or nil: only over TLS, and not for
    /// `localhost`, whose other servers on other ports the browser would then ask for https too
    /// (browsers ignore it for an IP address).
    func transportSecurity(host: String?) -> String? {
        guard isSecure else { return nil }
        var name = (host ?? "").lowercased()
        if name.hasPrefix("[") { return nil }
        if let colon = name.lastIndex(of: ":") { name = String(name[..<colon]) }
        if name == "localhost" || name.hasSuffix(".localhost") { return nil }
        return "max-age=31536000"
    }

    /// The line of every 403 answer.
    static let forbidden = "403 Forbidden: open the link with the token that the server printed at start"
}
