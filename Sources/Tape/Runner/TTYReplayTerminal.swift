#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TerminalCore

/// `--replay --tty`: a tape replayed through a real terminal (ncurses), slowly enough to
/// watch. Frames go to the real screen; the screen the tape checks is the composed frame; keys
/// come from the tape only (the keyboard is ignored, except that Ctrl+C still stops the process).
@MainActor
public final class TTYReplayTerminal: ReplayTerminal {
    private let screen: any Terminal
    private let delay: Duration
    private var queue: [TerminalEvent] = []
    private var fixedSize: Size
    private var composed: Canvas

    /// A replay terminal of `size` drawing on `screen`, pausing `delay` before each input.
    public init(screen: any Terminal, size: Size, delay: Duration = .milliseconds(120)) {
        self.screen = screen
        self.delay = delay
        self.fixedSize = size
        self.composed = Canvas(size: size)
    }

    /// The tape's size (not the real terminal's).
    public var size: Size { fixedSize }
    /// The last frame, composed, one string per row.
    public var lines: [String] { composed.lines }

    /// Starts the real terminal.
    public func start() throws { try screen.start() }
    /// Restores the real terminal.
    public func stop() { screen.stop() }

    /// Keeps the composed frame and draws it on the real terminal.
    public func present(_ frame: Frame) {
        composed = frame.composed()
        screen.present(frame)
    }

    /// The tape's next input after the delay; `.closed` once the tape's inputs are used up.
    public func nextEvent(timeout: Duration?) -> TerminalInput {
        guard !queue.isEmpty else { return timeout == nil ? .closed : .timeout }
        let nanoseconds = delay.components.seconds * 1_000_000_000 + delay.components.attoseconds / 1_000_000_000
        usleep(UInt32(max(0, nanoseconds / 1_000)))
        return .event(queue.removeFirst())
    }

    /// Queues the tape's inputs.
    public func enqueue(contentsOf events: [TerminalEvent]) { queue.append(contentsOf: events) }

    /// Changes the tape's size and tells the app.
    public func resize(to size: Size) {
        fixedSize = size
        queue.append(.resize(size))
    }
}
