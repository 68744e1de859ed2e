/// The environment a served session's app process starts with: the contract between the
/// servers (`lcssh`, `lcweb`), which set these variables, and the app, which reads them
/// (`ConnectedUser`). Both sides spell the names from here, once.
public enum SessionEnvironment {
    /// The SSH user name the client signed in as (`ssh NAME@host`).
    public static let userVariable = "LCOORDINATOR_SSH_USER"
    /// The fingerprint of the key the client signed in with (`SHA256:` and base64).
    public static let fingerprintVariable = "LCOORDINATOR_SSH_KEY_FINGERPRINT"

    /// The variables a server sets for each session: its own values of these (and of the
    /// terminal multiplexers', which the session is not inside) never reach the app.
    public static let sessionVariables: Set<String> = ["TERM", "COLUMNS", "LINES", "COLORTERM", userVariable,
                                                       fingerprintVariable, "TMUX", "TMUX_PANE", "STY"]

    /// The `NAME=VALUE` entries that say who is connected.
    public static func identityEntries(user: String, fingerprint: String) -> [String] {
        ["\(userVariable)=\(user)", "\(fingerprintVariable)=\(fingerprint)"]
    }

    /// `environment` (`NAME=VALUE` entries) without the variables a session sets for itself.
    public static func withoutSessionVariables(_ environment: [String]) -> [String] {
        environment.filter { !sessionVariables.contains(String($0.prefix(while: { $0 != "=" }))) }
    }
}
