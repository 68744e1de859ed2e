import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `lcdemo --serve-ssh 127.0.0.1:0` started in a tmux pane of its own (any free loopback port,
/// read back from its start line), with keys made by `ssh-keygen` in a scratch directory, and
/// the real OpenSSH client joining from other panes.
final class SSHServeFixture {
    /// The pane that runs the server (in the background of its shell).
    let serverPane: TmuxSession
    /// Where the keys, the authorized_keys file, the host key and the server's log are.
    var directory: String { serverPane.directory }
    private(set) var port = 0
    private(set) var serverPID: pid_t = 0
    /// The lines the server has written so far. The serving line comes first; the lines after it
    /// (a key left out, "anyone may connect") may still be on their way when it is read: wait
    /// for one with `waitForStartLine`, and read the whole log after `stopServer()`.
    var startLines: [String] { serverLog.split(separator: "\n").map(String.init) }

    /// Makes the keys `alice` (authorized) and `mallory` (not), starts the server with
    /// `--authorized-keys` and `arguments` (the app's start options too), and waits for its start
    /// line. `environment` goes before the command (`NAME=value ...`).
    init(arguments: String = "--route home", environment: String = "", program: String = "./lcdemo") async throws {
        serverPane = try TmuxSession(width: 200, height: 20)
        for name in ["alice", "mallory"] {
            let made = try Command.run(["ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-C", name, "-f", directory + "/" + name],
                                       scratch: directory)
            guard made.status == 0 else { throw TmuxSession.Timeout(description: "ssh-keygen failed: \(made.errorOutput)") }
        }
        try FileManager.default.copyItem(atPath: directory + "/alice.pub", toPath: directory + "/authorized_keys")
        try await start(arguments: "--authorized-keys authorized_keys " + arguments, environment: environment, program: program)
    }

    /// Starts (or restarts) the server.
    func start(arguments: String, environment: String = "", program: String = "./lcdemo") async throws {
        unlink(directory + "/server.log")
        unlink(directory + "/server.pid")
        try serverPane.runInShell("\(environment) \(program) --serve-ssh 127.0.0.1:0 --host-key host_key \(arguments) > server.log 2>&1 & echo $! > server.pid")
        let (port, pid) = try await Wait.value("the server's start line", describe: { self.serverLog }) { () -> (Int, pid_t)? in
            let log = self.serverLog
            guard let line = log.split(separator: "\n").first(where: { $0.contains(": serving over SSH on 127.0.0.1:") }),
                  let portText = line.split(separator: "127.0.0.1:").dropFirst().first?.prefix(while: \.isNumber),
                  let port = Int(portText),
                  let pidText = try? String(contentsOfFile: self.directory + "/server.pid", encoding: .utf8),
                  let pid = pid_t(pidText.trimmingCharacters(in: .whitespacesAndNewlines))
            else { return nil }
            return (port, pid)
        }
        self.port = port
        serverPID = pid
    }

    /// Waits until the server has written a line that satisfies `condition`.
    func waitForStartLine(_ what: String, _ condition: (String) -> Bool) async throws {
        try await Wait.until("the server to write \(what)", describe: { self.serverLog }) { self.startLines.contains(where: condition) }
    }

    /// Sends SIGTERM to the server and waits until it has exited: its log is then complete.
    func stopServer() async throws {
        kill(serverPID, SIGTERM)
        try await waitUntil("the server to exit") { !serverIsRunning }
    }

    /// What the server wrote.
    var serverLog: String { (try? String(contentsOfFile: directory + "/server.log", encoding: .utf8)) ?? "" }

    /// A new client pane, not yet connected.
    func clientPane(width: Int = 80, height: Int = 24) throws -> TmuxSession {
        try TmuxSession(width: width, height: height)
    }

    /// The `ssh` command line that joins as `user` with `key`'s key, with `command` (an exec
    /// request) after it. `prefix` goes before `ssh` (`NAME=value` for its environment, or a
    /// command and `;`), `clientOptions` after it (`-tt -e none`), `redirections` after the
    /// command (`< fifo > out`).
    func sshCommandLine(user: String = "alice", key: String = "alice", command: String = "",
                        prefix: String = "", clientOptions: String = "", redirections: String = "") -> String {
        let options = "-t -F /dev/null -o BatchMode=yes -o StrictHostKeyChecking=no -o UserKnownHostsFile=\(directory)/known_hosts"
            + " -o IdentitiesOnly=yes -o IdentityAgent=none -o LogLevel=ERROR -o ConnectTimeout=60"
        return "\(prefix) ssh \(options) \(clientOptions) -i \(directory)/\(key) -p \(port) \(user)@127.0.0.1 \(command) \(redirections)"
    }

    /// A new client pane whose command is `ssh` joining as `user` (no shell: nothing typed,
    /// no prompt to race); `waitForExit` gives ssh's status. See `sshCommandLine` for the rest;
    /// `prepare` runs in the pane's directory before ssh starts (a FIFO, a file it reads).
    func join(width: Int = 80, height: Int = 24, user: String = "alice", key: String = "alice", command: String = "",
              prefix: String = "", clientOptions: String = "", redirections: String = "", recordOutput: Bool = false,
              prepare: (String) throws -> Void = { _ in }) throws -> TmuxSession {
        let line = sshCommandLine(user: user, key: key, command: command, prefix: prefix, clientOptions: clientOptions,
                                  redirections: redirections)
        return try TmuxSession(width: width, height: height, command: line, recordOutput: recordOutput, prepare: prepare)
    }

    /// Types the `ssh` command in the shell of `pane`, for a test that uses the shell after
    /// ssh ends (`stty -a`); the pane prints `LCDEMO-EXIT=<status> RUN-<n>` when ssh ends.
    func join(_ pane: TmuxSession, user: String = "alice", key: String = "alice", command: String = "",
              prefix: String = "", clientOptions: String = "", redirections: String = "") throws {
        let line = sshCommandLine(user: user, key: key, command: command, prefix: prefix, clientOptions: clientOptions,
                                  redirections: redirections)
        try pane.runInShell(line + "; " + pane.exitEcho())
    }

    /// The processes whose parent is the server (its sessions' apps, zombies included).
    func serverChildren() -> [pid_t] {
        Wait.children(of: serverPID)
    }

    /// Waits until `condition` holds, for at most the deadline.
    func waitUntil(_ what: String, _ condition: () -> Bool) async throws {
        try await Wait.until(what, describe: { "the server's log:\n" + self.serverLog }, condition)
    }

    /// Whether the server process is still there (and not a zombie).
    var serverIsRunning: Bool {
        Wait.isRunning(serverPID)
    }

    /// Stops the server (SIGTERM, then SIGKILL after the deadline) and the panes' tmux.
    func stop() {
        if serverPID > 0, serverIsRunning {
            Glibc.kill(serverPID, SIGTERM)
            if !Wait.blocking({ !serverIsRunning }) { Glibc.kill(serverPID, SIGKILL) }
        }
        serverPane.kill()
    }
}
