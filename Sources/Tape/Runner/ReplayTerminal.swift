import TerminalCore

/// A terminal a tape can drive: the app draws on it and reads keys from it, and the runner
/// queues the tape's input on it and reads back what it shows.
///
/// `HeadlessTerminal` is the one of tests and CI. A terminal that also shows the replay
/// (`--tty`) keeps `frame.composed()` for `lines` and returns only queued events, so a stray key
/// cannot change the outcome.
@MainActor
public protocol ReplayTerminal: Terminal {
    /// The screen as last presented: one string per row, each as wide as the screen.
    var lines: [String] { get }

    /// Queues input events, returned in order by `nextEvent(timeout:)`.
    func enqueue(contentsOf events: [TerminalEvent])

    /// Changes the screen size and queues `.resize(size)`, as a real terminal does on SIGWINCH.
    func resize(to size: Size)

    /// Told after a `Sleep` moved the virtual clock by `duration`: a terminal a person watches
    /// waits that long in real time; headless ones return at once (the default).
    func replayDidSleep(_ duration: Duration)

    /// Whether a person watches every frame (a replay on a real terminal). When false (the
    /// default), a frame is drawn only when a step looks at the screen — `Expect`, `ExpectNot`,
    /// `ExpectTitle`, `Snapshot`, `Screenshot`, a click on text, a failure, the tape's end —
    /// which makes headless replays fast; the app behaves the same either way (each event meets
    /// the layout it would with a frame per event, see `Application.defersFrames`).
    var showsEveryFrame: Bool { get }
}

extension ReplayTerminal {
    /// Called when the tape sleeps; a terminal that shows the replay may wait in real time. Does nothing by default.
    public func replayDidSleep(_ duration: Duration) {}

    /// False: headless replays draw a frame only when a step looks at the screen.
    public var showsEveryFrame: Bool { false }
}

// MARK: - ReplayTerminal

extension HeadlessTerminal: ReplayTerminal {}
