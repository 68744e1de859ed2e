#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CPseudoTerminal

/// The app running for one session: a child process on a pseudo terminal of its own, the
/// session leader with the terminal as its controlling terminal (so closing the master side
/// hangs it up: SIGHUP), its standard input, output and error on the terminal.
///
/// Spawned with `posix_spawn` (no `fork` in a threaded server); the master side is opened with
/// `O_CLOEXEC`, so no other session's child inherits it.
package struct PseudoTerminalProcess: Sendable {
    /// The child's process id.
    package let pid: pid_t
    /// The master side, for the relay (the relay's channel owns and closes it).
    package let master: Int32

    /// The signals the child gets back at their default action (the server ignores some).
    private static let resetSignals: [Int32] = [SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGPIPE, SIGCHLD, SIGTSTP, SIGTTIN,
                                                SIGTTOU, SIGWINCH, SIGUSR1, SIGUSR2, SIGALRM]

    /// Starts `path` with `arguments` (without argv[0]) and `environment` on a new terminal of
    /// `columns` × `rows`.
    package static func spawn(path: String, arguments: [String], environment: [String],
                      columns: Int, rows: Int) throws(SSHServerError) -> PseudoTerminalProcess {
        var name = [CChar](repeating: 0, count: 128)
        let master = lcssh_open_master(&name, name.count)
        guard master >= 0 else { throw SSHServerError("no pseudo terminal: \(String(cString: strerror(errno)))") }
        resize(master: master, columns: columns, rows: rows)

        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        // A new session first (glibc applies the attributes before the file actions), then the
        // terminal opened as fd 0: it becomes the controlling terminal.
        posix_spawn_file_actions_addopen(&actions, 0, name, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in resetSignals { sigaddset(&defaults, signal) }
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &mask)
        posix_spawnattr_setflags(&attributes, lcssh_spawn_setsid() | Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
        guard status == 0 else {
            close(master)
            throw SSHServerError("cannot start \(FileText.quoted(path)): \(String(cString: strerror(status)))")
        }
        return PseudoTerminalProcess(pid: pid, master: master)
    }

    /// Sets the terminal's size (the child gets SIGWINCH); each side clamped to 1...1000.
    package static func resize(master: Int32, columns: Int, rows: Int) {
        var size = winsize(ws_row: UInt16(clamp(rows, default: 24)), ws_col: UInt16(clamp(columns, default: 80)),
                           ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    }

    /// The widest and tallest terminal a session gets; larger sizes from a client are clamped.
    package static let maximumSide = 1_000

    /// `value` within 1...1000; 0 (the client did not say) is `fallback`.
    package static func clamp(_ value: Int, default fallback: Int) -> Int {
        value <= 0 ? fallback : min(value, maximumSide)
    }

    /// The exit status of a reaped child, as a shell reports it (128 + n for signal n).
    package static func exitCode(_ status: Int32) -> Int {
        let signal = status & 0x7F
        return signal == 0 ? Int((status >> 8) & 0xFF) : 128 + Int(signal)
    }
}
