@testable import LCoordinatorSSH
import TerminalCore
import TerminalUI
import Testing

/// The session's environment is one contract (`SessionEnvironment`): what the SSH server sets
/// is what the app's `ConnectedUser` reads, and the server's own values never reach a session.
@Suite struct SessionEnvironmentTests {
    @Test func whatTheServerSetsIsWhatTheAppReads() throws {
        let configuration = SSHServerConfiguration(address: "127.0.0.1", port: 0, hostKeyPath: "k", authorizedKeysPath: nil, maxSessions: 1,
                                                   idleTimeout: nil, appName: "app", appPath: "/bin/app", appArguments: [])
        let inherited = ["HOME=/root", "LCOORDINATOR_SSH_USER=operator", "LCOORDINATOR_SSH_KEY_FINGERPRINT=SHA256:op", "COLORTERM=truecolor",
                         "TMUX=/tmp/t,1,0", "TERM=screen", "LANG=C.UTF-8"]
        let server = SessionServer(configuration: configuration, environment: inherited)
        let entries = server.environment(term: "xterm-256color", user: "alice", fingerprint: "SHA256:abc")
        #expect(entries == ["HOME=/root", "LANG=C.UTF-8", "TERM=xterm-256color",
                            "\(SessionEnvironment.userVariable)=alice", "\(SessionEnvironment.fingerprintVariable)=SHA256:abc"])
        var environment: [String: String] = [:]
        for entry in entries {
            let name = String(entry.prefix(while: { $0 != "=" }))
            environment[name] = String(entry.dropFirst(name.count + 1))
        }
        #expect(ConnectedUser(environment: environment) == ConnectedUser(name: "alice", keyFingerprint: "SHA256:abc"))
        #expect(ConnectedUser.userVariable == SessionEnvironment.userVariable)
        #expect(ConnectedUser.fingerprintVariable == SessionEnvironment.fingerprintVariable)
    }
}
