import TerminalCore

/// `--serve-web ADDRESS:PORT [--web-token-file FILE] [--tls-cert FILE --tls-key FILE]
/// [--max-sessions N] [--idle-timeout SECONDS] [--resume-window SECONDS]`:
/// serve the app in a browser, one child process of the app per tab (the `lcweb` program does
/// the serving; see ARCHITECTURE.md, "Serving in a browser").
///
/// The values are checked here, before anything starts (the address as `--serve-ssh` takes it);
/// the token file and the TLS files are checked by the server before it listens.
public struct WebServeOptions: Hashable, Sendable {
    /// The address to listen on (an IPv4 or IPv6 literal, or `localhost`).
    public var address: String
    /// The port (0: any free port, which the server names when it starts).
    public var port: Int
    /// `--web-token-file FILE`: the token, read from FILE (created with a random one, mode 0600,
    /// when missing); nil: a new random token at each start.
    public var tokenFile: String?
    /// `--max-sessions N`: tabs at once; the next one is refused with one line.
    public var maxSessions: Int
    /// `--idle-timeout SECONDS`: a tab without input for this long ends (nil: never).
    public var idleTimeout: Int?
    /// `--resume-window SECONDS`: a tab opened again in the same browser within this many
    /// seconds of the last one's end starts where that one left off (0: never; default 600).
    public var resumeWindow: Int
    /// `--tls-cert FILE`: the server's certificate chain (PEM), to serve HTTPS and WSS; set
    /// together with `tlsKey` or not at all.
    public var tlsCertificate: String?
    /// `--tls-key FILE`: the certificate's private key (PEM, unencrypted; mode 0600, not a link,
    /// the same rules as the SSH host key).
    public var tlsKey: String?

    /// Whether the server speaks HTTPS and WSS (`--tls-cert` and `--tls-key` were given).
    public var servesTLS: Bool { tlsCertificate != nil && tlsKey != nil }

    /// The server's flags, in the order `lcweb` takes them.
    public var arguments: [String] {
        var result = ["--serve-web", address.contains(":") ? "[\(address)]:\(port)" : "\(address):\(port)",
                      "--max-sessions", String(maxSessions)]
        if let tokenFile { result += ["--web-token-file", tokenFile] }
        if let tlsCertificate, let tlsKey { result += ["--tls-cert", tlsCertificate, "--tls-key", tlsKey] }
        if let idleTimeout { result += ["--idle-timeout", String(idleTimeout)] }
        result += ["--resume-window", String(resumeWindow)]
        return result
    }

    /// Checks the values given to the flags (each the last given): `tlsCertificate` and
    /// `tlsKey` go together (both or neither).
    ///
    /// - Throws: `TapeCommandLineError`, one line naming the flag and what it takes.
    public init(listen: String, tokenFile: String?, maxSessions: String?, idleTimeout: String?,
                resumeWindow: String? = nil, tlsCertificate: String? = nil, tlsKey: String? = nil) throws(TapeCommandLineError) {
        do {
            (address, port) = try SSHServeOptions.endpoint(parsing: listen)
        } catch {
            throw TapeCommandLineError("--serve-web takes ADDRESS:PORT, an IP address and a port, e.g. 127.0.0.1:8080 ([::1]:8080 for IPv6, 0.0.0.0 for every interface; port 0: any free port), not \(PrintableText.escaping(listen))")
        }
        if let tokenFile, tokenFile.isEmpty { throw TapeCommandLineError("--web-token-file needs a file name") }
        self.tokenFile = tokenFile
        switch (tlsCertificate, tlsKey) {
        case (nil, nil): break
        case (.some, nil): throw TapeCommandLineError("--tls-cert needs --tls-key FILE too (the certificate's private key); give both to serve HTTPS, or neither")
        case (nil, .some): throw TapeCommandLineError("--tls-key needs --tls-cert FILE too (the certificate it belongs to); give both to serve HTTPS, or neither")
        case (.some(let certificate), .some(let key)):
            if certificate.isEmpty { throw TapeCommandLineError("--tls-cert needs a file name") }
            if key.isEmpty { throw TapeCommandLineError("--tls-key needs a file name") }
        }
        self.tlsCertificate = tlsCertificate
        self.tlsKey = tlsKey
        // The limits are the SSH server's, checked by the same code.
        let limits = try SSHServeOptions(listen: listen, hostKey: nil, authorizedKeys: nil, maxSessions: maxSessions, idleTimeout: idleTimeout)
        self.maxSessions = limits.maxSessions
        self.idleTimeout = limits.idleTimeout
        self.resumeWindow = try SSHServeOptions.resumeWindow(parsing: resumeWindow, allowsZero: true)
    }

    /// Checks the values of the flags in `values` (each flag's spelling to its last value); nil
    /// without `--serve-web`.
    ///
    /// - Throws: `TapeCommandLineError`, one line naming the flag and what it takes.
    package init?(flags values: [String: String]) throws(TapeCommandLineError) {
        guard let listen = values["--serve-web"] else { return nil }
        try self.init(listen: listen, tokenFile: values["--web-token-file"], maxSessions: values["--max-sessions"],
                      idleTimeout: values["--idle-timeout"], resumeWindow: values["--resume-window"],
                      tlsCertificate: values["--tls-cert"], tlsKey: values["--tls-key"])
    }
}
