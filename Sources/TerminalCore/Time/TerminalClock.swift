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

    /// A clock at zero.
    public init() {}

    /// Time since the clock was made.
    public var now: Duration { ContinuousClock.now - origin }
}

/// A clock that stands still until `advance(by:)` moves it.
@MainActor
public final class VirtualClock: TerminalClock {
    /// Time moved so far (see `advance(by:)`).
    public private(set) var now: Duration = .zero

    /// A clock at zero.
    public init() {}

    /// Moves time forward (negative durations are ignored).
    public func advance(by duration: Duration) {
        guard duration > .zero else { return }
        now += duration
    }
}
