import NIOConcurrencyHelpers

/// The connections still signing in, across every event loop, bounded as sshd's
/// `MaxStartups 10:30:100` bounds them: up to `start` are always let in; past it a new one is
/// refused with a chance that rises from 30 % to 100 % at `full`. With the login grace time,
/// connections that never sign in hold at most `full` descriptors. The server lets in as many
/// as `--max-sessions` (at least 10), so a full house joining at once is never refused, and
/// refuses every new one at 100 more.
package final class SignInGate: Sendable {
    /// Connections signing in that are always let in.
    package let start: Int
    /// Connections signing in at which every new one is refused.
    package let full: Int
    private let signingIn = NIOLockedValueBox(0)

    /// The gate of a server of `maxSessions` sessions.
    package convenience init(maxSessions: Int) {
        let start = max(10, maxSessions)
        self.init(start: start, full: start + 100)
    }

    package init(start: Int, full: Int) {
        self.start = start
        self.full = max(start + 1, full)
    }

    /// Whether a new connection may start signing in (then it counts until `leave`).
    /// `draw` is a number in 0..<1 (random; fixed in tests).
    package func enter(draw: Double = Double.random(in: 0..<1)) -> Bool {
        signingIn.withLockedValue { count in
            guard count < full else { return false }
            if count >= start {
                let refusal = 0.3 + 0.7 * Double(count - start) / Double(full - start)
                if draw < refusal { return false }
            }
            count += 1
            return true
        }
    }

    /// A connection let in by `enter` signed in or closed; call it once.
    package func leave() {
        signingIn.withLockedValue { count in count = max(0, count - 1) }
    }

    /// How many connections are signing in now.
    package var count: Int { signingIn.withLockedValue { $0 } }
}
