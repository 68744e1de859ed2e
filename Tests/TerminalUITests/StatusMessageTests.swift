import Testing
import TerminalCore
import TerminalUI
import TerminalUITestSupport

/// The footer's status message: stale once the screens it described change, but a message
/// given before any screen was up (a start-up problem, such as a state file that could not be
/// restored) survives the first screens arriving.
@MainActor
@Suite struct StatusMessageTests {
    let log = LifecycleLog()
    let ui = UITestHarness(width: 80, height: 24)

    @Test func aStatusGivenBeforeTheFirstScreenStaysUntilTheNextKey() {
        ui.window.showStatus("the saved state is version 2; this app reads version 1")
        ui.start(root: NavigationController(rootViewController: RecordingViewController("Home", log: log, title: "Home")))
        ui.renderIfNeeded()
        ui.expectContains("the saved state is version 2")
        ui.press(.char("x"))
        ui.expectNotContains("the saved state is version 2")
    }

    @Test func aStatusOverScreensGoesWhenTheScreensChangeWithoutAKey() {
        let home = RecordingViewController("Home", log: log, title: "Home")
        let stack = NavigationController(rootViewController: home)
        ui.start(root: stack)
        ui.window.showStatus("Esc is refused here")
        ui.renderIfNeeded()
        ui.expectContains("Esc is refused here")
        stack.pushViewController(RecordingViewController("Detail", log: log, title: "Detail"), animated: false)
        ui.renderIfNeeded()
        ui.expectNotContains("Esc is refused here")
    }
}
