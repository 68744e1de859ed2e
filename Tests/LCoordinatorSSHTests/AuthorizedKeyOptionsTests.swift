import Testing
@testable import LCoordinatorSSH

/// An authorized_keys line's options: a key whose options restrict where, when or how it may be
/// used (`from=`, `expiry-time=`, `command=`, `no-pty`, `restrict` without `pty`, …) is left
/// out, since this server does not check them; one line says so. Options that only forbid what
/// the server never offers (forwarding, X11, agent, user rc) change nothing.
struct AuthorizedKeyOptionsTests {
    static let alice = "AAAAC3NzaC1lZDI1NTE5AAAAINJjEz7GeHLM1KtwEfWRIt77PkxG8bY5LcoLIfhrCDMY"
    static let bob = "AAAAC3NzaC1lZDI1NTE5AAAAIMU/o9lg4x+sbraF9UqWsjB7Xkf4YoFhjuQY2sP0QuYR"

    @Test func aKeyWithARestrictionTheServerDoesNotCheckIsLeftOut() throws {
        let lines = [
            "from=\"10.0.0.1\" ssh-ed25519 \(Self.alice) alice",
            "expiry-time=\"20200101\" ssh-ed25519 \(Self.alice) alice",
            "command=\"rsync --server, x\",no-pty ssh-ed25519 \(Self.alice) alice",
            "restrict ssh-ed25519 \(Self.alice) alice",
            "cert-authority ssh-ed25519 \(Self.alice) alice",
            "some-new-option ssh-ed25519 \(Self.alice) alice",
        ]
        for line in lines {
            let keys = try AuthorizedKeys(text: line + "\nssh-ed25519 \(Self.bob) bob\n", source: "test")
            #expect(keys.keys.count == 1, "\(line)")
            #expect(keys.startLines.count == 1 && keys.startLines[0].hasPrefix("test line 1: key left out"), "\(line): \(keys.startLines)")
        }
        let refused = try AuthorizedKeys(text: lines[0] + "\nssh-ed25519 \(Self.bob) bob\n", source: "test")
        #expect(refused.startLines == ["test line 1: key left out: this server does not check its option from=; remove the option to let the key in"])
    }

    @Test func optionsThatOnlyForbidWhatTheServerNeverOffersChangeNothing() throws {
        let text = "no-port-forwarding,no-agent-forwarding,no-X11-forwarding,no-user-rc ssh-ed25519 \(Self.alice) alice\n"
            + "restrict,pty ssh-ed25519 \(Self.bob) bob\n"
        let keys = try AuthorizedKeys(text: text, source: "test")
        #expect(keys.keys.count == 2)
        #expect(keys.startLines.isEmpty)
    }

    @Test func onlyLeftOutKeysIsNoKeys() {
        #expect(throws: SSHServerError.self) {
            try AuthorizedKeys(text: "from=\"10.0.0.1\" ssh-ed25519 \(Self.alice) alice\n", source: "test")
        }
    }
}
