import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing

/// Before a client signs in: lcssh closes a connection that never does after the login grace
/// time, bounds how many sign in at once, and refuses flags it does not know. The real
/// OpenSSH client and silent TCP clients (Python's socket module) in tmux panes.
@Suite(.serialized)
struct SSHSignInEndToEndTests {
    /// A connection that never signs in is closed after the login grace time (lcssh's
    /// `--login-grace-time`, 120 s by default, as sshd's): idle connections cannot pile up
    /// before authentication. A session that signed in is not touched by it.
    @Test func aConnectionThatNeverSignsInIsClosedAfterTheGraceTime() async throws {
        let lcssh = (try LCDemoBinary.path() as NSString).deletingLastPathComponent + "/lcssh"
        // Long enough for alice to sign in on a loaded machine (she must, within it, or she is
        // the one closed), short enough for a test.
        let server = try await SSHServeFixture(arguments: "--login-grace-time 10 --app-name lcdemo --app ./lcdemo -- --route home",
                                               program: lcssh)
        defer { server.stop() }
        let alice = try server.join()
        defer { alice.kill() }
        try await alice.waitFor("alice's Home") { $0.title == "Home" && $0.contains("Hello, alice") }

        // A client that connects, reads the server's version line and sends nothing.
        let script = """
            import socket
            s = socket.create_connection(("127.0.0.1", \(server.port)))
            s.settimeout(60)
            print("BANNER", s.recv(256).split(b"\\r")[0].decode(), flush=True)
            try:
                while s.recv(256): pass
                print("CLOSED-BY-SERVER", flush=True)
            except socket.timeout:
                print("STILL-OPEN", flush=True)
            """
        let silent = try TmuxSession(command: "python3 silent.py") { directory in
            try script.write(toFile: directory + "/silent.py", atomically: true, encoding: .utf8)
        }
        defer { silent.kill() }
        try await silent.waitForText("BANNER SSH-2.0-")
        let screen = try await silent.waitFor("the server to close or keep the silent connection", timeout: .seconds(120)) {
            $0.contains("CLOSED-BY-SERVER") || $0.contains("STILL-OPEN")
        }
        #expect(screen.contains("CLOSED-BY-SERVER"), "\(screen)")

        // alice signed in before and is past the grace time: her session goes on.
        try alice.press("Enter")
        try await alice.waitForTitle("Product 1")
        try alice.press("q")
        #expect(try await alice.waitForExit() == 0)
    }

    /// At most --max-sessions + 100 connections sign in at once (as sshd's `MaxStartups`):
    /// with 110 silent ones held (`--max-sessions 10`), every new connection is closed before
    /// the server's version line, a real client too; once they go, alice gets in.
    @Test func silentConnectionsSigningInAreBounded() async throws {
        let server = try await SSHServeFixture(arguments: "--route home --max-sessions 10")
        defer { server.stop() }
        let script = """
            import socket, sys
            held, refused = [], 0
            # From 127.0.0.2 to 127.0.0.5 in turn: no one address holds more than its fair share
            # of connections, so what bounds them is the sign-in limit.
            sources = 0
            def attempt():
                global sources
                sources += 1
                s = socket.create_connection(("127.0.0.1", \(server.port)), source_address=("127.0.0.%d" % (2 + sources % 4), 0))
                s.settimeout(60)
                try:
                    banner = s.recv(256)
                except socket.timeout:
                    banner = b""
                if banner.startswith(b"SSH-2.0-"):
                    return s
                s.close()
                return None
            for _ in range(3000):
                if len(held) == 110: break
                s = attempt()
                if s: held.append(s)
                else: refused += 1
            later = [attempt() for _ in range(5)]
            print("HELD", len(held), "REFUSED-ON-THE-WAY", refused, "LATER-LET-IN", sum(1 for s in later if s), flush=True)
            sys.stdin.readline()
            print("RELEASED", flush=True)
            """
        let silent = try TmuxSession(width: 200, height: 24, command: "python3 silent.py") { directory in
            try script.write(toFile: directory + "/silent.py", atomically: true, encoding: .utf8)
        }
        defer { silent.kill() }
        let held = try await silent.waitFor("110 silent connections held", timeout: .seconds(120)) { $0.contains("HELD ") }
        #expect(held.contains("HELD 110 "), "\(held)")
        #expect(held.contains("LATER-LET-IN 0"), "\(held)")

        let refused = try server.join()
        defer { refused.kill() }
        #expect(try await refused.waitForExit() == 255, "a real client is refused while 110 are signing in")

        try silent.press("Enter")
        try await silent.waitForText("RELEASED")
        #expect(try await silent.waitForExit() == 0)
        // The server has let go of the 110 (it closes them as it reads their end, in its own
        // time): then alice gets in.
        try await server.waitUntil("the server to close the silent connections") {
            Wait.serverConnections(onPort: server.port) == 0
        }
        let alice = try server.join()
        defer { alice.kill() }
        try await alice.waitFor("alice's Home") { $0.title == "Home" && $0.contains("Hello, alice") }
        try alice.press("q")
        #expect(try await alice.waitForExit() == 0)
    }

    /// A key whose authorized_keys options restrict it (`from=` here) is left out, since the
    /// server does not check them: that key is refused, and the start line says why.
    @Test func aKeyRestrictedByFromIsLeftOut() async throws {
        let server = try await SSHServeFixture()
        defer { server.stop() }
        try await server.stopServer()
        let alice = try String(contentsOfFile: server.directory + "/alice.pub", encoding: .utf8)
        let mallory = try String(contentsOfFile: server.directory + "/mallory.pub", encoding: .utf8)
        try ("from=\"10.9.9.9\" " + alice + mallory).write(toFile: server.directory + "/authorized_keys", atomically: true, encoding: .utf8)
        try await server.start(arguments: "--authorized-keys authorized_keys --route home")
        // The lines after the serving line come after it, in the server's own time.
        try await server.waitForStartLine("the line that leaves the key out") {
            $0.hasSuffix("line 1: key left out: this server does not check its option from=; remove the option to let the key in")
        }
        let pane = try server.join()
        defer { pane.kill() }
        #expect(try await pane.waitForExit() == 255)
        #expect(try pane.screen().contains("Permission denied (publickey)"))
        #expect(server.serverChildren().isEmpty)
    }

    /// lcssh refuses a flag it does not know and a grace time out of range, in one line,
    /// before it listens (a mistyped flag is never ignored).
    @Test func lcsshRefusesUnknownFlagsAndBadGraceTimes() throws {
        let lcssh = (try LCDemoBinary.path() as NSString).deletingLastPathComponent + "/lcssh"
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("lcssh-flags-\(getpid())").path
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let base = [lcssh, "--serve-ssh", "127.0.0.1:0", "--host-key", scratch + "/host_key", "--app-name", "lcdemo",
                    "--app", try LCDemoBinary.path()]
        let cases: [(arguments: [String], status: Int32, message: String)] = [
            (["--login-grace-time", "0"], 2, "lcdemo: --login-grace-time takes whole seconds from 1 to 3600"),
            (["--login-grace-time", "soon"], 2, "lcdemo: --login-grace-time takes whole seconds from 1 to 3600"),
            (["--login-grace", "5"], 64, "lcssh: run an app with --serve-ssh ADDRESS:PORT instead"),
        ]
        for (arguments, status, message) in cases {
            let result = try Command.run(["timeout", "120"] + base + arguments + ["--", "--route", "home"], scratch: scratch)
            let lines = result.errorOutput.split(separator: "\n")
            #expect(result.status == status, "\(arguments): \(result.errorOutput)")
            #expect(lines.count == 1 && lines[0].hasPrefix(message), "\(arguments): \(result.errorOutput)")
            #expect(result.output.isEmpty, "\(arguments): nothing started: \(result.output)")
        }
        #expect(!FileManager.default.fileExists(atPath: scratch + "/host_key"), "nothing was created")
    }
}
