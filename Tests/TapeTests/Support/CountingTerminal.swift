import TerminalCore

/// A headless terminal that counts how often it was taken (`start()`), for the checks that a
/// refusal comes before the terminal is touched.
@MainActor
final class CountingTerminal: Terminal {
    let base = HeadlessTerminal(size: .reference)
    private(set) var starts = 0

    var size: Size { base.size }

    func start() throws {
        starts += 1
        try base.start()
    }

    func stop() { base.stop() }
    func present(_ frame: Frame) { base.present(frame) }
    func nextEvent(timeout: Duration?) -> TerminalInput { base.nextEvent(timeout: timeout) }
}
