import TerminalCore

/// A terminal that answers `nextEvent(timeout:)` from a script, for run-loop tests.
///
/// A `.timeout` answer moves the virtual clock by the timeout asked for, as a real wait would.
/// Once the script is spent it answers `.closed`, counts the calls, and after `spinLimit` of them
/// calls `onSpin` so a loop that ignores the end cannot hang the test.
@MainActor
final class ScriptedTerminal: Terminal {
    let size = Size(width: 40, height: 10)
    private var script: [TerminalInput]
    private let clock: VirtualClock
    private(set) var callsAfterClosed = 0
    private(set) var timeoutsAsked: [Duration?] = []
    private(set) var isStarted = false
    private(set) var stopCount = 0
    var onSpin: () -> Void = {}
    let spinLimit = 100

    init(script: [TerminalInput], clock: VirtualClock) {
        self.script = script
        self.clock = clock
    }

    var remaining: Int { script.count }

    func start() throws { isStarted = true }

    func stop() {
        isStarted = false
        stopCount += 1
    }

    func present(_ frame: Frame) {}

    func nextEvent(timeout: Duration?) -> TerminalInput {
        timeoutsAsked.append(timeout)
        guard !script.isEmpty else {
            callsAfterClosed += 1
            if callsAfterClosed == spinLimit { onSpin() }
            return .closed
        }
        let input = script.removeFirst()
        if input == .timeout, let timeout { clock.advance(by: timeout) }
        if input == .closed { callsAfterClosed += 1 }
        return input
    }
}
