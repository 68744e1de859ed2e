import Foundation
import LCoordinatorLaunch
import LCoordinatorServing
import Testing
@testable import LCoordinatorWeb

/// `--tls-cert` and `--tls-key`: the flags go together, the key file follows the SSH host key's
/// rules, and every bad file is one line that says what to do, before anything listens.
@Suite struct WebTLSFilesTests {
    private func problem(_ certificate: String?, _ key: String?) -> String? {
        do {
            _ = try WebServeOptions(listen: "127.0.0.1:0", tokenFile: nil, maxSessions: nil, idleTimeout: nil,
                                    tlsCertificate: certificate, tlsKey: key)
            return nil
        } catch {
            return error.description
        }
    }

    private func tlsProblem(_ certificate: String, _ key: String) -> String? {
        do {
            _ = try WebTLS.context(certificatePath: certificate, keyPath: key)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func theTLSFlagsGoTogetherAndTravelToTheServer() throws {
        #expect(problem("c.pem", nil) == "--tls-cert needs --tls-key FILE too (the certificate's private key); give both to serve HTTPS, or neither")
        #expect(problem(nil, "k.pem") == "--tls-key needs --tls-cert FILE too (the certificate it belongs to); give both to serve HTTPS, or neither")
        #expect(problem("", "k.pem") == "--tls-cert needs a file name")
        #expect(problem("c.pem", "") == "--tls-key needs a file name")
        #expect(problem(nil, nil) == nil)
        let options = try #require(try WebServeOptions(flags: ["--serve-web", "127.0.0.1:8443", "--tls-cert", "c.pem", "--tls-key", "k.pem"]
            .chunked()))
        #expect(options.servesTLS)
        #expect(options.arguments == ["--serve-web", "127.0.0.1:8443", "--max-sessions", "64", "--tls-cert", "c.pem", "--tls-key", "k.pem",
                                      "--resume-window", "600"])
        let plain = try WebServeOptions(listen: "127.0.0.1:0", tokenFile: nil, maxSessions: nil, idleTimeout: nil)
        #expect(!plain.servesTLS && !plain.arguments.contains("--tls-cert"))
    }

    @Test func aGoodCertificateAndKeyMakeAContext() throws {
        let files = try TestCertificate.make()
        defer { files.remove() }
        #expect(tlsProblem(files.certificate, files.key) == nil)
        // The certificate is public: readable by others, and it may be a link (certbot's live/).
        #expect(chmod(files.certificate, 0o644) == 0)
        #expect(symlink(files.certificate, files.folder + "/live.crt") == 0)
        #expect(tlsProblem(files.folder + "/live.crt", files.key) == nil)
    }

    @Test func theKeyFileFollowsTheHostKeyRules() throws {
        let files = try TestCertificate.make()
        defer { files.remove() }
        let link = files.folder + "/link.key"
        #expect(symlink(files.key, link) == 0)
        #expect(tlsProblem(files.certificate, link) == "TLS key \"\(link)\" is a symbolic link; refusing to follow it (give the file itself)")
        #expect(chmod(files.key, 0o640) == 0)
        #expect(tlsProblem(files.certificate, files.key) == "TLS key \"\(files.key)\" can be read by others (mode 640); run chmod 600 on it")
        #expect(chmod(files.key, 0o604) == 0)
        #expect(tlsProblem(files.certificate, files.key)?.hasSuffix("run chmod 600 on it") == true)
        #expect(chmod(files.key, 0o600) == 0)
        #expect(tlsProblem(files.certificate, files.folder) == "TLS key \"\(files.folder)\" is not a regular file; give a file")
        #expect(tlsProblem(files.certificate, files.folder + "/none.key") == "no TLS key \"\(files.folder)/none.key\"; check the path")
        #expect(tlsProblem(files.folder + "/none.crt", files.key) == "no TLS certificate \"\(files.folder)/none.crt\"; check the path")
        if geteuid() == 0 {
            // Root reads anything, so the owner rule is what refuses another user's key.
            #expect(chown(files.key, 65_534, 65_534) == 0)
            #expect(tlsProblem(files.certificate, files.key) == "TLS key \"\(files.key)\" belongs to another user; give a file of your own")
        }
    }

    @Test func aBadPEMOrAnotherCertificatesKeyIsOneLineThatSaysWhatToDo() throws {
        let files = try TestCertificate.make()
        let other = try files.another("other")
        defer { files.remove() }
        let problem = try #require(tlsProblem(files.certificate, other.key))
        #expect(problem == "TLS key \"\(other.key)\" does not belong to the certificate \"\(files.certificate)\" (the first certificate in the file must be the server's); give the key the certificate was made for")
        let garbage = files.folder + "/garbage.pem"
        try TestCertificate.overwrite(garbage, with: "-----BEGIN CERTIFICATE-----\nnot base64 at all\n-----END CERTIFICATE-----\n")
        #expect(chmod(garbage, 0o600) == 0)
        #expect(tlsProblem(garbage, files.key)?.hasSuffix("holds no PEM certificate (-----BEGIN CERTIFICATE-----); give the server's certificate chain in PEM") == true)
        // The key where the certificate goes, and the certificate where the key goes.
        #expect(tlsProblem(files.key, files.key)?.contains("holds no PEM certificate") == true)
        #expect(chmod(files.certificate, 0o600) == 0)
        #expect(tlsProblem(files.certificate, files.certificate)?.hasPrefix("TLS key \"\(files.certificate)\" is not a PEM private key without a passphrase") == true)
        #expect(tlsProblem(files.certificate, garbage)?.contains("is not a PEM private key") == true)
        // An encrypted key is refused in one line, never with a passphrase prompt.
        let encrypted = files.folder + "/encrypted.key"
        #expect(try TestCertificate.run(["pkey", "-in", files.key, "-out", encrypted, "-aes256", "-passout", "pass:secret"]) == 0)
        #expect(chmod(encrypted, 0o600) == 0)
        #expect(tlsProblem(files.certificate, encrypted) == "TLS key \"\(encrypted)\" is not a PEM private key without a passphrase; give the unencrypted key (openssl pkey -in KEY -out NEWKEY)")
        for line in [problem, tlsProblem(garbage, files.key) ?? ""] {
            #expect(!line.contains("\n"), "one line: \(line)")
        }
    }
}

private extension Array where Element == String {
    /// `[flag, value, flag, value…]` as the server program reads them.
    func chunked() -> [String: String] {
        var values: [String: String] = [:]
        for index in stride(from: 0, to: count - 1, by: 2) { values[self[index]] = self[index + 1] }
        return values
    }
}
