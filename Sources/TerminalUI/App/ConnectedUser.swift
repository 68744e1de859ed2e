#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TerminalCore

/// Who is connected, when the app runs as a session of `--serve-ssh`: the SSH user name and
/// the fingerprint of the key they signed in with.
///
/// The server runs each session as a process of the app with these in its environment
/// (`LCOORDINATOR_SSH_USER`, `LCOORDINATOR_SSH_KEY_FINGERPRINT`); a local run has neither, and
/// `current` is nil.
///
/// ```swift
/// if let user = ConnectedUser.current {
///     application.window.showStatus("Hello, \(user.name)")
/// }
/// ```
public struct ConnectedUser: Hashable, Sendable {
    /// The environment variable with the user name the client signed in as (the servers set it:
    /// `SessionEnvironment.userVariable`).
    public static let userVariable = SessionEnvironment.userVariable
    /// The environment variable with the key's fingerprint (`SessionEnvironment.fingerprintVariable`).
    public static let fingerprintVariable = SessionEnvironment.fingerprintVariable

    /// The user name the client gave (`ssh NAME@host`), printable, at most 64 characters.
    public var name: String
    /// The fingerprint of the public key the user signed in with, as OpenSSH prints it
    /// (`SHA256:` and 43 characters of base64).
    public var keyFingerprint: String

    /// A user called `name` who signed in with the key of `keyFingerprint`.
    public init(name: String, keyFingerprint: String) {
        self.name = name
        self.keyFingerprint = keyFingerprint
    }

    /// The user of this process's SSH session; nil when the app does not run as one.
    public static var current: ConnectedUser? {
        var environment: [String: String] = [:]
        for variable in [userVariable, fingerprintVariable] {
            if let value = getenv(variable) { environment[variable] = String(cString: value) }
        }
        return ConnectedUser(environment: environment)
    }

    /// The user that `environment` names; nil without a user name. A name with control
    /// characters, or longer than 64 characters, is not trusted: nil.
    public init?(environment: [String: String]) {
        guard let name = environment[Self.userVariable], !name.isEmpty, name.count <= 64,
              name.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F && !(0x80..<0xA0).contains($0.value) })
        else { return nil }
        self.init(name: name, keyFingerprint: environment[Self.fingerprintVariable] ?? "")
    }
}
