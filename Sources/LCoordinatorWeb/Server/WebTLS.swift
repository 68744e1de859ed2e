import LCoordinatorServing
import NIOSSL

/// `--tls-cert` and `--tls-key`: the server's TLS context (swift-nio-ssl), made once at start
/// from two PEM files, so that every problem is one line before anything listens.
///
/// The key file follows the SSH host key's rules (`FileText.readPrivate`: a regular file of
/// this user's, not a link, readable by no one else); the certificate is public and may be a
/// link (certbot's `live/` folder links its files). TLS 1.2 at least.
enum WebTLS {
    /// The largest certificate chain or key file read (a chain is a few kilobytes).
    static let fileLimit = 1 << 20

    /// The TLS context of `configuration`'s files; nil when it names neither (plain HTTP).
    ///
    /// - Throws: `SSHServerError`, one line: only one of the two files named, or see
    ///   `context(certificatePath:keyPath:)`.
    static func context(for configuration: WebServerConfiguration) throws(SSHServerError) -> NIOSSLContext? {
        switch (configuration.tlsCertificatePath, configuration.tlsKeyPath) {
        case (nil, nil): return nil
        case (let certificate?, let key?): return try context(certificatePath: certificate, keyPath: key)
        default: throw SSHServerError("TLS needs both the certificate (--tls-cert FILE) and its key (--tls-key FILE); give both, or neither")
        }
    }

    /// The server's TLS context from the files at `certificatePath` and `keyPath`.
    ///
    /// - Throws: `SSHServerError`, one line that names the file and what to do: missing,
    ///   unreadable, a link (the key), readable by others (the key), not PEM, or a key that is
    ///   not the certificate's.
    static func context(certificatePath: String, keyPath: String) throws(SSHServerError) -> NIOSSLContext {
        let certificateBytes = try FileText.read(certificatePath, what: "TLS certificate", limit: fileLimit, followingLinks: true)
        let keyBytes = try FileText.readPrivate(keyPath, what: "TLS key", limit: fileLimit)
        let chain = (try? NIOSSLCertificate.fromPEMBytes(certificateBytes)) ?? []
        guard !chain.isEmpty else {
            throw SSHServerError("TLS certificate \(FileText.quoted(certificatePath)) holds no PEM certificate (-----BEGIN CERTIFICATE-----); give the server's certificate chain in PEM")
        }
        let key: NIOSSLPrivateKey
        do {
            key = try NIOSSLPrivateKey(bytes: keyBytes, format: .pem)
        } catch {
            throw SSHServerError("TLS key \(FileText.quoted(keyPath)) is not a PEM private key without a passphrase; give the unencrypted key (openssl pkey -in KEY -out NEWKEY)")
        }
        var configuration = TLSConfiguration.makeServerConfiguration(certificateChain: chain.map { .certificate($0) },
                                                                     privateKey: .privateKey(key))
        configuration.minimumTLSVersion = .tlsv12
        do {
            return try NIOSSLContext(configuration: configuration)
        } catch {
            // BoringSSL checks the key against the chain's first certificate as it loads it.
            throw SSHServerError("TLS key \(FileText.quoted(keyPath)) does not belong to the certificate \(FileText.quoted(certificatePath)) (the first certificate in the file must be the server's); give the key the certificate was made for")
        }
    }
}
