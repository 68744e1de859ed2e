import Testing
import TerminalUI

/// `ConnectedUser`: who an SSH session's app serves, from the environment the server sets.
struct ConnectedUserTests {
    @Test func theServersVariablesNameTheUser() {
        let user = ConnectedUser(environment: [ConnectedUser.userVariable: "alice", ConnectedUser.fingerprintVariable: "SHA256:abc"])
        #expect(user == ConnectedUser(name: "alice", keyFingerprint: "SHA256:abc"))
    }

    @Test func aLocalRunHasNoUserAndAnUntrustedNameIsNone() {
        #expect(ConnectedUser(environment: [:]) == nil)
        #expect(ConnectedUser(environment: [ConnectedUser.userVariable: ""]) == nil)
        #expect(ConnectedUser(environment: [ConnectedUser.userVariable: "a\u{1B}[2Jb"]) == nil)
        #expect(ConnectedUser(environment: [ConnectedUser.userVariable: String(repeating: "x", count: 65)]) == nil)
    }
}
