import Glibc
import NcursesTerminal
import Tape
import TerminalCore

/// `--replay --tty`: a tape replayed through ncurses in the real terminal, slowly enough to
/// watch. Frames go to ncurses; the screen the tape checks is the composed frame; keys come
/// from the tape only (the keyboard is ignored, except that Ctrl+C still stops the process).
///
/// Each key waits `delay` (`--pace`), each `Sleep` waits its duration in real time, and at the
/// end the last screen stays, with a note, until a key is pressed.
@MainActor
final class TTYReplayTerminal: ReplayTerminal {
    private let screen: NcursesTerminal
    private let delay: Duration
    private var queue: [TerminalEvent] = []
    private var fixedSize: Size
    private var composed: Canvas
    private var lastFrame: Frame?
    private var isStarted = false

    init(screen: NcursesTerminal, size: Size, delay: Duration = .milliseconds(120)) {
        self.screen = screen
        self.delay = delay
        self.fixedSize = size
        self.composed = Canvas(size: size)
    }

    var size: Size { fixedSize }
    var lines: [String] { composed.lines }

    func start() throws {
        try screen.start()
        isStarted = true
    }

    /// Keeps the last screen, with a note on its bottom row, until a key is pressed; then gives
    /// the terminal back.
    func stop() {
        if isStarted, let lastFrame {
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

    func present(_ frame: Frame) {
        composed = frame.composed()
        lastFrame = frame
        screen.present(frame)
    }

    func nextEvent(timeout: Duration?) -> TerminalInput {
        guard !queue.isEmpty else { return timeout == nil ? .closed : .timeout }
        Self.wait(delay)
        return .event(queue.removeFirst())
    }

    func enqueue(contentsOf events: [TerminalEvent]) { queue.append(contentsOf: events) }

    func resize(to size: Size) {
        fixedSize = size
        queue.append(.resize(size))
    }

    func replayDidSleep(_ duration: Duration) {
        Self.wait(duration)
    }

    private func waitForKey() {
        while true {
            switch screen.nextEvent(timeout: nil) {
            case .event(.key), .closed: return
            case .event, .timeout: continue
            }
        }
    }

    private static func wait(_ duration: Duration) {
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
