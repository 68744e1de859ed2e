import Testing
import TerminalCore
import TerminalUI
import TerminalUITestSupport
/// While a screen loads, its own keys wait (its bindings would act on what the overlay hides),
/// and every key that leaves it keeps its meaning: Esc goes back, a tab key switches tabs, the app's
/// keys work. The footer offers exactly those.
@MainActor
@Suite struct LoadingFooterTests {
    let log = LifecycleLog()
    let ui = UITestHarness(width: 80, height: 24)

    @Test func aLoadingScreenPushedOnAStackOffersBackAndTheAppsKeysButNotItsOwn() {
        let root = RecordingViewController("A", log: log)
        let pushed = RecordingViewController("B", log: log)
        var opened = 0
        pushed.keyBindings = [KeyBinding(.enter, title: "Open") { opened += 1 }]
        var links = 0
        ui.app.keyBindings = [KeyBinding(.char(":"), title: "Open link") { links += 1 }]
        let navigation = NavigationController(rootViewController: root)
        ui.start(root: navigation)
        navigation.pushViewController(pushed)
        pushed.loadingMessage = "Loading…"
        ui.renderIfNeeded()
        ui.expectLine(23, equals: " Esc Back  : Open link  ? Help  q Quit")
        ui.press(.enter)
        #expect(opened == 0, "the loading screen's own binding waits for the load")
        ui.press(.char(":"))
        #expect(links == 1, "the app's keys work while a screen loads")
        ui.press(.escape)
        #expect(navigation.topViewController === root, "Esc pops the loading screen, as the footer says")
    }

    @Test func aLoadingSheetOffersEscCloseAndNotTheAppsQuit() {
        let root = RecordingViewController("A", log: log)
        let sheet = RecordingViewController("Sheet", log: log)
        ui.app.keyBindings = [KeyBinding(.char(":"), title: "Open link") {}]
        ui.start(root: NavigationController(rootViewController: root))
        root.present(NavigationController(rootViewController: sheet))
        sheet.loadingMessage = "Loading…"
        ui.renderIfNeeded()
        ui.expectLine(23, equals: " Esc Close  : Open link  ? Help")
        ui.press(.char("q"))
        #expect(!ui.app.isQuitting, "q quits only with nothing presented, loading or not")
        ui.press(.escape)
        #expect(root.presentedViewController == nil, "Esc dismisses the loading sheet, as the footer says")
    }

    @Test func aLoadingRootOffersTheAppsKeysAndQuitsOnQ() {
        let root = RecordingViewController("A", log: log)
        ui.app.keyBindings = [KeyBinding(.char(":"), title: "Open link") {}]
        ui.start(root: NavigationController(rootViewController: root))
        root.loadingMessage = "Loading…"
        ui.renderIfNeeded()
        ui.expectLine(23, equals: " : Open link  ? Help  q Quit")
        ui.press(.char("q"))
        #expect(ui.app.isQuitting, "a load never traps: q quits at a root as the footer says")
    }

    @Test func tabKeysSwitchTabsWhileATabLoads() {
        let first = RecordingViewController("First", log: log)
        let second = RecordingViewController("Second", log: log)
        let tabs = TabBarController()
        tabs.setViewControllers([NavigationController(rootViewController: first), NavigationController(rootViewController: second)])
        ui.start(root: tabs)
        first.loadingMessage = "Loading…"
        ui.renderIfNeeded()
        ui.press(.char("2"))
        #expect(tabs.selectedIndex == 1, "a tab switch keeps its meaning while a tab loads")
        ui.press(.char("["))
        #expect(tabs.selectedIndex == 0)
    }
}
