import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import NIOSSH
import Testing
@testable import LCoordinatorSSH

/// The server's parts that need no network: keys, the host key file, requests and sizes.
struct SSHServerPartsTests {
    static let ed25519 = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAINJjEz7GeHLM1KtwEfWRIt77PkxG8bY5LcoLIfhrCDMY alice@example"

    @Test func authorizedKeysTakeEd25519LinesWithOptionsAndComments() throws {
        let text = "# team keys\n\n" + Self.ed25519 + "\n" + "no-pty,command=\"x\" " + Self.ed25519.replacingOccurrences(of: "alice", with: "bob") + "\n"
        let keys = try AuthorizedKeys(text: text, source: "test").keys
        #expect(keys.count == 1, "the same key twice is one key")
    }

    @Test func authorizedKeysRefuseLinesThatAreNoKeysWithTheLine() {
        #expect(throws: SSHServerError("test line 2: not a key this server takes; give the lines of an ssh-ed25519 or ecdsa-sha2 .pub file")) {
            try AuthorizedKeys(text: Self.ed25519 + "\nnot a key\n", source: "test")
        }
        #expect(throws: SSHServerError("test has no key this server can take; add a line from ~/.ssh/id_ed25519.pub (ssh-keygen -t ed25519 makes one)")) {
            try AuthorizedKeys(text: "# nothing\n", source: "test")
        }
        #expect(throws: SSHServerError("test line 1: the ssh-ed25519 key does not decode; copy the line from the .pub file again")) {
            try AuthorizedKeys(text: "ssh-ed25519 AAAA!!\n", source: "test")
        }
    }

    @Test func theFingerprintIsOpenSSHs() throws {
        // `ssh-keygen -lf` of the same key prints this fingerprint.
        let key = try NIOSSHPublicKey(openSSHPublicKey: Self.ed25519)
        #expect(key.fingerprint == "SHA256:E2lASL1VbUwFL2viG0vCKJu8m7L3lqH5bVMq9JcNzNo")
    }

    @Test func theHostKeyIsCreatedPrivateThenReusedAndNeverThroughALink() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lcssh-host-key-\(getpid())").path
        try? FileManager.default.removeItem(atPath: directory)
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/key"
        let first = try HostKeyFile.loadOrCreate(at: path)
        #expect(first.created)
        var info = stat()
        #expect(lstat(path, &info) == 0 && info.st_mode & 0o777 == 0o600)
        let again = try HostKeyFile.loadOrCreate(at: path)
        #expect(!again.created)
        #expect(again.key.rawRepresentation == first.key.rawRepresentation)

        // A link planted in the key's place (dangling or not) is neither followed nor written.
        try FileManager.default.createSymbolicLink(atPath: directory + "/planted", withDestinationPath: directory + "/elsewhere")
        #expect(throws: SSHServerError.self) { try HostKeyFile.loadOrCreate(at: directory + "/planted") }
        #expect(!FileManager.default.fileExists(atPath: directory + "/elsewhere"))

        // A key that others can read is refused.
        chmod(path, 0o644)
        #expect(throws: SSHServerError("host key \"\(path)\" can be read by others (mode 644); run chmod 600 on it")) {
            try HostKeyFile.loadOrCreate(at: path)
        }
    }

    @Test func anExecCommandIsOneDeepLink() throws {
        #expect(try SessionRequest.exec("  shop://product/42 \n").get() == .deeplink("shop://product/42"))
        #expect(try SessionRequest.exec("").get() == .shell)
        #expect(SessionRequest.deeplink("shop://product/42").arguments(after: ["--route", "home"])
                == ["--route", "home", "--deeplink", "shop://product/42"])
        guard case .failure = SessionRequest.exec("shop://x\u{1B}[2J") else {
            Issue.record("a command with an escape is refused")
            return
        }
        guard case .failure = SessionRequest.exec(String(repeating: "a", count: 2_049)) else {
            Issue.record("a command over 2048 bytes is refused")
            return
        }
    }

    @Test func windowSizesAreClamped() {
        #expect(PseudoTerminalProcess.clamp(10_000, default: 80) == 1_000)
        #expect(PseudoTerminalProcess.clamp(0, default: 80) == 80)
        #expect(PseudoTerminalProcess.clamp(132, default: 80) == 132)
    }

    @Test func termNamesAreChecked() {
        #expect(SessionHandler.checkedTerm("xterm-256color") == "xterm-256color")
        #expect(SessionHandler.checkedTerm("../../etc/x") == nil)
        #expect(SessionHandler.checkedTerm("") == nil)
        #expect(SessionHandler.checkedTerm(String(repeating: "x", count: 65)) == nil)
    }

    @Test func userNamesLoseControlCharacters() {
        #expect(ConnectionIdentity.printable("al\u{1B}[31mice") == "al[31mice")
        #expect(ConnectionIdentity.printable(String(repeating: "a", count: 100)).count == 64)
    }

    @Test func theSessionLimitHolds() {
        let registry = SessionRegistry(limit: 2)
        let first = registry.reserve {}
        #expect(first != nil && registry.reserve {} != nil)
        #expect(registry.reserve {} == nil, "a third session is refused")
        if let first { registry.release(first) }
        #expect(registry.reserve {} != nil, "a released place is free again")
        registry.endAll()
        #expect(registry.reserve {} == nil, "no new session once the server is closing")
    }
}
