import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing

/// lcssh under abuse, driven by the real OpenSSH client and Python sockets, each run directly
/// (no tmux): connections that sign in and open no session, one address holding many, a full
/// descriptor table, channel types the server does not know, and authorized_keys files that
/// are shared, CRLF or hold keys it cannot take. Every wait is for a state, with a bound.
@Suite(.serialized)
struct SSHAbuseEndToEndTests {
    /// A client that signs in and opens no session (`ssh -N`) is closed after the login grace
    /// time, as one that never signs in is.
    @Test func aSignedInConnectionWithoutASessionIsClosedAfterTheGraceTime() async throws {
        let server = try await AbuseServer(options: ["--login-grace-time", "2"])
        defer { server.stop() }
        let client = try server.ssh(["-N"], name: "no-session")
        defer { client.kill() }
        #expect(try await client.waitForExit("ssh -N to be closed by the server") == 255, "\(client.errorOutput)")
    }

    /// `--idle-timeout` covers a signed-in connection with no session too.
    @Test func anIdleConnectionWithoutASessionIsClosedByTheIdleTimeout() async throws {
        let server = try await AbuseServer(options: ["--idle-timeout", "1"])
        defer { server.stop() }
        let client = try server.ssh(["-N"], name: "idle")
        defer { client.kill() }
        #expect(try await client.waitForExit("the idle ssh -N to be closed") == 255, "\(client.errorOutput)")
    }

    /// With --max-sessions 10, one address holds at most 30 connections (a quarter of 10 + 110):
    /// 30 signed-in clients without a session (`ssh -N`, ten at a time so that the sign-in
    /// bound never refuses one) are all let in, the 31st from that address is closed before
    /// the version line, and a client from another address still gets a session.
    @Test func oneAddressHoldsAtMostAFairShareAndOthersStillGetIn() async throws {
        let server = try await AbuseServer(options: ["--max-sessions", "10"])
        defer { server.stop() }
        var held: [AbuseProcess] = []
        defer { held.forEach { $0.kill() } }
        for batch in 0..<3 {
            let clients = try (0..<10).map { index in
                try server.ssh(["-N", "-o", "PermitLocalCommand=yes", "-o", "LocalCommand=echo SIGNED-IN"], name: "held-\(batch)-\(index)")
            }
            held += clients
            try await AbuseWait.until("ten more clients signed in") {
                clients.allSatisfy { $0.output.contains("SIGNED-IN") || !$0.isRunning }
            }
        }
        #expect(held.allSatisfy { $0.isRunning }, "\(held.filter { !$0.isRunning }.map { $0.errorOutput })")

        let sameAddress = try server.ssh(["-tt"], name: "same-address")
        defer { sameAddress.kill() }
        #expect(try await sameAddress.waitForExit("a client from the full address") == 255)
        #expect(sameAddress.errorOutput.contains("Connection closed") || sameAddress.errorOutput.contains("reset"), "\(sameAddress.errorOutput)")
        let otherAddress = try server.ssh(["-tt", "-b", "127.0.0.2"], name: "other-address")
        defer { otherAddress.kill() }
        try await AbuseWait.until("a session from 127.0.0.2") { server.sessionApps.count == 1 || !otherAddress.isRunning }
        #expect(server.sessionApps.count == 1, "\(otherAddress.errorOutput)")
    }

    /// At the descriptor limit (lcssh under `ulimit -n 64`, 80 connections from eight
    /// addresses; --max-sessions 100 lets them all sign in), the listener pauses instead of
    /// retrying accept in a loop: the server's own CPU time stays low while connections wait
    /// unaccepted, and once they go a client gets in.
    @Test func theListenerBacksOffAtTheDescriptorLimitAndNeverSpins() async throws {
        let server = try await AbuseServer(options: ["--max-sessions", "100"], descriptorLimit: 64)
        defer { server.stop() }
        let baseline = server.openDescriptors
        let script = """
            import os, select, socket, time
            held = []
            for i in range(80):
                s = socket.socket()
                s.bind(("127.0.0.%d" % (2 + i % 8), 0))
                s.connect(("127.0.0.1", \(server.port)))
                held.append(s)
            print("OPENED", len(held), flush=True)
            waiting, banners = list(held), 0
            for _ in range(2400):
                if os.path.exists("release"): break
                ready, _, _ = select.select(waiting, [], [], 0.05)
                for s in ready:
                    waiting.remove(s)
                    if s.recv(256).startswith(b"SSH-2.0-"):
                        banners += 1
                        print("BANNERS", banners, flush=True)
            """
        try script.write(toFile: server.directory + "/flood.py", atomically: true, encoding: .utf8)
        let flood = try AbuseProcess(["python3", "flood.py"], in: server.directory, name: "flood")
        defer { flood.kill() }
        try await AbuseWait.until("80 connections") { flood.output.contains("OPENED 80") || !flood.isRunning }
        // The state to measure in: the descriptor table full, connections waiting in the
        // queue, and every accepted one answered (its version line received).
        try await AbuseWait.until("a full table, a queue, and every accepted connection answered") {
            let accepted = server.openDescriptors - baseline
            let answered = flood.output.split(separator: "\n").last { $0.hasPrefix("BANNERS ") }.flatMap { Int($0.dropFirst(8)) } ?? 0
            return server.openDescriptors >= 63 && server.acceptQueue > 0 && answered >= accepted
        }

        // Retrying accept at once would take most of a core; pausing takes next to none.
        let before = server.cpuSeconds
        try await Task.sleep(for: .seconds(4))
        let used = server.cpuSeconds - before
        #expect(used < 0.5, "the server used \(used) s of CPU in 4 s at the descriptor limit")
        #expect(server.acceptQueue > 0, "still at the limit while measured")

        FileManager.default.createFile(atPath: server.directory + "/release", contents: Data())
        #expect(try await flood.waitForExit("the flood to let go") == 0)
        let alice = try server.ssh(["-tt"], name: "after-flood")
        defer { alice.kill() }
        try await AbuseWait.until("a session once descriptors are free") { server.sessionApps.count == 1 }
    }

    /// A channel open of a type the server does not know (`direct-streamlocal@openssh.com`, from
    /// `ssh -L` to a Unix socket) is answered with OPEN_FAILURE; the connection and its live
    /// session stay, and the app still takes keys.
    @Test func aChannelOpenOfATypeTheServerDoesNotKnowIsRefusedAndTheSessionLives() async throws {
        let server = try await AbuseServer()
        defer { server.stop() }
        let fifo = server.directory + "/keys"
        #expect(mkfifo(fifo, 0o600) == 0)
        // Read-write: the open never waits for a reader, and the client never sees end of file.
        let keys = open(fifo, O_RDWR)
        #expect(keys >= 0)
        defer { close(keys) }
        // LogLevel INFO: OpenSSH reports a refused channel open at that level.
        let client = try server.ssh(["-tt", "-o", "LogLevel=INFO", "-o", "ExitOnForwardFailure=no", "-L", server.directory + "/forward.sock:/nonexistent.sock"],
                                    name: "forwarding", standardInput: fifo)
        defer { client.kill() }
        try await AbuseWait.until("the session's app") { server.sessionApps.count == 1 }
        try await AbuseWait.until("the forwarding socket") { FileManager.default.fileExists(atPath: server.directory + "/forward.sock") }

        let probe = try AbuseProcess(["python3", "-c", """
            import socket
            s = socket.socket(socket.AF_UNIX)
            s.settimeout(30)
            s.connect("forward.sock")
            print("CLOSED" if s.recv(16) == b"" else "DATA", flush=True)
            """], in: server.directory, name: "probe")
        defer { probe.kill() }
        #expect(try await probe.waitForExit("the forwarded connection to be refused") == 0)
        try await AbuseWait.until("the client to report the refusal") {
            client.errorOutput.contains("open failed") || !client.isRunning
        }
        #expect(client.errorOutput.contains("open failed"), "\(client.errorOutput)")
        #expect(client.isRunning, "the connection stays: \(client.errorOutput)")
        #expect(server.sessionApps.count == 1, "the session stays")
        #expect(write(keys, "q", 1) == 1)
        #expect(try await client.waitForExit("q to end the session") == 0, "\(client.errorOutput)")
    }

    /// An authorized_keys file others can write is refused with one line and nothing started.
    @Test func aSharedAuthorizedKeysFileIsRefused() throws {
        let directory = try AbuseServer.scratch()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        chmod(directory + "/authorized_keys", 0o666)
        let result = try Command.run(["timeout", "20", try AbuseServer.lcssh(), "--serve-ssh", "127.0.0.1:0", "--host-key", directory + "/host_key",
                                      "--authorized-keys", directory + "/authorized_keys", "--app-name", "lcdemo", "--app", try LCDemoBinary.path()],
                                     scratch: directory)
        let lines = result.errorOutput.split(separator: "\n")
        #expect(result.status == 2)
        #expect(lines == ["lcdemo: authorized keys file \"\(directory)/authorized_keys\" can be written by others than you (mode 666); run chmod go-w on it"],
                "\(result.errorOutput)")
        #expect(result.output.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: directory + "/host_key"), "nothing was created")
    }

    /// A CRLF file whose first line is an RSA key: the server starts, says which line it left
    /// out and why, and alice's key on the second line gets in.
    @Test func aCRLFFileWithAnRSAKeyFirstStillLetsTheNextKeyIn() async throws {
        let directory = try AbuseServer.scratch()
        let rsa = try Command.run(["ssh-keygen", "-q", "-t", "rsa", "-b", "2048", "-N", "", "-C", "old", "-f", directory + "/old"],
                                  scratch: directory)
        #expect(rsa.status == 0)
        let lines = try [directory + "/old.pub", directory + "/alice.pub"].map {
            try String(contentsOfFile: $0, encoding: .utf8).trimmingCharacters(in: .newlines)
        }
        try (lines.joined(separator: "\r\n") + "\r\n").write(toFile: directory + "/authorized_keys", atomically: false, encoding: .utf8)
        let server = try await AbuseServer(directory: directory)
        defer { server.stop() }
        #expect(server.server.output.contains("lcdemo: \"authorized_keys\" line 1: ssh-rsa key left out: "), "\(server.server.output)")
        let alice = try server.ssh(["-tt"], name: "alice")
        defer { alice.kill() }
        try await AbuseWait.until("alice's session") { server.sessionApps.count == 1 || !alice.isRunning }
        #expect(server.sessionApps.count == 1, "\(alice.errorOutput)")
    }

    /// A key written inside a quoted option value (here `permitopen`, which the server takes) is
    /// never the key that gets in: the key of the line is the one after the options.
    @Test func aKeyInsideAQuotedOptionValueDoesNotGetIn() async throws {
        let directory = try AbuseServer.scratch()
        let made = try Command.run(["ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-C", "bob", "-f", directory + "/bob"], scratch: directory)
        #expect(made.status == 0)
        let fields = { (name: String) throws -> [Substring] in
            try String(contentsOfFile: directory + "/\(name).pub", encoding: .utf8).split(separator: " ")
        }
        let alice = try fields("alice")
        let bob = try fields("bob")
        try "permitopen=\" \(alice[0]) \(alice[1]) \" \(bob[0]) \(bob[1]) bob\n".write(toFile: directory + "/authorized_keys", atomically: false, encoding: .utf8)
        let server = try await AbuseServer(directory: directory)
        defer { server.stop() }
        let smuggled = try server.ssh(["-tt"], name: "smuggled")
        defer { smuggled.kill() }
        #expect(try await smuggled.waitForExit("alice's key to be refused") == 255)
        #expect(smuggled.errorOutput.contains("Permission denied (publickey)"), "\(smuggled.errorOutput)")
        #expect(server.sessionApps.isEmpty)
    }
}
