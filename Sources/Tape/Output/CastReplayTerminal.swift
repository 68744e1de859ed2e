import TerminalCore

/// A replay terminal that also records what it shows as an asciicast: every frame written
/// and every resize, at the replay's time. It draws the frames its base draws (headless: where
/// a step looks at the screen), so a cast costs a replay little.
@MainActor
final class CastReplayTerminal: ReplayTerminal {
    /// The cast so far (the last frame joins it when the terminal stops).
    private(set) var cast: Asciicast
    private let base: any ReplayTerminal
    /// The replay's time: the virtual clock plus `pace` for each input before it.
    private let clock: () -> Duration
    private let pace: Duration
    private var inputs = 0
    /// The last frame, not yet in the cast: a later one at the same time replaces it (it would
    /// be on screen for no time at all).
    private var pending: (screen: Canvas, cursor: Point?, time: Duration)?

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
    var wasInterrupted: Bool { base.wasInterrupted }

    func stop() {
        flush()
        base.stop()
    }
    func nextEvent(timeout: Duration?) -> TerminalInput { base.nextEvent(timeout: timeout) }
    func replayDidSleep(_ duration: Duration) { base.replayDidSleep(duration) }

    func present(_ frame: Frame) {
        base.present(frame)
        // A headless base composes the frame once for both (and keeps it for its lines).
        let screen = (base as? HeadlessTerminal)?.screen ?? frame.composed()
        let time = now
        if let pending, pending.time != time { flush() }
        pending = (screen, frame.cursor, time)
    }

    /// Writes the pending frame into the cast.
    private func flush() {
        guard let pending else { return }
        cast.frame(pending.screen, cursor: pending.cursor, at: pending.time)
        self.pending = nil
    }

    func enqueue(contentsOf events: [TerminalEvent]) {
        inputs += events.count
        base.enqueue(contentsOf: events)
    }

    func resize(to size: Size) {
        flush()
        inputs += 1
        base.resize(to: size)
        cast.resize(to: size, at: now)
    }
}
