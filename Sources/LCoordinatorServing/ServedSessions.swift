#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The session machinery both servers share (`lcssh` and `lcweb`), in this module of its own so
/// that the web server links neither swift-nio-ssh nor Foundation: the app's child process on a
/// pseudo terminal of its own, the running-session registry, the gate for connections not yet
/// in a session, and the small-file rules, reached through `package` names (nothing is copied).
package enum ServedSessions {
    /// A session's app: a child process on its own pseudo terminal (`PseudoTerminalProcess`).
    package struct Process: Sendable {
        /// The child's process id.
        package let pid: pid_t
        /// The terminal's master side (the relay owns and closes it).
        package let master: Int32

        /// Starts `path` with `arguments` and `environment` on a new terminal of `columns` × `rows`.
        package static func spawn(path: String, arguments: [String], environment: [String],
                                  columns: Int, rows: Int) throws(SSHServerError) -> Process {
            let child = try PseudoTerminalProcess.spawn(path: path, arguments: arguments, environment: environment,
                                                        columns: columns, rows: rows)
            return Process(pid: child.pid, master: child.master)
        }

        /// Sets the terminal's size (the child gets SIGWINCH); each side clamped to 1...1000.
        package static func resize(master: Int32, columns: Int, rows: Int) {
            PseudoTerminalProcess.resize(master: master, columns: columns, rows: rows)
        }

        /// A reaped child's status as a shell reports it (128 + n for signal n).
        package static func exitCode(_ status: Int32) -> Int {
            PseudoTerminalProcess.exitCode(status)
        }
    }

    /// The sessions running now (`SessionRegistry`): the `--max-sessions` count and shutdown.
    package final class Registry: Sendable {
        private let registry: SessionRegistry

        package init(limit: Int) {
            registry = SessionRegistry(limit: limit)
        }

        /// The most sessions at once.
        package var limit: Int { registry.limit }
        /// How many sessions run.
        package var count: Int { registry.count }

        /// A place for one more session with `end` to call on shutdown; nil when full or closing.
        package func reserve(end: @escaping @Sendable () -> Void) -> Int? { registry.reserve(end: end) }
        /// The session `id` has ended.
        package func release(_ id: Int) { registry.release(id) }
        /// Refuses new sessions and asks every running one to end.
        package func endAll() { registry.endAll() }
    }

    /// Connections not yet in a session (`SignInGate`, sshd's `MaxStartups 10:30:100`).
    package final class Gate: Sendable {
        private let gate: SignInGate

        /// The gate of a server of `maxSessions` sessions.
        package init(maxSessions: Int) {
            gate = SignInGate(maxSessions: maxSessions)
        }

        /// Whether a new connection may come in (it counts until `leave`).
        package func enter() -> Bool { gate.enter() }
        /// A connection let in by `enter` started its session or closed; call it once.
        package func leave() { gate.leave() }
        /// The connections counted now.
        package var count: Int { gate.count }
    }

    /// The environment of this process, `NAME=value` entries (`ProcessEnvironment`).
    package static var environment: [String] { ProcessEnvironment.pairs }

    /// The bytes of the regular file at `path` (at most `limit`), not following a symbolic link.
    package static func readFile(_ path: String, what: String, limit: Int) throws(SSHServerError) -> [UInt8] {
        try FileText.read(path, what: what, limit: limit)
    }

    /// `path` in quotes with control characters escaped.
    package static func quoted(_ path: String) -> String { FileText.quoted(path) }
}
