/// The time source of an application: spinners, toasts, delays and timers read it.
///
/// Injected, never global: the ncurses app uses `SystemClock`; tests and tapes use
/// `VirtualClock`, which moves only when told, so every replay is deterministic.
@MainActor
public protocol TerminalClock: AnyObject {
    /// Time elapsed since the clock's origin.
    var now: Duration { get }
}

/// The real monotonic clock.
@MainActor
public final class SystemClock: TerminalClock {
    private let origin = ContinuousClock.now

    public init() {}

    public var now: Duration { ContinuousClock.now - origin }
}

/// A clock that stands still until `advance(by:)` moves it.
@MainActor
public final class VirtualClock: TerminalClock {
    public private(set) var now: Duration = .zero

    public init() {}

    /// Moves time forward (negative durations are ignored).
    public func advance(by duration: Duration) {
        guard duration > .zero else { return }
        now += duration
    }
}
