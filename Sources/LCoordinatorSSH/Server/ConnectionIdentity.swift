/// Who signed in on one SSH connection, filled in by `PublicKeyAuthenticator` and read by the
/// sessions of that connection. Used only on the connection's event loop.
final class ConnectionIdentity: @unchecked Sendable {
    /// The user name the client gave, printable, at most 64 characters.
    var user = ""
    /// The key's fingerprint (`SHA256:…`).
    var fingerprint = ""
    /// Whether the client signed in (the login grace time no longer applies).
    var isAuthenticated = false
    /// Called once when the client signs in (the connection leaves the `SignInGate`).
    var onSignIn: () -> Void = {}

    /// `name` without control characters, at most 64 characters (it reaches the app's environment).
    static func printable(_ name: String) -> String {
        String(String.UnicodeScalarView(name.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F && !(0x80..<0xA0).contains($0.value) }).prefix(64))
    }
}
