import TerminalCore

/// Runs work later, on the application's clock (virtual in tapes, so replays are deterministic).
@MainActor
public protocol Scheduler: AnyObject {
    /// Runs `action` once after `delay`. Keep the returned task to cancel it.
    @discardableResult
    func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) -> ScheduledTask
}

/// A piece of scheduled work; cancelling it (or letting it go) stops it from running.
@MainActor
public final class ScheduledTask {
    /// When the task runs, on the scheduler's clock.
    public let deadline: Duration
    /// Whether `cancel()` was called.
    public private(set) var isCancelled = false
    var action: (@MainActor () -> Void)?
    let sequence: Int

    init(deadline: Duration, sequence: Int, action: @escaping @MainActor () -> Void) {
        self.deadline = deadline
        self.sequence = sequence
        self.action = action
    }

    /// Stops the work from running (no effect once it ran).
    public func cancel() {
        isCancelled = true
        action = nil
    }
}
