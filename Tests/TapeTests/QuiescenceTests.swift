import Tape
import TerminalCore
import TerminalUI
import Testing

/// Between tape commands every ready main-actor job runs — a plain `Task { @MainActor in … }`,
/// not only the SDK's own work and owned tasks — and a `Sleep` or `Wait` that ends while an
/// owned task is still busy off the application's clock says which clock to sleep on.
@MainActor
@Suite struct QuiescenceTests {
    /// A screen whose label plain main-actor tasks set: one from `viewDidLoad`, one from the key
    /// `k`, one from a timer `t` starts (1 s on the app's clock); `r` starts an owned task that
    /// sleeps on the continuous clock.
    final class TaskScreen: ViewController {
        let label = Label("nothing yet")
        let scheduler: any Scheduler
        var timer: ScheduledTask?

        init(scheduler: any Scheduler) {
            self.scheduler = scheduler
            super.init()
            title = "Tasks"
            keyBindings = [
                KeyBinding(.char("k"), title: "Key") { [label] in Task { @MainActor in label.text = "set after a key" } },
                KeyBinding(.char("t"), title: "Timer") { [weak self] in self?.startTimer() },
                KeyBinding(.char("r"), title: "Real") { [weak self] in self?.sleepOnTheRealClock() },
            ]
        }

        override func loadView() {
            view = StackView(topPadding: 1, [label])
        }

        override func viewDidLoad() {
            Task { @MainActor [label] in label.text = "set at start-up" }
        }

        private func startTimer() {
            timer = scheduler.schedule(after: .seconds(1)) { [label] in
                Task { @MainActor in label.text = "set after a sleep" }
            }
        }

        private func sleepOnTheRealClock() {
            task { [label] in
                try? await Task.sleep(for: .seconds(3600))
                label.text = "slept for real"
            }
        }
    }

    final class Session: TapeSession {
        let application: Application

        init(terminal: any Terminal, clock: any TerminalClock) {
            application = Application(terminal: terminal, clock: clock)
            application.window.rootViewController = NavigationController(rootViewController: TaskScreen(scheduler: application))
        }

        func openDeeplink(_ url: String) {}
        func leakReport() -> [String] { [] }
    }

    struct Host: TapeHost {
        var routes: [String]? { nil }

        func makeSession(terminal: any Terminal, clock: any TerminalClock, route: String?) throws -> any TapeSession {
            Session(terminal: terminal, clock: clock)
        }
    }

    private func run(_ text: String) async throws -> TapeResult {
        let tape = try TapeParser(routes: nil).parse(text: text, path: "t.tape")
        return await TapeRunner(host: Host()).run(tape)
    }

    @Test func aMainActorTaskStartedAtStartUpRunsBeforeTheFirstCommand() async throws {
        let result = try await run("Expect \"set at start-up\"\n")
        #expect(result.failures.isEmpty, "\(result.failures.map(\.headline))")
    }

    @Test func aMainActorTaskStartedByAKeyRunsBeforeTheNextCommand() async throws {
        let result = try await run("Type \"k\"\nExpect \"set after a key\"\n")
        #expect(result.failures.isEmpty, "\(result.failures.map(\.headline))")
    }

    @Test func aMainActorTaskStartedByATimerRunsBeforeTheCommandAfterTheSleep() async throws {
        let result = try await run("Type \"t\"\nSleep 1s\nExpect \"set after a sleep\"\n")
        #expect(result.failures.isEmpty, "\(result.failures.map(\.headline))")
    }

    @Test func aSleepThatEndsWhileAnOwnedTaskSleepsOnTheRealClockNamesTheScreenAndTheClock() async throws {
        let result = try await run("Type \"r\"\nSleep 10ms\nExpect \"slept for real\"\n")
        let failure = try #require(result.failures.first)
        #expect(failure.kind == .tasksBusyOffTheClock(owners: ["TaskScreen"], what: "Sleep 10ms ended"))
        #expect(failure.headline.contains("a task of TaskScreen was still busy off the application's clock"))
        #expect(failure.headline.contains("Task.sleep(for: duration, clock: application.clock)"))
        #expect(failure.location.line == 2)
    }

    @Test func aWaitStopsAtOnceWhenAnOwnedTaskSleepsOnTheRealClock() async throws {
        let result = try await run("Type \"r\"\nWait \"slept for real\" 2s\n")
        let failure = try #require(result.failures.first)
        #expect(failure.kind == .tasksBusyOffTheClock(owners: ["TaskScreen"], what: "Wait \"slept for real\" stopped after 0s of 2s"))
        #expect(failure.headline.contains("Task.sleep(for: duration, clock: application.clock)"))
        #expect(failure.location.line == 2)
    }
}
