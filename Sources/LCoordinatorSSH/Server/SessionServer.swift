#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What every session of one server shares: the configuration, the running sessions, and the
/// environment each app starts with.
final class SessionServer: Sendable {
    let configuration: SSHServerConfiguration
    let registry: SessionRegistry
    /// The server's own environment without the variables a session sets for itself.
    private let baseEnvironment: [String]

    /// The variables a session sets (and the server's own are dropped).
    static let sessionVariables: Set<String> = ["TERM", "COLUMNS", "LINES", "LCOORDINATOR_SSH_USER",
                                                "LCOORDINATOR_SSH_KEY_FINGERPRINT", "TMUX", "TMUX_PANE", "STY"]

    init(configuration: SSHServerConfiguration, environment: [String]) {
        self.configuration = configuration
        registry = SessionRegistry(limit: configuration.maxSessions)
        baseEnvironment = environment.filter { entry in
            !Self.sessionVariables.contains(String(entry.prefix(while: { $0 != "=" })))
        }
    }

    /// A session's environment: the server's, with the client's `TERM` and who is connected.
    func environment(term: String, user: String, fingerprint: String) -> [String] {
        baseEnvironment + ["TERM=\(term)", "LCOORDINATOR_SSH_USER=\(user)", "LCOORDINATOR_SSH_KEY_FINGERPRINT=\(fingerprint)"]
    }

    /// This process's environment as `NAME=VALUE` entries.
    static func processEnvironment() -> [String] {
        ProcessEnvironment.pairs
    }
}
