/// What replaying one tape gave: whether it passed, why not, and what it printed.
public struct TapeResult: Hashable, Sendable {
    /// The tape's path.
    public var path: String
    /// The failure that stopped the tape; empty when it passed. A tape stops at its first
    /// failure, because later steps depend on the screen the failed one expected.
    public var failures: [TapeFailure]
    /// What `Screenshot` printed (and which snapshots were written), line by line.
    public var output: [String]
    /// Key presses sent to the app (`Down 3` counts three, `Type "ab"` two).
    public var keysSent: Int
    /// Virtual time the tape's sleeps moved the clock.
    public var duration: Duration
    /// Steps that completed (the failed one not included).
    public var stepsRun: Int
    /// The screen at the end (or at the failure), one string per row.
    public var screen: [String]

    /// Whether every step held.
    public var passed: Bool { failures.isEmpty }

    /// A result.
    public init(path: String, failures: [TapeFailure] = [], output: [String] = [], keysSent: Int = 0,
                duration: Duration = .zero, stepsRun: Int = 0, screen: [String] = []) {
        self.path = path
        self.failures = failures
        self.output = output
        self.keysSent = keysSent
        self.duration = duration
        self.stepsRun = stepsRun
        self.screen = screen
    }
}
