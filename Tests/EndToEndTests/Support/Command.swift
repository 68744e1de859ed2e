import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A finished child process: its exit status and everything it wrote.
struct CommandResult {
    /// The exit code, or 128 + the signal that ended it.
    var status: Int32
    var stdout: Data
    var stderr: Data

    var output: String { String(decoding: stdout, as: UTF8.self) }
    var errorOutput: String { String(decoding: stderr, as: UTF8.self) }
}

/// Runs programs to completion with `posix_spawn`, not Foundation's `Process`: a daemon the
/// program leaves behind (the tmux server) inherits Foundation's exit-watch socket, so
/// `waitUntilExit()` never returns. Here the child gets only standard input, output (a file)
/// and error (a file) — every other descriptor is closed — with default signal handling and
/// nothing blocked, whatever the test thread blocks.
enum Command {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The environment the end-to-end programs see: UTF-8, no colour opt-out, no outer tmux.
    static let environment: [String: String] = {
        var environment = ProcessInfo.processInfo.environment
        for name in ["NO_COLOR", "TMUX", "TMUX_PANE", "LC_ALL", "LC_CTYPE", "ENV"] { environment[name] = nil }
        environment["LANG"] = "C.UTF-8"
        return environment
    }()

    /// Runs `arguments[0]` (looked up on `PATH`) with the rest as its arguments, and waits.
    ///
    /// - Parameters:
    ///   - arguments: the program and its arguments.
    ///   - standardInput: a file to read standard input from; `/dev/null` by default.
    ///   - scratch: a directory for the output files.
    static func run(_ arguments: [String], standardInput: String = "/dev/null", scratch: String) throws -> CommandResult {
        let token = UUID().uuidString
        let outPath = scratch + "/.out-\(token)"
        let errPath = scratch + "/.err-\(token)"
        defer {
            unlink(outPath)
            unlink(errPath)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, standardInput, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        try closeEveryOtherDescriptor(in: &actions)

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

        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid = pid_t()
        let spawned = posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, envp)
        guard spawned == 0 else {
            throw Failure(description: "cannot start \(arguments[0]): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 {
            guard errno == EINTR else { throw Failure(description: "waitpid failed: \(String(cString: strerror(errno)))") }
        }
        let signal = status & 0x7F
        let code = signal == 0 ? (status >> 8) & 0xFF : 128 + signal
        return CommandResult(status: code,
                             stdout: FileManager.default.contents(atPath: outPath) ?? Data(),
                             stderr: FileManager.default.contents(atPath: errPath) ?? Data())
    }

    /// Adds "close every descriptor from 3 up" to `actions`: glibc's `closefrom` action when it
    /// has one (Swift does not import it, so it is looked up), otherwise one close per open
    /// descriptor listed in /proc/self/fd.
    private static func closeEveryOtherDescriptor(in actions: inout posix_spawn_file_actions_t) throws {
        typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
        if let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") {
            let addCloseFrom = unsafeBitCast(symbol, to: AddCloseFrom.self)
            guard addCloseFrom(&actions, 3) == 0 else { throw Failure(description: "posix_spawn_file_actions_addclosefrom_np failed") }
            return
        }
        let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        for descriptor in open.compactMap({ Int32($0) }) where descriptor > 2 && fcntl(descriptor, F_GETFD) != -1 {
            posix_spawn_file_actions_addclose(&actions, descriptor)
        }
    }
}
