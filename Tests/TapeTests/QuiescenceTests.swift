import Tape
import TerminalCore
import TerminalUI
import Testing

/// Between tape commands every ready main-actor job runs — a plain `Task { @MainActor in … }`,
/// not only the SDK's own work and owned tasks; an owned task still working is awaited, and a
/// step whose owned task is still busy off the application's clock when the bound passes fails,
/// naming the task, the step and the bound, and says which clock to sleep on.
@MainActor
@Suite struct QuiescenceTests {
    /// A screen whose label plain main-actor tasks set: one from `viewDidLoad`, one from the key
    /// `k`, one from a timer `t` starts (1 s on the app's clock); `r` starts an owned task that
    /// sleeps on the continuous clock, `u` starts one after 1 s of the app's clock, and `w` one
    /// that works for 5.5 s of real time (longer than replays used to wait) and then ends.
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
                KeyBinding(.char("u"), title: "Later") { [weak self] in self?.sleepOnTheRealClockLater() },
                KeyBinding(.char("w"), title: "Work") { [weak self] in self?.workForReal() },
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

        private func workForReal() {
            task { [label] in
                try? await Task.sleep(for: .milliseconds(5_500))
                label.text = "worked for real"
            }
        }

        private func sleepOnTheRealClockLater() {
            timer = scheduler.schedule(after: .seconds(1)) { [weak self] in self?.sleepOnTheRealClock() }
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

    private func run(_ text: String, workTimeout: Duration = .milliseconds(500)) async throws -> TapeResult {
        let tape = try TapeParser(routes: nil).parse(text: text, path: "t.tape")
        var options = TapeRunner.Options()
        options.workTimeout = workTimeout
        return await TapeRunner(host: Host(), options: options).run(tape)
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

    @Test func aStepWhoseOwnedTaskOutlastsTheBoundFailsNamingTheTaskTheStepAndTheBound() async throws {
        let result = try await run("Type \"r\"\nSleep 10ms\nExpect \"slept for real\"\n")
        let failure = try #require(result.failures.first)
        #expect(result.failures.count == 1)
        #expect(failure.kind == .tasksBusyOffTheClock(owners: ["TaskScreen"], what: "Type \"r\" waited 500ms (the bound for owned work)"))
        #expect(failure.headline.contains("a task of TaskScreen was still busy off the application's clock"))
        #expect(failure.headline.contains("Task.sleep(for: duration, clock: application.clock)"))
        #expect(failure.headline.contains("TapeRunner.Options.workTimeout"))
        #expect(failure.location.line == 1, "the step that started it fails; no later step reads the screen")
        #expect(failure.screen.contains { $0.contains("set at start-up") }, "the screen of that moment: \(failure.screen)")
    }

    @Test func aWaitStopsAtTheBoundWhenAnOwnedTaskItStartedSleepsOnTheRealClock() async throws {
        let result = try await run("Type \"u\"\nWait \"slept for real\" 2s\n")
        let failure = try #require(result.failures.first)
        guard case .tasksBusyOffTheClock(let owners, let what) = failure.kind else {
            Issue.record("\(failure.kind)")
            return
        }
        #expect(owners == ["TaskScreen"])
        #expect(what.hasPrefix("Wait \"slept for real\" (at "), "\(what)")
        #expect(what.hasSuffix(" of 2s) waited 500ms (the bound for owned work)"), "\(what)")
        #expect(failure.location.line == 2)
    }

    @Test func anOwnedTaskStillWorkingIsAwaitedBeforeTheNextStepLooks() async throws {
        let result = try await run("Type \"w\"\nExpect \"worked for real\"\n", workTimeout: TapeRunner.Options.defaultWorkTimeout)
        #expect(result.failures.isEmpty, "\(result.failures.map(\.headline))")
    }
}
