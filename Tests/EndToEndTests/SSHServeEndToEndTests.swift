import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing

/// `lcdemo --serve-ssh` joined by the real OpenSSH client, each session in a tmux pane of its
/// own: keys drive it, a resize re-lays it out, sessions are independent processes, and a
/// session that ends (q, a killed client, a trap, SIGTERM to the server) leaves nothing behind.
@Suite(.serialized)
struct SSHServeEndToEndTests {
    @Test func twoSessionsAreIndependentAndQEndsOnlyOne() async throws {
        let server = try await SSHServeFixture()
        defer { server.stop() }
        let first = try server.clientPane()
        defer { first.kill() }
        let before = try await first.terminalModes()
        try server.join(first)
        let second = try server.join(width: 100, height: 30, user: "bob")
        defer { second.kill() }
        // --route home applies to every session; the Shop greets each user by name.
        try await first.waitFor("alice's Home with its products") { $0.title == "Home" && $0.contains("Hello, alice") && $0.contains("› Desk Lamp") }
        try await second.waitFor("bob's Home") { $0.title == "Home" && $0.contains("Hello, bob") }

        // Keys drive one session only.
        try first.press("Enter")
        try await first.waitForTitle("Product 1")
        #expect(try second.screen().title == "Home")

        // A resize re-lays the session out (the tab bar follows the bottom row).
        try first.resize(width: 100, height: 30)
        try await first.waitFor("the 100x30 layout") { $0.lines.count == 30 && $0.lastNonBlankLine.contains("1 Home") && $0.lines[29].contains("1 Home") }

        // q ends the first session: ssh exits 0 and the terminal is clean; the second lives on.
        try first.press("Escape")
        try await first.waitForTitle("Home")
        try first.press("q")
        #expect(try await first.waitForExit() == 0)
        try await expectTerminalRestored(first, modesBefore: before)
        try second.press("2")
        try await second.waitFor("bob's Orders tab") { $0.title == "Orders" }
        try await server.waitUntil("one session left") { server.serverChildren().count == 1 }
        // Ctrl+C ends the second as q would: ssh exits 0.
        try second.press("C-c")
        #expect(try await second.waitForExit() == 0)
        try await server.waitUntil("no session left") { server.serverChildren().isEmpty }
        // The start lines after the serving line may still be on their way while it serves: the
        // log is whole once the server has exited.
        try await server.stopServer()
        #expect(!server.serverLog.contains("anyone may connect"), "\(server.serverLog)")
    }

    @Test func anIdleSessionEndsWithOneLine() async throws {
        // 5 s, not 1: the idle time counts from the session's start, and the app must draw Home
        // within it on a loaded machine.
        let server = try await SSHServeFixture(arguments: "--route home --idle-timeout 5")
        defer { server.stop() }
        // What ssh writes is recorded: Home is on screen for a few seconds only, which a loaded
        // machine may not give a poll of the pane.
        let pane = try server.join(recordOutput: true)
        defer { pane.kill() }
        let status = try await pane.waitForExit()
        try await pane.waitForRecordedOutput("Hello, alice")
        #expect(status == 128 + Int(SIGHUP), "the idle app is hung up")
        #expect(try pane.screen().contains("lcdemo: no input for 5 s; the session ended (--idle-timeout)"))
        #expect(try pane.format("#{alternate_on}") == "0")
        try await server.waitUntil("no session left") { server.serverChildren().isEmpty }
    }

    @Test func anExecCommandIsADeepLink() async throws {
        let server = try await SSHServeFixture()
        defer { server.stop() }
        let pane = try server.join(command: "shop://product/42")
        defer { pane.kill() }
        try await pane.waitForTitle("Product 42")
        try pane.press("q")
        #expect(try await pane.waitForExit() == 0)
    }

    @Test func anExampleServesItselfToo() async throws {
        // Every app on TapeCommandLine takes --serve-ssh: the lcssh beside it serves it.
        let example = LCDemoBinary.packageRoot + "/.build/debug/GettingStarted"
        try #require(FileManager.default.isExecutableFile(atPath: example), "build it: swift build --product GettingStarted")
        let server = try await SSHServeFixture(arguments: "", program: example)
        defer { server.stop() }
        #expect(server.startLines.first?.hasPrefix("GettingStarted: serving over SSH on 127.0.0.1:") == true)
        let pane = try server.join(command: "notes://note/2")
        defer { pane.kill() }
        try await pane.waitForTitle("Note 2")
        try pane.press("q")
        #expect(try await pane.waitForExit() == 0)
    }

    @Test func theAppsOwnOptionsReachEverySession() async throws {
        // LoadingData's own `--server HOST` (an AppOption), given to --serve-ssh, is passed to
        // every session's process of the app: each connects to the server it names.
        let example = LCDemoBinary.packageRoot + "/.build/debug/LoadingData"
        try #require(FileManager.default.isExecutableFile(atPath: example), "build it: swift build --product LoadingData")
        let server = try await SSHServeFixture(arguments: "--server e2e.example", program: example)
        defer { server.stop() }
        let first = try server.join()
        defer { first.kill() }
        let second = try server.join(width: 100, height: 30, user: "bob")
        defer { second.kill() }
        try await first.waitFor("alice's session connected to e2e.example") { $0.contains("Connected to e2e.example") }
        try await second.waitFor("bob's session connected to e2e.example") { $0.contains("Connected to e2e.example") }
        for pane in [first, second] {
            try pane.press("q")
            #expect(try await pane.waitForExit() == 0)
        }
        // A bad value is one line and exit code 64, before the server starts.
        let bad = try Command.run([example, "--serve-ssh", "127.0.0.1:0", "--host-key", "bad_host_key", "--server", "news server"],
                                  scratch: server.directory)
        #expect(bad.status == 64)
        #expect(bad.errorOutput == "LoadingData: --server news server: a host name is letters, digits and hyphens in labels joined by dots, e.g. news.example.org; see LoadingData --help\n")
        #expect(!FileManager.default.fileExists(atPath: server.directory + "/bad_host_key"))
    }

    @Test func anUnknownKeyIsRefused() async throws {
        let server = try await SSHServeFixture()
        defer { server.stop() }
        let pane = try server.join(user: "mallory", key: "mallory")
        defer { pane.kill() }
        #expect(try await pane.waitForExit() == 255)
        #expect(try pane.screen().contains("Permission denied (publickey)"))
        #expect(server.serverChildren().isEmpty)
    }

    @Test func nothingButAShellOrExecIsOffered() async throws {
        let server = try await SSHServeFixture()
        defer { server.stop() }
        let options = ["-F", "/dev/null", "-o", "BatchMode=yes", "-o", "StrictHostKeyChecking=no", "-o",
                       "UserKnownHostsFile=\(server.directory)/known_hosts", "-o", "IdentitiesOnly=yes", "-o", "LogLevel=ERROR",
                       "-o", "ConnectTimeout=60", "-i", "\(server.directory)/alice", "-p", "\(server.port)"]
        let cases: [(arguments: [String], status: Int32, message: String)] = [
            (["-o", "ExitOnForwardFailure=yes", "-R", "0:127.0.0.1:9", "-N"], 255, "remote port forwarding failed"),
            (["-s"], 255, "subsystem request failed"),
            (["-T"], 2, "lcdemo: this server runs a terminal app; join with ssh -t"),
        ]
        for (arguments, status, message) in cases {
            let target = arguments == ["-s"] ? ["alice@127.0.0.1", "sftp"] : ["alice@127.0.0.1"]
            let result = try Command.run(["timeout", "120", "ssh"] + options + arguments + target, scratch: server.directory)
            #expect(result.status == status, "\(arguments): \(result.errorOutput)")
            #expect(result.errorOutput.contains(message), "\(arguments): \(result.errorOutput)")
        }
        #expect(server.serverChildren().isEmpty)
    }

    @Test func aKilledClientLeavesNoProcessBehind() async throws {
        let server = try await SSHServeFixture()
        defer { server.stop() }
        let pane = try server.join()
        defer { pane.kill() }
        try await pane.waitFor("Home") { $0.title == "Home" }
        #expect(server.serverChildren().count == 1)
        let client = try #require(try pane.processNamed("ssh"), "no ssh client in the pane")
        #expect(kill(client, SIGKILL) == 0)
        #expect(try await pane.waitForExit() == 128 + Int(SIGKILL))
        try await server.waitUntil("the session's app to be hung up and reaped") { server.serverChildren().isEmpty }
        #expect(server.serverIsRunning)
    }

    @Test func aTrapInOneSessionEndsNoOtherSessionNorTheServer() async throws {
        let server = try await SSHServeFixture(environment: "LCDEMO_DEBUG_TRAP=crasher")
        defer { server.stop() }
        let alice = try server.join()
        defer { alice.kill() }
        try await alice.waitFor("alice's Home") { $0.title == "Home" }
        let crasher = try server.join(user: "crasher")
        defer { crasher.kill() }
        let status = try await crasher.waitForExit()
        #expect(status > 128, "the trapping session ends with 128 + its signal, not \(status)")
        try alice.press("Enter")
        try await alice.waitForTitle("Product 1")
        #expect(server.serverIsRunning)
        // The server still takes new sessions.
        let later = try server.join(user: "carol")
        defer { later.kill() }
        try await later.waitFor("carol's Home") { $0.contains("Hello, carol") }
        try later.press("q")
        #expect(try await later.waitForExit() == 0)
    }

    @Test func sigtermEndsEverySessionThenTheServer() async throws {
        let server = try await SSHServeFixture()
        defer { server.stop() }
        let pane = try server.join()
        defer { pane.kill() }
        try await pane.waitFor("Home") { $0.title == "Home" }
        #expect(kill(server.serverPID, SIGHUP) == 0)
        try await Task.sleep(for: .milliseconds(300))
        #expect(try pane.screen().title == "Home", "SIGHUP does not drop sessions")
        #expect(kill(server.serverPID, SIGTERM) == 0)
        let status = try await pane.waitForExit()
        #expect(status == 128 + Int(SIGTERM), "the app ends as SIGTERM ends it")
        #expect(try pane.screen().contains("the server is shutting down"))
        #expect(try pane.format("#{alternate_on}") == "0")
        try await server.waitUntil("the server to exit") { !server.serverIsRunning }
    }

    @Test func maxSessionsRefusesTheNextWithOneLine() async throws {
        let server = try await SSHServeFixture(arguments: "--route home --max-sessions 1")
        defer { server.stop() }
        let first = try server.join()
        defer { first.kill() }
        try await first.waitFor("Home") { $0.title == "Home" }
        let second = try server.join()
        defer { second.kill() }
        #expect(try await second.waitForExit() == 1)
        #expect(try second.screen().contains("lcdemo: the server is full (1 sessions); try again later"))
        try first.press("q")
        #expect(try await first.waitForExit() == 0)
    }

    @Test func theHostKeyIsCreatedPrivateAndReusedAcrossRestarts() async throws {
        let server = try await SSHServeFixture()
        defer { server.stop() }
        var info = stat()
        #expect(lstat(server.directory + "/host_key", &info) == 0)
        #expect(info.st_mode & 0o777 == 0o600)
        func fingerprint() -> String? {
            let line = server.startLines.first { $0.contains("serving over SSH") } ?? ""
            return line.split(separator: " ").first { $0.hasPrefix("SHA256:") }.map(String.init)
        }
        let first = fingerprint()
        #expect(first != nil)
        try await server.stopServer()
        try await server.start(arguments: "--authorized-keys authorized_keys --route home")
        #expect(fingerprint() == first, "the same host key after a restart")
        let pane = try server.join()
        defer { pane.kill() }
        try await pane.waitFor("Home") { $0.title == "Home" }
        try pane.press("q")
        #expect(try await pane.waitForExit() == 0)
    }

    @Test func badValuesGiveOneLineAndExit2WithNothingStarted() throws {
        let lcdemo = try LCDemoBinary.path()
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("lcdemo-ssh-bad-\(getpid())").path
        try? FileManager.default.removeItem(atPath: scratch)
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        try FileManager.default.createSymbolicLink(atPath: scratch + "/planted", withDestinationPath: scratch + "/target")
        try "not a key\n".write(toFile: scratch + "/bad_keys", atomically: true, encoding: .utf8)
        let cases: [(arguments: [String], status: Int32, message: String)] = [
            (["--serve-ssh", "nonsense"], 2, "--serve-ssh takes ADDRESS:PORT"),
            (["--serve-ssh", "127.0.0.1:70000"], 2, "--serve-ssh takes ADDRESS:PORT"),
            (["--serve-ssh", "127.0.0.1:0", "--max-sessions", "0"], 2, "--max-sessions takes a whole number from 1 to 1000"),
            (["--serve-ssh", "127.0.0.1:0", "--idle-timeout", "soon"], 2, "--idle-timeout takes whole seconds"),
            (["--serve-ssh", "127.0.0.1:0", "--host-key", scratch + "/planted"], 2, "is a symbolic link; refusing to follow it"),
            (["--serve-ssh", "127.0.0.1:0", "--host-key", scratch + "/k", "--authorized-keys", scratch + "/none"], 2, "no authorized keys file"),
            (["--serve-ssh", "127.0.0.1:0", "--host-key", scratch + "/k", "--authorized-keys", scratch + "/bad_keys"], 2, "line 1: not a key this server takes"),
            (["--max-sessions", "3"], 64, "--max-sessions goes with --serve-ssh ADDRESS:PORT"),
            (["--serve-ssh", "127.0.0.1:0", "--record", scratch + "/t.tape"], 64, "every session would write the same file"),
        ]
        for (arguments, status, message) in cases {
            let result = try Command.run([lcdemo] + arguments, scratch: scratch)
            let lines = result.errorOutput.split(separator: "\n")
            #expect(result.status == status, "\(arguments): \(result.errorOutput)")
            #expect(lines.count == 1 && lines[0].contains(message), "\(arguments): \(result.errorOutput)")
            #expect(result.output.isEmpty, "\(arguments): nothing started, nothing printed: \(result.output)")
        }
        #expect(!FileManager.default.fileExists(atPath: scratch + "/target"), "the planted link was not followed")
    }
}
