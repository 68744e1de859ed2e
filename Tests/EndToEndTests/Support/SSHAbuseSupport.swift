import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A child process left running (a server, an `ssh` client, a Python client): standard input
/// from a file, output and errors into files of the scratch directory; waited for with a bound.
final class AbuseProcess {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    let pid: pid_t
    let outputPath: String
    let errorPath: String
    private(set) var status: Int32?

    /// Starts `arguments` (the first looked up on `PATH`) in `directory`.
    init(_ arguments: [String], in directory: String, name: String, standardInput: String = "/dev/null") throws {
        outputPath = directory + "/\(name).out"
        errorPath = directory + "/\(name).err"
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, standardInput, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        for descriptor in open.compactMap({ Int32($0) }) where descriptor > 2 && fcntl(descriptor, F_GETFD) != -1 {
            posix_spawn_file_actions_addclose(&actions, descriptor)
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let envp = Command.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { envp.forEach { free($0) } }
        var child = pid_t()
        // In `directory`, through sh (posix_spawn_file_actions_addchdir_np is not imported everywhere).
        let wrapped = ["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", directory] + arguments
        let wrappedArgv = wrapped.map { strdup($0) } + [nil]
        defer { wrappedArgv.forEach { free($0) } }
        let spawned = posix_spawn(&child, "/bin/sh", &actions, &attributes, wrappedArgv, envp)
        guard spawned == 0 else { throw Failure(description: "cannot start \(arguments[0]): \(String(cString: strerror(spawned)))") }
        pid = child
    }

    var output: String { (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "" }
    var errorOutput: String { (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? "" }

    /// Whether it is still running (reaping it when it ended).
    var isRunning: Bool {
        guard status == nil else { return false }
        var raw: Int32 = 0
        let result = waitpid(pid, &raw, WNOHANG)
        guard result == pid else { return result == 0 }
        let signal = raw & 0x7F
        status = signal == 0 ? (raw >> 8) & 0xFF : 128 + signal
        return false
    }

    /// Waits (bounded) for it to exit; its exit code, or 128 + the signal.
    func waitForExit(_ what: String, timeout: Duration = .seconds(60)) async throws -> Int32 {
        try await AbuseWait.until(what, timeout: timeout) { !isRunning }
        return status ?? -1
    }

    /// SIGKILL and reap, if still running.
    func kill() {
        guard isRunning else { return }
        Glibc.kill(pid, SIGKILL)
        var raw: Int32 = 0
        while waitpid(pid, &raw, 0) < 0 && errno == EINTR {}
        status = 128 + SIGKILL
    }
}

/// Bounded waits for a state, every 50 ms.
enum AbuseWait {
    static func until(_ what: String, timeout: Duration = .seconds(60), _ condition: () -> Bool) async throws {
        let clock = ContinuousClock()
        let end = clock.now + timeout
        while !condition() {
            guard clock.now < end else { throw AbuseProcess.Failure(description: "waited \(timeout) for \(what)") }
            try await Task.sleep(for: .milliseconds(50))
        }
    }
}

/// `lcssh` serving lcdemo on 127.0.0.1 (a free port, read back from its start line), started
/// directly (no tmux), with the key `alice` authorized, in a private scratch directory; and
/// the real OpenSSH client joining it.
final class AbuseServer {
    let directory: String
    let server: AbuseProcess
    let port: Int

    /// The scratch directory with the keys `alice` (authorized) and `authorized_keys`.
    static func scratch() throws -> String {
        var template = Array((FileManager.default.temporaryDirectory.path + "/lcssh-abuse-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { throw AbuseProcess.Failure(description: "mkdtemp failed") }
        let directory = String(cString: made)
        let made2 = try Command.run(["ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-C", "alice", "-f", directory + "/alice"],
                                    scratch: directory)
        guard made2.status == 0 else { throw AbuseProcess.Failure(description: "ssh-keygen failed: \(made2.errorOutput)") }
        try FileManager.default.copyItem(atPath: directory + "/alice.pub", toPath: directory + "/authorized_keys")
        chmod(directory + "/authorized_keys", 0o600)
        return directory
    }

    /// The lcssh beside lcdemo (`$LCSSH_BINARY` instead, to run these tests against another build).
    static func lcssh() throws -> String {
        if let configured = ProcessInfo.processInfo.environment["LCSSH_BINARY"], !configured.isEmpty { return configured }
        return (try LCDemoBinary.path() as NSString).deletingLastPathComponent + "/lcssh"
    }

    /// Starts lcssh with `options` (its own flags) in `directory` (a new scratch one by default);
    /// `descriptorLimit` runs it under `ulimit -n`.
    init(options: [String] = [], directory: String? = nil, descriptorLimit: Int? = nil) async throws {
        self.directory = try directory ?? Self.scratch()
        let lcdemo = try LCDemoBinary.path()
        var command = [try Self.lcssh(), "--serve-ssh", "127.0.0.1:0", "--host-key", "host_key",
                       "--authorized-keys", "authorized_keys"] + options + ["--app-name", "lcdemo", "--app", lcdemo, "--", "--route", "home"]
        if let descriptorLimit {
            command = ["/bin/sh", "-c", "ulimit -n \(descriptorLimit) && exec \"$@\"", "lcssh"] + command
        }
        server = try AbuseProcess(command, in: self.directory, name: "server")
        let started = server
        var found = 0
        try await AbuseWait.until("the server's start line") {
            if let line = started.output.split(separator: "\n").first(where: { $0.contains(": serving over SSH on 127.0.0.1:") }),
               let text = line.split(separator: "127.0.0.1:").dropFirst().first?.prefix(while: \.isNumber), let number = Int(text) {
                found = number
                return true
            }
            return !started.isRunning
        }
        guard found > 0 else {
            throw AbuseProcess.Failure(description: "the server did not start: \(started.output) \(started.errorOutput)")
        }
        port = found
    }

    /// `ssh` as alice with `options` (first: OpenSSH takes the first value of an option) and
    /// `command` after the destination.
    func ssh(_ options: [String], command: [String] = [], name: String, standardInput: String = "/dev/null") throws -> AbuseProcess {
        let base = ["-F", "/dev/null", "-o", "BatchMode=yes", "-o", "StrictHostKeyChecking=no",
                    "-o", "UserKnownHostsFile=\(directory)/known_hosts", "-o", "IdentitiesOnly=yes", "-o", "IdentityAgent=none",
                    "-o", "LogLevel=ERROR", "-o", "ConnectTimeout=30", "-i", directory + "/alice", "-p", String(port)]
        return try AbuseProcess(["ssh"] + options + base + ["alice@127.0.0.1"] + command, in: directory, name: name, standardInput: standardInput)
    }

    /// The server's processes' children (its sessions' apps).
    var sessionApps: [pid_t] {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [] }
        return entries.compactMap(pid_t.init).filter { pid in
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return false }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return fields.count > 2 && pid_t(fields[1]) == server.pid
        }
    }

    /// The CPU time the server process itself has used (user + system), in seconds.
    var cpuSeconds: Double {
        guard let stat = try? String(contentsOfFile: "/proc/\(server.pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return 0 }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 13, let user = Double(fields[11]), let system = Double(fields[12]) else { return 0 }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// How many descriptors the server has open.
    var openDescriptors: Int {
        (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(server.pid)/fd").count) ?? 0
    }

    /// Connections waiting in the listener's accept queue (`/proc/net/tcp`'s rx_queue of a
    /// listening socket), which the server has not accepted.
    var acceptQueue: Int {
        guard let table = try? String(contentsOfFile: "/proc/net/tcp", encoding: .utf8) else { return 0 }
        let local = String(format: ":%04X", port)
        for line in table.split(separator: "\n").dropFirst() {
            let fields = line.split(separator: " ")
            guard fields.count > 4, fields[1].hasSuffix(local), fields[3] == "0A" else { continue }
            let queues = fields[4].split(separator: ":")
            return queues.count == 2 ? Int(queues[1], radix: 16) ?? 0 : 0
        }
        return 0
    }

    /// SIGTERM (SIGKILL after 20 s) and the scratch directory removed.
    func stop() {
        if server.isRunning {
            kill(server.pid, SIGTERM)
            for _ in 0..<400 where server.isRunning { usleep(50_000) }
            server.kill()
        }
        try? FileManager.default.removeItem(atPath: directory)
    }
}
