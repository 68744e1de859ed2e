import Observation
import Testing
import TerminalCore
import TerminalUI
import TerminalUITestSupport

/// The harness's `async` variants let the app's Swift concurrency settle: owned tasks asleep on
/// the virtual clock wake when `advance(by:)` passes their time, and work that hops to an actor
/// and back to the main actor has drawn its frame after `settle()`.
@MainActor
struct UITestHarnessAsyncTests {
    /// A screen whose label an owned task rewrites once `work` returns.
    final class TaskScreen: ViewController {
        let label = Label("waiting")
        private let work: @MainActor () async -> String?

        init(work: @escaping @MainActor () async -> String?) {
            self.work = work
            super.init()
            title = "Task"
        }

        override func loadView() { view = label }

        override func viewDidLoad() {
            super.viewDidLoad()
            task { [weak self, work] in
                guard let text = await work() else { return }
                self?.label.text = text
            }
        }
    }

    /// A view model whose owned task sleeps on the app's clock, then sets what the label reads.
    @MainActor
    @Observable
    final class GreetingModel {
        var greeting = "asleep"
        @ObservationIgnored let tasks = TaskBag()
        @ObservationIgnored weak var screen: ViewController?

        func load(after delay: Duration, clock: any TerminalClock) {
            _ = tasks.start(ownerName: "GreetingModel", ledger: { [weak self] in self?.screen?.window?.taskLedger }) { [weak self] in
                do { try await Task.sleep(for: delay, clock: clock) } catch { return }
                self?.greeting = "awake after \(delay)"
            }
        }
    }

    /// Shows a `GreetingModel` (its tasks end when the screen leaves).
    final class GreetingScreen: ViewController {
        let model: GreetingModel

        init(model: GreetingModel) {
            self.model = model
            super.init()
            adoptTasks(of: model.tasks)
            model.screen = self
        }

        override func loadView() { view = Label { [model] in model.greeting } }
    }

    actor Greeter {
        private var calls = 0
        func greeting() -> String {
            calls += 1
            return "hello from an actor (\(calls))"
        }
    }

    @Test func advancingTheVirtualClockWakesAnOwnedTaskAsleepOnIt() async {
        let ui = UITestHarness()
        let clock = ui.clock
        ui.start(root: TaskScreen {
            do { try await Task.sleep(for: .milliseconds(500), clock: clock) } catch { return nil }
            return "woke at \(clock.elapsed)"
        })
        ui.expectContains("waiting")
        await ui.advance(by: .milliseconds(499))
        ui.expectContains("waiting")
        await ui.advance(by: .milliseconds(1))
        ui.expectContains("woke at 0.5 seconds")
        #expect(ui.app.taskLedger.count == 0, "the task ended")
    }

    @Test func aViewModelsTaskAsleepOnTheVirtualClockSetsTheLabelOnceAdvancedPastIt() async {
        let ui = UITestHarness()
        let model = GreetingModel()
        ui.start(root: GreetingScreen(model: model))
        model.load(after: .milliseconds(500), clock: ui.clock)
        await ui.settle()
        ui.expectContains("asleep")
        await ui.advance(by: .milliseconds(500))
        ui.expectContains("awake after 0.5 seconds")
        #expect(ui.app.taskLedger.count == 0, "the task ended")
    }

    @Test func advancingRightAfterStartStillWakesTheSleeper() async {
        // The task has not begun when `start` returns: its sleep is measured from the moment it
        // begins, which must be before the clock moves.
        let ui = UITestHarness()
        let clock = ui.clock
        ui.start(root: TaskScreen {
            do { try await Task.sleep(for: .milliseconds(500), clock: clock) } catch { return nil }
            return "woke"
        })
        await ui.advance(by: .milliseconds(500))
        ui.expectContains("woke")
    }

    @Test func settleWaitsForATaskThatAwaitsAnActorThenTheMainActor() async {
        let ui = UITestHarness()
        let greeter = Greeter()
        ui.start(root: TaskScreen {
            let greeting = await greeter.greeting()
            return await MainActor.run { greeting.uppercased() }
        })
        await ui.settle()
        ui.expectContains("HELLO FROM AN ACTOR (1)")
        #expect(ui.app.taskLedger.count == 0)
    }

    @Test func settleWaitsForADetachedTaskThatHandsItsResultToTheMainActor() async {
        let ui = UITestHarness()
        ui.start(root: TaskScreen {
            await Task.detached { (1...1_000).reduce(0, +) }.value.description
        })
        await ui.settle()
        ui.expectContains("500500")
    }

    @Test func asyncPressLetsTheWorkAKeyStartsSettle() async {
        let ui = UITestHarness()
        let greeter = Greeter()
        let screen = TaskScreen { nil }
        screen.keyBindings = [KeyBinding(.char("g"), title: "Greet") { [weak screen] in
            screen?.task {
                let greeting = await greeter.greeting()
                screen?.label.text = greeting
            }
        }]
        ui.start(root: screen)
        await ui.press(.char("g"))
        ui.expectContains("hello from an actor (1)")
        await ui.press(.char("g"), .char("g"))
        ui.expectContains("hello from an actor (3)")
    }

    @Test func aFailedExpectationAfterSettlingPrintsTheScreen() async {
        let ui = UITestHarness(width: 40, height: 12)
        ui.start(root: TaskScreen { "loaded" })
        await ui.settle()
        withKnownIssue {
            ui.expectContains("not on screen")
        } matching: { issue in
            let message = issue.comments.map(\.rawValue).joined(separator: "\n")
            return message.contains("not on screen") && message.contains("loaded")
        }
    }
}
