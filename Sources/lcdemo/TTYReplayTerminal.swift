import Glibc
import NcursesTerminal
import Tape
import TerminalCore

/// `--replay --tty`: a tape replayed through ncurses in the real terminal, slowly enough to
/// watch. Frames go to ncurses; the screen the tape checks is the composed frame; keys come
/// from the tape only (the keyboard is ignored, except that Ctrl+C still stops the process).
@MainActor
final class TTYReplayTerminal: ReplayTerminal {
    private let screen: NcursesTerminal
    private let delay: Duration
    private var queue: [TerminalEvent] = []
    private var fixedSize: Size
    private var composed: Canvas

    init(screen: NcursesTerminal, size: Size, delay: Duration = .milliseconds(120)) {
        self.screen = screen
        self.delay = delay
        self.fixedSize = size
        self.composed = Canvas(size: size)
    }

    var size: Size { fixedSize }
    var lines: [String] { composed.lines }

    func start() throws { try screen.start() }
    func stop() { screen.stop() }

    func present(_ frame: Frame) {
        composed = frame.composed()
        screen.present(frame)
    }

    func nextEvent(timeout: Duration?) -> TerminalInput {
        guard !queue.isEmpty else { return timeout == nil ? .closed : .timeout }
        let nanoseconds = delay.components.seconds * 1_000_000_000 + delay.components.attoseconds / 1_000_000_000
        usleep(UInt32(max(0, nanoseconds / 1_000)))
        return .event(queue.removeFirst())
    }

    func enqueue(contentsOf events: [TerminalEvent]) { queue.append(contentsOf: events) }

    func resize(to size: Size) {
        fixedSize = size
        queue.append(.resize(size))
    }
}
