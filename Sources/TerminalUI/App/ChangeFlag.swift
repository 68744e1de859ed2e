import Synchronization

/// Set from any thread when an observed model changes; read and cleared by the run loop.
///
/// Each render observes through a lease of its own (`newLease()`): only the newest lease sets
/// the flag, and the flag counts the leases still alive, that is, the renders whose observation
/// closures the Observation runtime still holds.
final class ChangeFlag: Sendable {
    private struct State {
        var changed = false
        var generation = 0
        var liveLeases = 0
        /// Whether the newest lease has fired (its observation was used up).
        var newestFired = true
    }

    private let state = Mutex(State())

    /// A lease for the next render's observation; leases handed out before it stop counting.
    func newLease() -> ObservationLease {
        let generation = state.withLock { state in
            state.generation += 1
            state.liveLeases += 1
            state.newestFired = false
            return state.generation
        }
        return ObservationLease(flag: self, generation: generation)
    }

    /// Sets the flag if `generation` is the newest lease's.
    func set(generation: Int) {
        state.withLock { state in
            if state.generation == generation {
                state.changed = true
                state.newestFired = true
            }
        }
    }

    /// Whether the flag was set since the last call; clears it.
    func take() -> Bool {
        state.withLock { state in
            defer { state.changed = false }
            return state.changed
        }
    }

    /// Whether the newest lease's observation is still registered (nothing it read changed yet).
    var isObserving: Bool { state.withLock { !$0.newestFired } }

    /// How many leases are alive.
    var liveLeases: Int { state.withLock { $0.liveLeases } }

    /// Called by a lease when it is released.
    func leaseEnded() {
        state.withLock { $0.liveLeases -= 1 }
    }
}
