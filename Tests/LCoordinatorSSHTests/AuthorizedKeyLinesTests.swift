import Testing
@testable import LCoordinatorSSH

/// How the lines of an authorized_keys file are read: as sshd reads them (options first, in
/// which a quoted value may hold spaces, commas and `\"`), CRLF like LF, and a key of a type
/// the server cannot check left out with a start line that names the line and the type.
struct AuthorizedKeyLinesTests {
    static let alice = AuthorizedKeyOptionsTests.alice
    static let bob = AuthorizedKeyOptionsTests.bob
    static let carol = "AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBBJm7U2YX6E7FB0Mjbbbh18mS2EPIxzWNVQUeHPN5tX/GeSjZKU//HGtL3YntgK/K8/Y613VzsmcJEpjMxSQF2sE="
    static let rsa = "AAAAB3NzaC1yc2EAAAADAQABAAAAgQC7"

    @Test func crlfLinesAreReadLikeLF() throws {
        let text = "ssh-ed25519 \(Self.alice) alice\r\nssh-ed25519 \(Self.bob) bob\r\n\r\n# a comment\r\necdsa-sha2-nistp256 \(Self.carol) carol\r\n"
        let keys = try AuthorizedKeys(text: text, source: "test")
        #expect(keys.keys.count == 3, "\(keys.keys.count) of 3 keys loaded")
        #expect(keys.startLines.isEmpty, "\(keys.startLines)")
    }

    @Test func keyTypesTheServerCannotTakeAreLeftOutWithTheirLineAndType() throws {
        let text = [
            "ssh-rsa \(Self.rsa) old-laptop",
            "ssh-dss AAAAB3NzaC1kc3MAAACBAP dsa",
            "sk-ssh-ed25519@openssh.com AAAAGnNrLXNzaC1lZDI1NTE5QG9wZW5zc2guY29t yubikey",
            "sk-ecdsa-sha2-nistp256@openssh.com AAAAInNrLWVjZHNh yubikey",
            "ssh-ed25519-cert-v01@openssh.com AAAAIHNzaC1lZDI1NTE5LWNlcnQ= cert",
            "no-agent-forwarding ssh-rsa \(Self.rsa) with-options",
            "ssh-ed25519 \(Self.alice) alice",
        ].joined(separator: "\n")
        let keys = try AuthorizedKeys(text: text, source: "test")
        #expect(keys.keys.count == 1)
        let expected: [(Int, String)] = [(1, "ssh-rsa"), (2, "ssh-dss"), (3, "sk-ssh-ed25519@openssh.com"),
                                         (4, "sk-ecdsa-sha2-nistp256@openssh.com"), (5, "ssh-ed25519-cert-v01@openssh.com"), (6, "ssh-rsa")]
        #expect(keys.startLines.count == expected.count, "\(keys.startLines)")
        for ((line, type), startLine) in zip(expected, keys.startLines) {
            #expect(startLine.hasPrefix("test line \(line): \(type) key left out"), "\(startLine)")
            #expect(startLine.contains("ssh-keygen -t ed25519"), "\(startLine)")
        }
    }

    @Test func aFileOfOnlyKeysTheServerCannotTakeSaysHowToMakeOne() {
        #expect(throws: SSHServerError("test has no key this server can take (1 left out); add a line from ~/.ssh/id_ed25519.pub (ssh-keygen -t ed25519 makes one)")) {
            try AuthorizedKeys(text: "ssh-rsa \(Self.rsa) old\n", source: "test")
        }
    }

    @Test func aKeyInsideAQuotedOptionValueIsNeverTheKeyThatGetsIn() throws {
        // sshd reads the options up to the first space outside quotes; the key is what follows.
        let smuggled = [
            "command=\"ssh-ed25519 \(Self.alice) \" ssh-rsa \(Self.rsa) rsa",
            "permitopen=\"x ssh-ed25519 \(Self.alice)\",no-agent-forwarding ssh-ed25519 \(Self.bob) bob",
            "permitopen=\"x \\\" ssh-ed25519 \(Self.alice) \\\"\" ssh-ed25519 \(Self.bob) bob",
        ]
        for line in smuggled {
            let keys = try? AuthorizedKeys(text: line + "\n", source: "test")
            let alice = try AuthorizedKeys(text: "ssh-ed25519 \(Self.alice) a\n", source: "a").keys
            #expect(keys.map { $0.keys.isDisjoint(with: alice) } ?? true, "\(line)")
        }
        let bob = try AuthorizedKeys(text: smuggled[1] + "\n", source: "test")
        #expect(bob.keys == (try AuthorizedKeys(text: "ssh-ed25519 \(Self.bob) b\n", source: "b").keys))
        let escaped = try AuthorizedKeys(text: smuggled[2] + "\n", source: "test")
        #expect(escaped.keys == bob.keys, "an escaped quote does not end the value")
    }

    @Test func optionsAreSplitAsSshdSplitsThem() {
        #expect(AuthorizedKeyLine.optionNames("no-pty,command=\"a,b \\\" c\",from=\"x\"") == ["no-pty", "command=", "from="])
        #expect(AuthorizedKeyLine(Substring("  ssh-ed25519 AAAA c")).map { [$0.options, String($0.type), String($0.key)] }
                == ["", "ssh-ed25519", "AAAA"])
        #expect(AuthorizedKeyLine(Substring("command=\"x y\" ssh-ed25519 AAAA")).map { [$0.options, String($0.type), String($0.key)] }
                == ["command=\"x y\"", "ssh-ed25519", "AAAA"])
        #expect(AuthorizedKeyLine(Substring("command=\"unterminated ssh-ed25519 AAAA")) == nil)
    }
}
