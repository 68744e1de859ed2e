import Dispatch
import Observation
import Testing
@testable import TerminalUI

/// The SDK's own main-actor work goes straight onto the main queue, in order, and is counted
/// while it waits there: a replay that finds no such job pending and no owned task busy knows
/// the app has settled. A main-actor `Task` would first hop through the thread pool, where
/// nothing sees it — a replay then went on before an observed change reached the screen.
/// (`pendingJobs` counts the whole process's jobs, other suites run beside this one: only its
/// lower bound is checked.)
@MainActor
struct MainQueueOrderTests {
    @MainActor
    @Observable
    final class Model {
        var value = 0
    }

    final class Owner: Sendable {}

    /// Records what ran, in order.
    @MainActor
    final class Log {
        var entries: [String] = []
    }

    /// Waits until `log` has `count` entries (the main queue runs them soon).
    private func waitFor(_ log: Log, count: Int) async {
        for _ in 0..<10_000 where log.entries.count < count {
            try? await Task.sleep(for: .microseconds(100))
        }
    }

    @Test func anObservedChangeIsAppliedBeforeMainQueueWorkEnqueuedAfterIt() async {
        let model = Model()
        let owner = Owner()
        let log = Log()
        observe(owner, { _ in model.value }) { _, value in log.entries.append("applied \(value)") }
        #expect(log.entries == ["applied 0"])
        model.value = 1
        #expect(MainQueue.pendingJobs >= 1)
        DispatchQueue.main.async { MainActor.assumeIsolated { log.entries.append("later job") } }
        await waitFor(log, count: 3)
        #expect(log.entries == ["applied 0", "applied 1", "later job"])
    }

    @Test func anOwnedTaskIsCountedBeforeMainQueueWorkEnqueuedAfterItRuns() async {
        let log = Log()
        let bag = TaskBag()
        let ledger = TaskLedger()
        let task = bag.start(ownerName: "Test", ledger: { ledger }) {
            log.entries.append("task ran")
            try? await Task.sleep(for: .milliseconds(5))
        }
        #expect(MainQueue.pendingJobs >= 1)
        DispatchQueue.main.async { MainActor.assumeIsolated { log.entries.append("later job: \(ledger.busyCount) busy") } }
        await waitFor(log, count: 2)
        #expect(log.entries.contains("later job: 1 busy"))
        await task.wait()
        #expect(task.isFinished)
        #expect(ledger.busyCount == 0)
    }

    @Test func waitingForAnOwnedTaskCancelledBeforeItBeganReturnsWhenItEnds() async {
        let bag = TaskBag()
        let log = Log()
        let task = bag.start(ownerName: "Test", ledger: { nil }) { log.entries.append("ran") }
        task.cancel()
        await task.wait()
        #expect(task.isFinished)
        #expect(log.entries.isEmpty)
    }
}
