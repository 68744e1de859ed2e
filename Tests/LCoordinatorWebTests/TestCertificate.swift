import Foundation
import Testing

/// A throwaway self-signed certificate for 127.0.0.1 and its key (P-256), made by the `openssl`
/// command at test time in a folder of its own (nothing secret is committed). The key file is
/// written 0600, as the server wants it.
struct TestCertificate {
    let folder: String
    let certificate: String
    let key: String

    /// A new certificate and key under a new folder in /tmp.
    static func make(_ name: String = "server") throws -> TestCertificate {
        let folder = "/tmp/lcweb-tls-test-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false,
                                                attributes: [.posixPermissions: 0o700])
        let made = TestCertificate(folder: folder, certificate: "\(folder)/\(name).crt", key: "\(folder)/\(name).key")
        try made.generate()
        return made
    }

    /// Another certificate and key in the same folder (a key that is not the first's).
    func another(_ name: String) throws -> TestCertificate {
        let other = TestCertificate(folder: folder, certificate: "\(folder)/\(name).crt", key: "\(folder)/\(name).key")
        try other.generate()
        return other
    }

    private func generate() throws {
        let status = try Self.run(["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
                                   "-keyout", key, "-out", certificate, "-days", "2", "-subj", "/CN=127.0.0.1",
                                   "-addext", "subjectAltName=IP:127.0.0.1"])
        try #require(status == 0, "openssl req failed (install Debian's openssl: make deps DEPS_TMUX=1)")
        try #require(chmod(key, 0o600) == 0)
    }

    /// Runs `openssl` with `arguments`, its output dropped; its exit status.
    static func run(_ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/openssl")
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Writes `text` over the file at `path` (mode kept).
    static func overwrite(_ path: String, with text: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: folder)
    }
}
