import Dispatch
import Observation
import TerminalCore
import Testing
@testable import TerminalUI

/// The SDK's own main-actor work goes straight onto the main queue, in order — or, under a
/// replay, into its server's queue, counted there: a replay that finds no such job waiting and
/// no owned task busy knows the app has settled. A main-actor `Task` would first hop through
/// the thread pool, where nothing sees it — a replay then went on before an observed change
/// reached the screen.
@MainActor
struct MainQueueOrderTests {
    @MainActor
    @Observable
    final class Model {
        var value = 0
    }

    final class Owner: Sendable {}

    actor Counter {
        var value = 0

        func next() -> Int {
            value += 1
            return value
        }
    }

    /// Records what ran, in order.
    @MainActor
    final class Log {
        var entries: [String] = []
    }

    /// Waits until `log` has `count` entries (the main queue runs them soon; a loaded machine
    /// may take seconds), for at most a minute of the clock, not a count of polls.
    private func waitFor(_ log: Log, count: Int) async {
        let end = ContinuousClock.now + .seconds(60)
        while log.entries.count < count, ContinuousClock.now < end {
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

    @Test func anObservedChangeUnderAServerWaitsInThatServersQueueAlone() {
        let server = MainQueueServer()
        let other = MainQueueServer()
        let model = Model()
        let owner = Owner()
        let log = Log()
        JobQueue.current.withValue(server.jobs) {
            observe(owner, { _ in model.value }) { _, value in log.entries.append("applied \(value)") }
        }
        model.value = 1
        #expect(server.jobs.count == 1)
        #expect(other.jobs.count == 0)
        #expect(log.entries == ["applied 0"])
        #expect(server.jobs.runWaitingJobs())
        #expect(log.entries == ["applied 0", "applied 1"])
        // Observed again through the same server.
        model.value = 2
        #expect(server.jobs.count == 1)
        #expect(other.jobs.count == 0)
        server.jobs.runWaitingJobs()
        #expect(log.entries == ["applied 0", "applied 1", "applied 2"])
    }

    @Test func anOwnedTasksTurnsOffTheMainActorRunInItsServersQueue() async {
        let server = MainQueueServer()
        let counter = Counter()
        let bag = TaskBag()
        let ledger = TaskLedger()
        let log = Log()
        let task = JobQueue.current.withValue(server.jobs) {
            bag.start(ownerName: "Test", ledger: { ledger }) { log.entries.append("got \(await counter.next())") }
        }
        // Its start waits in the queue.
        #expect(server.jobs.count == 1)
        var turnsWithJobs = 0
        for _ in 0..<10_000 where !task.isFinished {
            if server.jobs.runWaitingJobs() { turnsWithJobs += 1 }
            await Task.yield()
        }
        #expect(task.isFinished)
        #expect(log.entries == ["got 1"])
        // The start, then the actor's turn: no pool thread ran the actor.
        #expect(turnsWithJobs >= 2)
        #expect(ledger.count == 0)
    }

    @Test func aClosedQueueHandsItsJobsToTheMainQueueInOrder() async {
        let jobs = JobQueue(isServed: true)
        let log = Log()
        jobs.enqueue { log.entries.append("first") }
        jobs.close()
        jobs.enqueue { log.entries.append("second") }
        // Counted until they run on the main queue.
        #expect(jobs.count == 2)
        await waitFor(log, count: 2)
        #expect(log.entries == ["first", "second"])
        #expect(jobs.count == 0)
    }

    @Test func twoAppsCountOnlyTheirOwnJobs() async {
        let left = Application(terminal: HeadlessTerminal(size: Size(width: 20, height: 5)), clock: VirtualClock())
        let right = Application(terminal: HeadlessTerminal(size: Size(width: 20, height: 5)), clock: VirtualClock())
        let model = Model()
        let owner = Owner()
        let log = Log()
        JobQueue.current.withValue(left.jobs) {
            observe(owner, { _ in model.value }) { _, value in log.entries.append("applied \(value)") }
        }
        model.value = 1
        #expect(left.jobs.count == 1)
        #expect(right.jobs.count == 0)
        await waitFor(log, count: 2)
        #expect(log.entries == ["applied 0", "applied 1"])
        #expect(left.jobs.count == 0)
    }
}
