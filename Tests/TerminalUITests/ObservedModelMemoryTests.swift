import Observation
import Testing
import TerminalCore
import TerminalUI
import TerminalUITestSupport

/// A model a screen reads every frame and that never changes (like the Shop's shared state on
/// Home): a key storm once measured ~1 KB of RSS per key, never released, because every render
/// registered a fresh observation with it and the Observation runtime keeps each registration
/// until the model changes. The registrations must stay bounded however many keys arrive.
@Observable
@MainActor
final class QuietModel {
    var greeting = "Hello"
}

@MainActor
@Suite struct ObservedModelMemoryTests {
    let ui = UITestHarness(width: 80, height: 24)

    private func startSoakScreen(model: QuietModel) {
        let label = Label { model.greeting + ", demo" }
        ui.start(root: NavigationController(rootViewController: RecordingViewController("Soak", log: LifecycleLog(), views: [label, itemList(20)])))
    }

    @Test func keysOnAScreenReadingAQuietModelRegisterAtMostOneObservation() {
        let model = QuietModel()
        startSoakScreen(model: model)
        let before = ui.app.observationRegistrations
        for _ in 0..<2_000 {
            ui.press(.down)
            ui.press(.up)
        }
        #expect(ui.app.observationRegistrations - before <= 1, "\(ui.app.observationRegistrations - before) observation registrations for 4000 keys")
    }

    @Test func aChangeToTheQuietModelStillRedrawsAfterTheSoak() {
        let model = QuietModel()
        startSoakScreen(model: model)
        ui.press(.down, times: 300)
        model.greeting = "Goodbye"
        #expect(ui.renderIfNeeded())
        #expect(ui.contains("Goodbye, demo"))
        // And the next change is observed too: a fresh registration follows each change.
        model.greeting = "Welcome back"
        #expect(ui.renderIfNeeded())
        #expect(ui.contains("Welcome back, demo"))
    }

    @Test func aNewScreenReadingAnotherModelIsObservedWhileTheOldRegistrationIsPending() {
        let quiet = QuietModel()
        startSoakScreen(model: quiet)
        ui.press(.down, times: 10)
        let other = QuietModel()
        let navigation = ui.window.rootViewController as? NavigationController
        navigation?.pushViewController(RecordingViewController("Second", log: LifecycleLog(), views: [Label { other.greeting + " there" }]), animated: false)
        ui.renderIfNeeded()
        #expect(ui.contains("Hello there"))
        other.greeting = "Hi"
        #expect(ui.renderIfNeeded())
        #expect(ui.contains("Hi there"))
    }
}
