import Synchronization

/// The time source of an application: timers, spinners, toasts and `Task.sleep` read it.
///
/// Injected, never global: the ncurses app uses `SystemClock`; tests and tapes use
/// `VirtualClock`, which moves only when told, so every replay is deterministic. It is a Swift
/// `Clock`, so asynchronous work sleeps on the app's time:
///
/// ```swift
/// try await Task.sleep(for: .milliseconds(300), clock: application.clock)
/// ```
public protocol TerminalClock: Clock, AnyObject where Instant == TerminalInstant, Duration == Swift.Duration {
    /// The earliest moment a sleeper waits for, on a clock that moves only when told; nil on a
    /// clock that wakes its sleepers by itself.
    var nextWakeUp: TerminalInstant? { get }

    /// How many sleepers wait for this clock to be moved (0 on a clock that moves by itself).
    var sleeperCount: Int { get }
}

extension TerminalClock {
    /// Time elapsed since the clock's origin.
    public var elapsed: Duration { now.sinceOrigin }

    /// Nil: this clock wakes its sleepers by itself.
    public var nextWakeUp: TerminalInstant? { nil }

    /// 0: this clock wakes its sleepers by itself.
    public var sleeperCount: Int { 0 }
}

/// The real monotonic clock.
public final class SystemClock: TerminalClock {
    private let origin = ContinuousClock.now

    /// A clock at zero.
    public init() {}

    /// Now, measured from when the clock was made.
    public var now: TerminalInstant { TerminalInstant(ContinuousClock.now - origin) }

    /// The continuous clock's resolution.
    public var minimumResolution: Duration { ContinuousClock().minimumResolution }

    /// Sleeps in real time until `deadline`; throws `CancellationError` when the task is cancelled.
    public func sleep(until deadline: TerminalInstant, tolerance: Duration? = nil) async throws {
        try await ContinuousClock().sleep(until: origin.advanced(by: deadline.sinceOrigin), tolerance: tolerance)
    }
}

/// A clock that stands still until `advance(by:)` moves it.
///
/// A task sleeping on it wakes when `advance(by:)` passes its deadline; sleepers with the same
/// deadline wake in the order they went to sleep, so a replay wakes them the same way every run.
public final class VirtualClock: TerminalClock {
    private struct Sleeper {
        let deadline: TerminalInstant
        let id: Int
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var now = TerminalInstant(.zero)
        var sleepers: [Sleeper] = []
        var nextID = 0
        /// Sleeps that began and have not ended (registered or about to be).
        var unresolved: Set<Int> = []
        /// Sleeps cancelled before they were registered.
        var cancelled: Set<Int> = []
    }

    private let state = Mutex(State())

    /// A clock at zero.
    public init() {}

    /// Time moved so far (see `advance(by:)`).
    public var now: TerminalInstant { state.withLock { $0.now } }

    /// One nanosecond.
    public var minimumResolution: Duration { .nanoseconds(1) }

    /// The earliest deadline a sleeper waits for.
    public var nextWakeUp: TerminalInstant? { state.withLock { $0.sleepers.lazy.map(\.deadline).min() } }

    /// How many tasks sleep on this clock.
    public var sleeperCount: Int { state.withLock { $0.sleepers.count } }

    /// Moves time forward (negative durations are ignored) and wakes every sleeper whose deadline
    /// came, earliest first.
    public func advance(by duration: Duration) {
        guard duration > .zero else { return }
        let due = state.withLock { state -> [Sleeper] in
            state.now = state.now.advanced(by: duration)
            let now = state.now
            let due = state.sleepers.filter { $0.deadline <= now }
            state.sleepers.removeAll { $0.deadline <= now }
            for sleeper in due { state.unresolved.remove(sleeper.id) }
            return due.sorted { ($0.deadline, $0.id) < ($1.deadline, $1.id) }
        }
        for sleeper in due { sleeper.continuation.resume() }
    }

    /// Waits until `advance(by:)` reaches `deadline`; throws `CancellationError` when the task is
    /// cancelled first.
    public func sleep(until deadline: TerminalInstant, tolerance: Duration? = nil) async throws {
        let id = state.withLock { state -> Int in
            state.nextID += 1
            state.unresolved.insert(state.nextID)
            return state.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let outcome = state.withLock { state -> Result<Void, any Error>? in
                    if state.cancelled.remove(id) != nil {
                        state.unresolved.remove(id)
                        return .failure(CancellationError())
                    }
                    if deadline <= state.now {
                        state.unresolved.remove(id)
                        return .success(())
                    }
                    state.sleepers.append(Sleeper(deadline: deadline, id: id, continuation: continuation))
                    return nil
                }
                if let outcome { continuation.resume(with: outcome) }
            }
        } onCancel: {
            let sleeper = state.withLock { state -> Sleeper? in
                if let index = state.sleepers.firstIndex(where: { $0.id == id }) {
                    state.unresolved.remove(id)
                    return state.sleepers.remove(at: index)
                }
                // Not registered yet: the registration fails at once. (Already woken: nothing to do.)
                if state.unresolved.contains(id) { state.cancelled.insert(id) }
                return nil
            }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }
}
