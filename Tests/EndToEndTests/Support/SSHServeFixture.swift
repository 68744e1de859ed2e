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
    private(set) var startLines: [String] = []

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
        let clock = ContinuousClock()
        let end = clock.now + TmuxSession.deadline
        while clock.now < end {
            let log = (try? String(contentsOfFile: directory + "/server.log", encoding: .utf8)) ?? ""
            if let line = log.split(separator: "\n").first(where: { $0.contains(": serving over SSH on 127.0.0.1:") }),
               let portText = line.split(separator: "127.0.0.1:").dropFirst().first?.prefix(while: \.isNumber),
               let port = Int(portText),
               let pidText = try? String(contentsOfFile: directory + "/server.pid", encoding: .utf8),
               let pid = pid_t(pidText.trimmingCharacters(in: .whitespacesAndNewlines)) {
                self.port = port
                serverPID = pid
                startLines = log.split(separator: "\n").map(String.init)
                return
            }
            try await Task.sleep(for: .milliseconds(50))
        }
        throw TmuxSession.Timeout(description: "the server did not start; its log:\n" + serverLog)
    }

    /// What the server wrote.
    var serverLog: String { (try? String(contentsOfFile: directory + "/server.log", encoding: .utf8)) ?? "" }

    /// A new client pane, not yet connected.
    func clientPane(width: Int = 80, height: Int = 24) throws -> TmuxSession {
        try TmuxSession(width: width, height: height)
    }

    /// Types in `pane` the `ssh` command that joins as `user` with `key`'s key, with `command`
    /// (an exec request) after it; the pane prints `LCDEMO-EXIT=<status>` when ssh ends.
    /// `prefix` goes before `ssh` (`NAME=value` for its environment), `clientOptions` after it
    /// (`-tt -e none`), `redirections` after the command (`< fifo > out`).
    func join(_ pane: TmuxSession, user: String = "alice", key: String = "alice", command: String = "",
              prefix: String = "", clientOptions: String = "", redirections: String = "") throws {
        let options = "-t -F /dev/null -o BatchMode=yes -o StrictHostKeyChecking=no -o UserKnownHostsFile=\(directory)/known_hosts"
            + " -o IdentitiesOnly=yes -o IdentityAgent=none -o LogLevel=ERROR -o ConnectTimeout=20"
        try pane.runInShell("\(prefix) ssh \(options) \(clientOptions) -i \(directory)/\(key) -p \(port) \(user)@127.0.0.1 \(command)"
                            + " \(redirections); echo LCDEMO-EXIT=$?")
    }

    /// The processes whose parent is the server (its sessions' apps, zombies included).
    func serverChildren() -> [pid_t] {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [] }
        return entries.compactMap(pid_t.init).filter { pid in
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return false }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return fields.count > 2 && pid_t(fields[1]) == serverPID
        }
    }

    /// Waits until `condition` holds, every 50 ms, for at most the tmux deadline.
    func waitUntil(_ what: String, _ condition: () -> Bool) async throws {
        let clock = ContinuousClock()
        let end = clock.now + TmuxSession.deadline
        while !condition() {
            guard clock.now < end else { throw TmuxSession.Timeout(description: "waited for \(what)") }
            try await Task.sleep(for: .milliseconds(50))
        }
    }

    /// Whether the server process is still there (and not a zombie).
    var serverIsRunning: Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(serverPID)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return false }
        return stat[stat.index(after: close)...].split(separator: " ").first != "Z"
    }

    /// Stops the server (SIGTERM, then SIGKILL after the deadline) and the panes' tmux.
    func stop() {
        if serverPID > 0, serverIsRunning {
            Glibc.kill(serverPID, SIGTERM)
            for _ in 0..<200 where serverIsRunning { usleep(50_000) }
            if serverIsRunning { Glibc.kill(serverPID, SIGKILL) }
        }
        serverPane.kill()
    }
}
