import LCoordinatorServing
import NIOHTTP1
import TerminalCore

/// What every connection of one server shares: the configuration, the token, the files, the
/// running sessions, the gate for connections not yet in a session, and each app's environment.
final class WebSite: Sendable {
    let configuration: WebServerConfiguration
    let token: WebToken
    let client: WebClient
    let registry: ServedSessions.Registry
    let gate: ServedSessions.Gate
    /// Where tabs are kept to resume (nil: `--resume-window 0`).
    let resumes: ResumeStore?
    private let baseEnvironment: [String]

    init(configuration: WebServerConfiguration, token: WebToken, client: WebClient, environment: [String],
         resumes: ResumeStore? = nil) {
        self.configuration = configuration
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

    /// Why the WebSocket upgrade `head` is refused (status and line), or nil to upgrade it.
    func upgradeRefusal(_ head: HTTPRequestHead, secure: Bool = false) -> (HTTPResponseStatus, String)? {
        let request = WebRequest(target: head.uri)
        guard request.path == "/ws" else { return (.notFound, "no such page") }
        guard token.matches(request.query["token"].map { Substring($0) }) else { return (.forbidden, Self.forbidden) }
        let hosts = head.headers["Host"]
        let origins = head.headers["Origin"]
        guard hosts.count == 1, origins.count == 1, let host = hosts.first, let origin = origins.first,
              origin == (secure ? "https://" : "http://") + host else {
            return (.forbidden, "refused: the WebSocket's Origin is not this server's page")
        }
        guard registry.count < registry.limit else {
            return (.serviceUnavailable, "\(configuration.appName): the server is full (\(registry.limit) sessions); try again later")
        }
        return nil
    }

    /// The line of every 403 answer.
    static let forbidden = "403 Forbidden: open the link with the token that the server printed at start"
}
