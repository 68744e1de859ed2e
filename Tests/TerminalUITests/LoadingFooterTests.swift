import Testing
import TerminalCore
import TerminalUI
import TerminalUITestSupport

/// Under a loading overlay only Esc reaches a responder (README "What the footer promises"):
/// the footer offers Esc where Esc does something, and nothing else.
@MainActor
@Suite struct LoadingFooterTests {
    let log = LifecycleLog()
    let ui = UITestHarness(width: 80, height: 24)

    @Test func aLoadingScreenPushedOnAStackOffersEscBackOnly() {
        let root = RecordingViewController("A", log: log)
        let pushed = RecordingViewController("B", log: log)
        pushed.keyBindings = [KeyBinding(.enter, title: "Open") {}]
        ui.app.keyBindings = [KeyBinding(.char(":"), title: "Open link") {}]
        let navigation = NavigationController(rootViewController: root)
        ui.start(root: navigation)
        navigation.pushViewController(pushed)
        pushed.loadingMessage = "Loading…"
        ui.renderIfNeeded()
        ui.expectLine(23, equals: " Esc Back")
        ui.press(.escape)
        #expect(navigation.topViewController === root, "Esc pops the loading screen, as the footer says")
    }

    @Test func aLoadingSheetOffersEscCloseOnly() {
        let root = RecordingViewController("A", log: log)
        let sheet = RecordingViewController("Sheet", log: log)
        ui.app.keyBindings = [KeyBinding(.char(":"), title: "Open link") {}]
        ui.start(root: NavigationController(rootViewController: root))
        root.present(NavigationController(rootViewController: sheet))
        sheet.loadingMessage = "Loading…"
        ui.renderIfNeeded()
        ui.expectLine(23, equals: " Esc Close")
        ui.press(.escape)
        #expect(root.presentedViewController == nil, "Esc dismisses the loading sheet, as the footer says")
    }

    @Test func aLoadingRootWhereEscDoesNothingOffersNothing() {
        let root = RecordingViewController("A", log: log)
        ui.app.keyBindings = [KeyBinding(.char(":"), title: "Open link") {}]
        ui.start(root: NavigationController(rootViewController: root))
        root.loadingMessage = "Loading…"
        ui.renderIfNeeded()
        ui.expectLine(23, equals: "")
    }
}
