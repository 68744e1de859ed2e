import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The real lcdemo on a pseudo terminal of our own (TERM xterm-256color, 80×24), whose
/// "terminal" answers the start-up probe with `answer`; everything lcdemo writes is kept.
final class PseudoTerminalRun: @unchecked Sendable {
    let pid: pid_t
    private let master: Int32
    private(set) var bytes: [UInt8] = []
    private var exitStatus: Int?

    var output: String { String(decoding: bytes, as: UTF8.self) }

    /// `ownProcessGroup` starts lcdemo in a process group of its own, so that stop signals reach
    /// it even when the test runner's group is orphaned (the kernel drops them there).
    init(arguments: [String], answer: String, ownProcessGroup: Bool = false) throws {
        let binary = try LCDemoBinary.path()
        var master: Int32 = -1
        var slave: Int32 = -1
        var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, nil, nil, &size) == 0 else { throw TmuxSession.Timeout(description: "openpty failed") }
        // The answer waits in the input queue: lcdemo reads it right after asking.
        _ = Array(answer.utf8).withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
        var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for target in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] { posix_spawn_file_actions_adddup2(&actions, slave, target) }
        posix_spawn_file_actions_addclose(&actions, master)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // Default dispositions and no blocked signals, whatever the test runner ignores or blocks
        // (an ignored SIGTERM is inherited, and lcdemo rightly leaves ignored signals alone).
        var all = sigset_t()
        sigfillset(&all)
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setsigmask(&attributes, &none)
        var flags = POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK
        if ownProcessGroup {
            posix_spawnattr_setpgroup(&attributes, 0)
            flags |= POSIX_SPAWN_SETPGROUP
        }
        posix_spawnattr_setflags(&attributes, Int16(flags))
        let argv: [UnsafeMutablePointer<CChar>?] = ([binary] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        // The demo's server answers at once here (its 200–600 ms are the loading tests' business).
        let variables = ["TERM=xterm-256color", "LANG=C.UTF-8", "PATH=/usr/bin:/bin", "LCDEMO_LATENCY=0"]
        let environment: [UnsafeMutablePointer<CChar>?] = variables.map { strdup($0) } + [nil]
        defer { environment.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, binary, &actions, &attributes, argv, environment)
        close(slave)
        guard spawned == 0 else {
            close(master)
            throw TmuxSession.Timeout(description: "posix_spawn failed (\(spawned))")
        }
        self.pid = pid
        self.master = master
        _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
    }

    func type(_ text: String) {
        _ = Array(text.utf8).withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Reads what is available now.
    private func pump() {
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = read(master, &buffer, buffer.count)
            guard count > 0 else { return }
            bytes += buffer[0..<count]
        }
    }

    /// Reads until the terminal is closed on lcdemo's side (EIO), once lcdemo has exited: a
    /// pty passes data on asynchronously, so an empty read right after the exit is not the end.
    private func pumpToEnd() {
        var buffer = [UInt8](repeating: 0, count: 65536)
        _ = Wait.blocking {
            let count = read(master, &buffer, buffer.count)
            if count > 0 {
                bytes += buffer[0..<count]
                return false
            }
            return count == 0 || errno != EAGAIN
        }
    }

    func waitForOutput(_ what: String, _ condition: (String) -> Bool) async throws {
        try await Wait.until("lcdemo to \(what)", describe: { "it wrote \(self.output.debugDescription)" }) {
            pump()
            return condition(output)
        }
    }

    /// How many bytes lcdemo has written so far: `waitForOutput(after:)` looks only past it.
    var mark: Int {
        pump()
        return bytes.count
    }

    /// Waits until what lcdemo wrote after `mark` satisfies `condition`.
    func waitForOutput(_ what: String, after mark: Int, _ condition: (String) -> Bool) async throws {
        try await waitForOutput(what) { _ in condition(String(decoding: bytes.dropFirst(mark), as: UTF8.self)) }
    }

    func waitForExit() async throws -> Int {
        try await Wait.value("lcdemo to exit", describe: { "it wrote \(self.output.debugDescription)" }) { () -> Int? in
            pump()
            var status: Int32 = 0
            guard waitpid(pid, &status, WNOHANG) == pid else { return nil }
            pumpToEnd()
            let signalled = status & 0x7F
            let code = signalled == 0 ? Int((status >> 8) & 0xFF) : 128 + Int(signalled)
            exitStatus = code
            return code
        }
    }

    /// Kills lcdemo if it still runs and closes the pty.
    func end() {
        if exitStatus == nil {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
            exitStatus = -1
        }
        close(master)
    }
}
