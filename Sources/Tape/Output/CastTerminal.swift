import TerminalCore

/// A live terminal that also records what it shows as an asciicast, at real times: every
/// frame presented and every resize the terminal reports.
@MainActor
package final class CastTerminal: Terminal {
    /// The cast so far.
    package private(set) var cast: Asciicast
    private let base: any Terminal
    private let clock = SystemClock()

    /// Records what `base` shows, titled `title`.
    package init(base: any Terminal, title: String) {
        self.base = base
        cast = Asciicast(size: base.size, title: title)
    }

    // MARK: - Terminal

    package var size: Size { base.size }

    package func start() throws {
        try base.start()
        // The size is known once the terminal is started.
        cast = Asciicast(size: base.size, title: cast.title)
    }

    package func stop() { base.stop() }

    package var wasInterrupted: Bool { base.wasInterrupted }

    package func present(_ frame: Frame) {
        base.present(frame)
        cast.frame(frame.composed(), cursor: frame.cursor, at: clock.elapsed)
    }

    package func nextEvent(timeout: Duration?) -> TerminalInput {
        nextEvent(timeout: timeout, wakingOn: nil)
    }

    /// Waits on the base terminal, woken as it would be.
    package func nextEvent(timeout: Duration?, wakingOn wakeDescriptor: Int32?) -> TerminalInput {
        let input = base.nextEvent(timeout: timeout, wakingOn: wakeDescriptor)
        if case .event(.resize(let size)) = input { cast.resize(to: size, at: clock.elapsed) }
        return input
    }
}
