import Testing
import TerminalCore
import TerminalUI
import TerminalUITestSupport

/// Rendering observes what it reads; the observations of past frames must be given back.
/// A guard against memory growing per key through observation registrations of TerminalUI's
/// own views.
@MainActor
@Suite struct ObservationLeakTests {
    let ui = UITestHarness(width: 80, height: 24)

    @Test func keysThatRenderLeaveAtMostOneObservationAlive() {
        let list = itemList(5)
        let label = Label("Quiet")
        ui.start(root: NavigationController(rootViewController: RecordingViewController("Soak", log: LifecycleLog(), views: [label, list])))
        for _ in 0..<500 {
            ui.press(.up) // at the top already: changes nothing
            ui.press(.char("z")) // a key nothing handles
            ui.window.setNeedsDisplay() // a render that finds nothing changed
            ui.renderIfNeeded()
        }
        #expect(ui.app.liveObservations <= 1, "\(ui.app.liveObservations) renders' observations are still registered")
    }

    @Test func aChangeToAnObservedViewStillRedrawsAfterTheSoak() {
        let label = Label("Before")
        ui.start(root: NavigationController(rootViewController: RecordingViewController("Soak", log: LifecycleLog(), views: [label, itemList(3)])))
        ui.press(.down, times: 200)
        label.text = "After"
        #expect(ui.renderIfNeeded())
        #expect(ui.contains("After"))
        #expect(ui.app.liveObservations <= 1)
    }
}
