import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one way every end-to-end test waits: poll for a state, with a generous bound, never a
/// fixed sleep and never an assumed order of events. A loaded 2-core machine (a build beside
/// the tests, `yes > /dev/null` on a core) can take seconds to schedule a process; a wait that
/// ends because the state arrived costs nothing on a quiet one.
enum Wait {
    struct Timeout: Error, CustomStringConvertible {
        var description: String
    }

    /// How long a wait lasts before it fails.
    static let deadline: Duration = .seconds(60)
    /// How often the state is read while waiting.
    static let pollInterval: Duration = .milliseconds(50)

    /// Polls `probe` until it gives a value, for at most `timeout`.
    ///
    /// - Parameter describe: what was seen last, for the failure message.
    /// - Returns: the first value `probe` gives.
    /// - Throws: `Timeout` naming `what` (and `describe()`).
    static func value<Value>(_ what: String, timeout: Duration = deadline, describe: () -> String = { "" },
                             _ probe: () throws -> Value?) async throws -> Value {
        let clock = ContinuousClock()
        let end = clock.now + timeout
        while true {
            if let value = try probe() { return value }
            guard clock.now < end else {
                let seen = describe()
                throw Timeout(description: "waited \(timeout) for \(what)" + (seen.isEmpty ? "" : "; last seen:\n\(seen)"))
            }
            try await Task.sleep(for: pollInterval)
        }
    }

    /// Polls `condition` until it holds, for at most `timeout`.
    static func until(_ what: String, timeout: Duration = deadline, describe: () -> String = { "" },
                      _ condition: () throws -> Bool) async throws {
        _ = try await value(what, timeout: timeout, describe: describe) { try condition() ? true : nil }
    }

    /// The same for synchronous tests: blocks the calling thread between polls.
    ///
    /// - Returns: whether `condition` held before `timeout`.
    static func blocking(timeout: Duration = deadline, _ condition: () -> Bool) -> Bool {
        let clock = ContinuousClock()
        let end = clock.now + timeout
        while !condition() {
            guard clock.now < end else { return false }
            usleep(UInt32(pollInterval.components.attoseconds / 1_000_000_000_000))
        }
        return true
    }

    // MARK: - Processes

    /// The state letter of process `pid` from /proc (`R`, `S`, `T` when stopped, `Z`); nil when
    /// it is gone.
    static func processState(_ pid: pid_t) -> String? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        return stat[stat.index(after: close)...].split(separator: " ").first.map(String.init)
    }

    /// Whether process `pid` is alive: there, and neither a zombie nor reaped.
    static func isRunning(_ pid: pid_t) -> Bool {
        guard let state = processState(pid) else { return false }
        return state != "Z" && state != "X"
    }

    /// The children of process `pid` (/proc/PID/task/PID/children), zombies included.
    static func children(of pid: pid_t) -> [pid_t] {
        // Each thread lists the children it forked: a server spawns from its event-loop threads.
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        return tasks.flatMap { task -> [pid_t] in
            let text = (try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/children", encoding: .utf8)) ?? ""
            return text.split(separator: " ").compactMap { pid_t($0) }
        }.sorted()
    }

    /// How many TCP connections the server on local `port` holds (ESTABLISHED, SYN_RECV or
    /// CLOSE_WAIT in /proc/net/tcp and tcp6, accepted or still in its queue): a client that
    /// went away still counts until the server has closed its side.
    static func serverConnections(onPort port: Int) -> Int {
        let open: Set<Substring> = ["01", "03", "08"]
        return ["/proc/net/tcp", "/proc/net/tcp6"].reduce(0) { count, table in
            let text = (try? String(contentsOfFile: table, encoding: .utf8)) ?? ""
            return count + text.split(separator: "\n").dropFirst().filter { line in
                let fields = line.split(separator: " ")
                guard fields.count > 3, let local = fields[1].split(separator: ":").last, Int(local, radix: 16) == port else { return false }
                return open.contains(fields[3])
            }.count
        }
    }

    /// Whether process `pid` has `path` open.
    static func process(_ pid: pid_t, hasOpen path: String) -> Bool {
        let directory = "/proc/\(pid)/fd"
        let descriptors = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return descriptors.contains { (try? FileManager.default.destinationOfSymbolicLink(atPath: directory + "/" + $0)) == path }
    }
}
