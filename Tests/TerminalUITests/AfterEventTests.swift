import Testing
import TerminalCore
@testable import TerminalUI

/// `afterEvent` (where apps check for leaks) looks at a settled app: not while an owned task is
/// still busy. A task cancelled by its screen leaving is not a leak while it is still ending.
@MainActor
struct AfterEventTests {
    /// A screen whose owned task waits until the test opens `gate` (busy: not asleep on the clock,
    /// not waiting for the user).
    final class BusyScreen: ViewController {
        var gate: CheckedContinuation<Void, Never>?

        override func loadView() { view = Label("busy") }

        override func viewDidLoad() {
            super.viewDidLoad()
            task { [weak self] in
                await withCheckedContinuation { self?.gate = $0 }
            }
        }
    }

    @Test func afterEventWaitsWhileAnOwnedTaskIsBusy() async {
        let application = Application(terminal: HeadlessTerminal(size: .reference), clock: VirtualClock())
        let screen = BusyScreen()
        application.window.rootViewController = screen
        application.start()
        var calls = 0
        application.afterEvent = { calls += 1 }
        for _ in 0..<1000 where screen.gate == nil { await Task.yield() }
        #expect(screen.gate != nil, "the task began")

        application.settle()
        #expect(calls == 0, "settled while the task was busy")

        screen.gate?.resume()
        await screen.runningTasks.first?.wait()
        application.settle()
        #expect(calls == 1)
    }

    @Test func afterEventRunsWhileAnOwnedTaskSleepsOnTheClock() async {
        let clock = VirtualClock()
        let application = Application(terminal: HeadlessTerminal(size: .reference), clock: clock)
        let screen = ViewController()
        application.window.rootViewController = screen
        application.start()
        var calls = 0
        application.afterEvent = { calls += 1 }
        screen.task { try? await Task.sleep(for: .seconds(60), clock: clock) }
        await application.waitForWork()

        application.settle()
        #expect(calls >= 1, "a task asleep on the app's clock does not hold the checks back")
    }
}
