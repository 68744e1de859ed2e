#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TerminalCore

/// `--replay --tty`: a tape replayed through a real terminal (ncurses), slowly enough to
/// watch. Frames go to the real screen; the screen the tape checks is the composed frame; keys
/// come from the tape only (the keyboard is ignored, except that Ctrl+C still stops the process).
///
/// Each input waits `delay` (`--pace`), each `Sleep` (and each step of a `Wait`) waits its
/// duration in real time, and at the end the last screen stays, with a note, until a key is
/// pressed. Ctrl+C (or SIGINT) during any wait ends the wait at once: from then on nothing
/// waits, `wasInterrupted` is true, and the runner stops the replay (exit code 130).
@MainActor
public final class TTYReplayTerminal: ReplayTerminal {
    private let screen: any Terminal
    private let delay: Duration
    private var queue: [TerminalEvent] = []
    private var fixedSize: Size
    private var composed: Canvas
    private var lastFrame: Frame?
    private var isStarted = false
    /// Whether Ctrl+C or SIGINT came during a wait.
    private var isInterrupted = false

    /// A replay terminal of `size` drawing on `screen`, pausing `delay` before each input.
    public init(screen: any Terminal, size: Size, delay: Duration = .milliseconds(120)) {
        self.screen = screen
        self.delay = delay
        self.fixedSize = size
        self.composed = Canvas(size: size)
    }

    /// The tape's size (not the real terminal's).
    public var size: Size { fixedSize }
    /// Whether Ctrl+C or SIGINT stopped the replay.
    public var wasInterrupted: Bool { isInterrupted || screen.wasInterrupted }
    /// The last frame, composed, one string per row.
    public var lines: [String] { composed.lines }
    /// True: a person watches, so every event's frame is drawn and shown.
    public var showsEveryFrame: Bool { true }

    /// Starts the real terminal.
    public func start() throws {
        try screen.start()
        isStarted = true
    }

    /// Keeps the last screen, with a note on its bottom row, until a key is pressed; then gives
    /// the terminal back.
    public func stop() {
        if isStarted, !wasInterrupted, let lastFrame {
            isStarted = false
            let note = " Replay finished: press a key "
            var canvas = Canvas(size: Size(width: min(note.displayWidth, lastFrame.size.width), height: 1))
            canvas.write(note, at: .zero, style: Style(attributes: [.reverse, .bold]))
            var frame = lastFrame
            frame.layers.append(Layer(id: "replay-finished", origin: Point(x: 0, y: max(0, lastFrame.size.height - 1)), canvas: canvas))
            frame.cursor = nil
            screen.present(frame)
            waitForKey()
        }
        isStarted = false
        screen.stop()
    }

    /// Keeps the composed frame and draws it on the real terminal.
    public func present(_ frame: Frame) {
        composed = frame.composed()
        lastFrame = frame
        screen.present(frame)
    }

    /// The tape's next input after the delay; `.closed` once the tape's inputs are used up.
    public func nextEvent(timeout: Duration?) -> TerminalInput {
        guard !queue.isEmpty else { return timeout == nil ? .closed : .timeout }
        wait(delay)
        return .event(queue.removeFirst())
    }

    /// Queues the tape's inputs.
    public func enqueue(contentsOf events: [TerminalEvent]) { queue.append(contentsOf: events) }

    /// Changes the tape's size and tells the app.
    public func resize(to size: Size) {
        fixedSize = size
        queue.append(.resize(size))
    }

    /// A `Sleep` in the tape: waits its duration in real time, so timers can be watched.
    public func replayDidSleep(_ duration: Duration) {
        wait(duration)
    }

    private func waitForKey() {
        while true {
            switch screen.nextEvent(timeout: nil) {
            case .event(.key), .closed: return
            case .event, .timeout: continue
            }
        }
    }

    /// Waits `duration` in real time, reading the real terminal meanwhile: a key is ignored
    /// (the tape's keys are the ones that count), Ctrl+C or SIGINT ends the wait and every later
    /// one.
    private func wait(_ duration: Duration) {
        guard !wasInterrupted, duration > .zero else { return }
        let deadline = ContinuousClock.now + duration
        while true {
            let remaining = deadline - ContinuousClock.now
            guard remaining > .zero else { return }
            guard isStarted else {
                Self.sleep(remaining)
                return
            }
            switch screen.nextEvent(timeout: remaining) {
            case .event(.key(let key)) where key == .ctrl("c"):
                isInterrupted = true
                return
            case .closed:
                // No keyboard to read: the wait cannot be interrupted by a key, only by SIGINT.
                Self.sleep(remaining)
                return
            case .event, .timeout:
                if screen.wasInterrupted { return }
            }
        }
    }

    private static func sleep(_ duration: Duration) {
        let microseconds = duration.components.seconds * 1_000_000 + duration.components.attoseconds / 1_000_000_000_000
        guard microseconds > 0 else { return }
        var remaining = microseconds
        // usleep takes less than a second at a time on some systems.
        while remaining > 0 {
            let chunk = min(remaining, 500_000)
            usleep(UInt32(chunk))
            remaining -= chunk
        }
    }
}
