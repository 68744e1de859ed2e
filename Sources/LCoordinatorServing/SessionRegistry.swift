import NIOConcurrencyHelpers
import NIOCore

/// The sessions running now, across every event loop: the `--max-sessions` count, and the way
/// SIGTERM reaches each of them.
package final class SessionRegistry: Sendable {
    private struct State {
        var running: [Int: @Sendable () -> Void] = [:]
        var nextID = 0
        var closing = false
    }

    package let limit: Int
    private let state = NIOLockedValueBox(State())

    package init(limit: Int) {
        self.limit = limit
    }

    /// A place for one more session, with `end` to call on shutdown; nil when full or closing.
    package func reserve(end: @escaping @Sendable () -> Void) -> Int? {
        state.withLockedValue { state in
            guard !state.closing, state.running.count < limit else { return nil }
            state.nextID += 1
            state.running[state.nextID] = end
            return state.nextID
        }
    }

    /// The session `id` has ended (its child reaped).
    package func release(_ id: Int) {
        state.withLockedValue { _ = $0.running.removeValue(forKey: id) }
    }

    /// How many sessions run.
    package var count: Int { state.withLockedValue { $0.running.count } }

    /// Refuses new sessions and asks every running one to end.
    package func endAll() {
        let ends = state.withLockedValue { state in
            state.closing = true
            return Array(state.running.values)
        }
        ends.forEach { $0() }
    }
}
