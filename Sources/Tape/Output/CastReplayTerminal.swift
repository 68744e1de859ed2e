import TerminalCore

/// A replay terminal that also records what it shows as an asciicast: every frame written
/// and every resize, at the replay's time. It draws the frames its base draws (headless: where
/// a step looks at the screen), so a cast costs a replay little.
@MainActor
final class CastReplayTerminal: ReplayTerminal {
    /// The cast so far.
    private(set) var cast: Asciicast
    private let base: any ReplayTerminal
    /// The replay's time: the virtual clock plus `pace` for each input before it.
    private let clock: () -> Duration
    private let pace: Duration
    private var inputs = 0

    /// Records what `base` shows; `clock` is the virtual clock's time, and each input queued
    /// adds `pace`, so that keys pressed at one virtual instant can be watched one by one.
    init(base: any ReplayTerminal, title: String, pace: Duration, clock: @escaping () -> Duration) {
        self.base = base
        self.clock = clock
        self.pace = pace
        cast = Asciicast(size: base.size, title: title)
    }

    /// The time the next event is recorded at.
    private var now: Duration { clock() + pace * inputs }

    // MARK: - ReplayTerminal

    var size: Size { base.size }
    var lines: [String] { base.lines }
    var showsEveryFrame: Bool { base.showsEveryFrame }
    func start() throws { try base.start() }
    func stop() { base.stop() }
    func nextEvent(timeout: Duration?) -> TerminalInput { base.nextEvent(timeout: timeout) }
    func replayDidSleep(_ duration: Duration) { base.replayDidSleep(duration) }

    func present(_ frame: Frame) {
        base.present(frame)
        // A headless base composes the frame once for both (and keeps it for its lines).
        let screen = (base as? HeadlessTerminal)?.screen ?? frame.composed()
        cast.frame(screen, cursor: frame.cursor, at: now)
    }

    func enqueue(contentsOf events: [TerminalEvent]) {
        inputs += events.count
        base.enqueue(contentsOf: events)
    }

    func resize(to size: Size) {
        inputs += 1
        base.resize(to: size)
        cast.resize(to: size, at: now)
    }
}
