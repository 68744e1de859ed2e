#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TerminalCore

/// What every session of one server shares: the configuration, the running sessions, and the
/// environment each app starts with.
final class SessionServer: Sendable {
    let configuration: SSHServerConfiguration
    let registry: SessionRegistry
    /// Where sessions are kept to resume, by their user's key (nil: no `--resume`).
    let resumes: ResumeStore?
    /// The server's own environment without the variables a session sets for itself.
    private let baseEnvironment: [String]

    init(configuration: SSHServerConfiguration, environment: [String], resumes: ResumeStore? = nil) {
        self.configuration = configuration
        self.resumes = resumes
        registry = SessionRegistry(limit: configuration.maxSessions)
        baseEnvironment = SessionEnvironment.withoutSessionVariables(environment)
    }

    /// A session's environment: the server's, with the client's `TERM` and who is connected
    /// (`SessionEnvironment`, which the app's `ConnectedUser` reads).
    func environment(term: String, user: String, fingerprint: String) -> [String] {
        baseEnvironment + ["TERM=\(term)"] + SessionEnvironment.identityEntries(user: user, fingerprint: fingerprint)
    }

    /// This process's environment as `NAME=VALUE` entries.
    static func processEnvironment() -> [String] {
        ProcessEnvironment.pairs
    }
}
