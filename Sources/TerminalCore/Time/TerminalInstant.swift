/// A moment on a `TerminalClock`: how long after the clock's origin it is.
public struct TerminalInstant: InstantProtocol, Hashable, Sendable {
    /// Time from the clock's origin to this moment.
    public var sinceOrigin: Duration

    /// The moment `sinceOrigin` after the clock's origin.
    public init(_ sinceOrigin: Duration) {
        self.sinceOrigin = sinceOrigin
    }

    /// This moment moved by `duration`.
    public func advanced(by duration: Duration) -> TerminalInstant {
        TerminalInstant(sinceOrigin + duration)
    }

    /// The time from this moment to `other` (negative when `other` is earlier).
    public func duration(to other: TerminalInstant) -> Duration {
        other.sinceOrigin - sinceOrigin
    }

    /// Whether `lhs` comes before `rhs`.
    public static func < (lhs: TerminalInstant, rhs: TerminalInstant) -> Bool {
        lhs.sinceOrigin < rhs.sinceOrigin
    }
}
