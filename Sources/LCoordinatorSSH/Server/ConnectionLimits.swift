import NIOConcurrencyHelpers

/// The open connections, across every event loop, whatever their state (signing in, signed in,
/// with sessions): at most `--max-sessions` + the sign-in allowance (`SignInGate.full`) at once,
/// and from one client address at most a fair share: a quarter of that, never fewer than
/// `--max-sessions` (as sshd's `PerSourceMaxStartups` bounds one source). A connection past
/// either is closed before the server's version line.
final class ConnectionLimits: Sendable {
    /// Connections open at once.
    let total: Int
    /// Connections open at once from one address.
    let perSource: Int
    private let open = NIOLockedValueBox<[String: Int]>([:])

    /// The limits of a server of `maxSessions` sessions.
    convenience init(maxSessions: Int) {
        let total = maxSessions + SignInGate(maxSessions: maxSessions).full
        self.init(total: total, perSource: max(maxSessions, total / 4))
    }

    init(total: Int, perSource: Int) {
        self.total = total
        self.perSource = min(total, perSource)
    }

    /// Whether one more connection from `source` may stay open (then it counts until `leave`).
    func enter(_ source: String) -> Bool {
        open.withLockedValue { open in
            guard open.values.reduce(0, +) < total, open[source, default: 0] < perSource else { return false }
            open[source, default: 0] += 1
            return true
        }
    }

    /// A connection from `source` let in by `enter` closed; call it once.
    func leave(_ source: String) {
        open.withLockedValue { open in
            let left = open[source, default: 0] - 1
            open[source] = left > 0 ? left : nil
        }
    }

    /// How many connections are open now (from `source`, or in all).
    func count(_ source: String? = nil) -> Int {
        open.withLockedValue { open in source.map { open[$0, default: 0] } ?? open.values.reduce(0, +) }
    }
}
