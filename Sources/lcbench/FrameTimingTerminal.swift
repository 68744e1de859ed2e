import TerminalCore

/// A terminal that passes everything to `base` and notes when each frame has been written:
/// `present(_:)` returns once ncurses has written the frame's bytes to the terminal.
@MainActor
final class FrameTimingTerminal: Terminal {
    let base: any Terminal
    /// Called right after each frame has been written, with the moment it was.
    var onPresent: ((ContinuousClock.Instant) -> Void)?

    init(base: any Terminal) {
        self.base = base
    }

    var size: Size { base.size }

    func start() throws { try base.start() }

    func stop() { base.stop() }

    func present(_ frame: Frame) {
        base.present(frame)
        onPresent?(ContinuousClock.now)
    }

    func nextEvent(timeout: Duration?) -> TerminalInput {
        base.nextEvent(timeout: timeout)
    }

    /// The base terminal waits, so it is the one woken.
    func nextEvent(timeout: Duration?, wakingOn wakeDescriptor: Int32?) -> TerminalInput {
        base.nextEvent(timeout: timeout, wakingOn: wakeDescriptor)
    }
}
