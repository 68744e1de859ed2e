import Testing
import TerminalCore
import TerminalUI
import TerminalUITestSupport

/// Departure observers hear of every way a screen leaves, exactly once, after it left.
@MainActor
@Suite struct DepartureTests {
    let log = LifecycleLog()
    let ui = UITestHarness(width: 80, height: 24)

    private func stack(_ names: String...) -> (NavigationController, [RecordingViewController]) {
        let screens = names.map { RecordingViewController($0, log: log) }
        let nav = NavigationController()
        nav.setViewControllers(screens, animated: false)
        return (nav, screens)
    }

    private func departures(_ screens: [RecordingViewController]) -> [String: [Departure]] {
        Dictionary(uniqueKeysWithValues: screens.map { ($0.name, $0.departures) })
    }

    private let popped = Departure(reason: .popped, isUserInitiated: false)
    private let replaced = Departure(reason: .replaced, isUserInitiated: false)
    private let dismissed = Departure(reason: .dismissed, isUserInitiated: false)

    @Test func removingAnEmbeddedChildAnnouncesRemovedOnceAndTakesItsViewOffTheScreen() {
        let host = RecordingViewController("Host", log: log)
        let plugin = RecordingViewController("Plugin", log: log)
        plugin.view = Label("PLUGIN TEXT")
        host.embed(plugin, in: host.view)
        ui.start(root: NavigationController(rootViewController: host))
        ui.expectContains("PLUGIN TEXT")
        plugin.removeFromParent()
        plugin.removeFromParent()
        ui.renderIfNeeded()
        ui.expectNotContains("PLUGIN TEXT")
        #expect(plugin.departures == [Departure(reason: .removed, isUserInitiated: false)])
        #expect(host.departures.isEmpty)
    }

    @Test func popAnnouncesTheTopScreenOnce() {
        let (nav, s) = stack("A", "B")
        ui.start(root: nav)
        nav.popViewController()
        nav.popViewController()
        ui.press(.escape)
        #expect(departures(s) == ["A": [], "B": [popped]])
    }

    @Test func popToRootAnnouncesEveryScreenAboveTheRootOnceTopMostFirst() {
        let (nav, s) = stack("A", "B", "C", "D")
        ui.start(root: nav)
        log.clear()
        let removed = nav.popToRootViewController()
        #expect(removed?.count == 3)
        #expect(departures(s) == ["A": [], "B": [popped], "C": [popped], "D": [popped]])
        #expect(log.entries.filter { $0.contains("departed") } == ["D.departed(popped)", "C.departed(popped)", "B.departed(popped)"])
        #expect(nav.popToRootViewController() == nil)
    }

    @Test func popToAScreenAnnouncesOnlyTheScreensAboveIt() {
        let (nav, s) = stack("A", "B", "C", "D")
        ui.start(root: nav)
        nav.popToViewController(s[1])
        #expect(departures(s) == ["A": [], "B": [], "C": [popped], "D": [popped]])
        #expect(nav.popToViewController(s[1]) == nil)
        #expect(nav.popToViewController(s[3]) == nil, "not in the stack any more")
        #expect(s[3].departures.count == 1)
    }

    @Test func setViewControllersAnnouncesOnlyTheScreensThatLeft() {
        let (nav, s) = stack("A", "B", "C")
        ui.start(root: nav)
        let d = RecordingViewController("D", log: log)
        nav.setViewControllers([s[0], d, s[2]])
        #expect(departures(s + [d]) == ["A": [], "B": [replaced], "C": [], "D": []])
        #expect(s[1].parent == nil)
        #expect(log.entries.contains("B.didMove(toParent: nil)"))
        nav.setViewControllers([s[0], d, s[2]])
        #expect(s[1].departures.count == 1)
    }

    @Test func dismissingAPresenterAnnouncesItsWholePresentedChainAndTheirPushedScreensOnce() {
        let shop = ShopTabs(log: log)
        ui.start(root: shop.tabs)
        let recorder = DepartureRecorder()
        let (sheet, sheetScreens) = stack("S1", "S2")
        let (second, secondScreens) = stack("T1", "T2")
        second.modalPresentationStyle = .bottomSheet
        let alert = AlertController(title: "Hi", message: nil)
        recorder.observe(sheet, second, alert, shop.tabs, shop.navigations[0])
        shop.tabs.present(sheet)
        sheet.present(second)
        second.present(alert)
        ui.renderIfNeeded()

        shop.tabs.dismiss()
        ui.renderIfNeeded()
        for controller in [sheet, second, alert] as [ViewController] {
            #expect(recorder.departures(of: controller) == [dismissed])
        }
        #expect(departures(sheetScreens + secondScreens) == ["S1": [dismissed], "S2": [dismissed], "T1": [dismissed], "T2": [dismissed]])
        #expect(recorder.count(of: shop.tabs) == 0)
        #expect(recorder.count(of: shop.navigations[0]) == 0)
        #expect(ui.window.presentedViewControllers.isEmpty)
        ui.expectNotContains("S2")

        shop.tabs.dismiss()
        ui.press(.escape)
        #expect(recorder.events.count == 3)
    }

    @Test func dismissingFromTheMiddleOfTheChainKeepsWhatIsBelow() {
        let shop = ShopTabs(log: log)
        ui.start(root: shop.tabs)
        let (sheet, sheetScreens) = stack("S1")
        let (second, secondScreens) = stack("T1", "T2")
        shop.tabs.present(sheet)
        sheet.present(second)
        // A screen pushed inside the first sheet dismisses what its sheet presented.
        sheetScreens[0].dismiss()
        #expect(departures(sheetScreens + secondScreens) == ["S1": [], "T1": [dismissed], "T2": [dismissed]])
        #expect(ui.window.presentedViewControllers.count == 1)
        // With nothing above it, dismiss closes the sheet holding the screen.
        sheetScreens[0].dismiss()
        #expect(sheetScreens[0].departures == [dismissed])
        #expect(ui.window.presentedViewControllers.isEmpty)
    }

    @Test func replacingTabsAnnouncesTheRemovedTabsAndTheirScreensOnce() {
        let shop = ShopTabs(log: log)
        let extra = RecordingViewController("Detail", log: log)
        shop.navigations[1].pushViewController(extra)
        let recorder = DepartureRecorder()
        recorder.observe(shop.navigations)
        ui.start(root: shop.tabs)
        ui.press(.char("2"))

        let (replacement, _) = stack("New")
        shop.tabs.setViewControllers([shop.navigations[0], replacement, shop.navigations[2]])
        #expect(recorder.departures(of: shop.navigations[1]) == [replaced])
        #expect(recorder.count(of: shop.navigations[0]) == 0)
        #expect(shop.roots[1].departures == [replaced])
        #expect(extra.departures == [replaced])
        #expect(shop.roots[0].departures.isEmpty)
        ui.renderIfNeeded()
        ui.expectLine(0, contains: "New")

        shop.tabs.setViewControllers([shop.navigations[0], replacement, shop.navigations[2]])
        #expect(recorder.events.count == 1)
        #expect(extra.departures.count == 1)
    }

    @Test func replacingTheWindowRootAnnouncesTheOldTreeAndWhatItPresentedOnce() {
        let shop = ShopTabs(log: log)
        let extra = RecordingViewController("Detail", log: log)
        shop.navigations[2].pushViewController(extra)
        ui.start(root: shop.tabs)
        let (sheet, sheetScreens) = stack("S1", "S2")
        shop.tabs.present(sheet)
        let recorder = DepartureRecorder()
        recorder.observe(shop.tabs, sheet)

        let (newRoot, newScreens) = stack("Login")
        ui.window.rootViewController = newRoot
        ui.renderIfNeeded()
        #expect(recorder.departures(of: shop.tabs) == [replaced])
        #expect(recorder.departures(of: sheet) == [dismissed])
        #expect(departures(shop.roots) == ["Home": [replaced], "Orders": [replaced], "Profile": [replaced]])
        #expect(extra.departures == [replaced])
        #expect(departures(sheetScreens) == ["S1": [dismissed], "S2": [dismissed]])
        #expect(newScreens[0].departures.isEmpty)
        #expect(ui.window.presentedViewControllers.isEmpty)
        ui.expectLine(0, contains: "Login")
        ui.expectNotContains("1 Home")

        ui.window.rootViewController = newRoot
        #expect(recorder.events.count == 2)
    }

    @Test func theDepartedScreenHasLeftWhenObserversAreTold() {
        let (nav, s) = stack("A", "B")
        ui.start(root: nav)
        final class Check: ViewControllerDepartureObserver {
            var states: [(parent: Bool, visible: Bool)] = []
            let window: Window
            init(window: Window) { self.window = window }
            func viewControllerDidDepart(_ viewController: ViewController, _ departure: Departure) {
                states.append((viewController.parent != nil, window.visibleViewControllers.contains { $0 === viewController }))
            }
        }
        let check = Check(window: ui.window)
        s[1].addDepartureObserver(check)
        ui.press(.escape)
        #expect(check.states.count == 1)
        #expect(check.states.first?.parent == false)
        #expect(check.states.first?.visible == false)
    }

    @Test func observersAreHeldWeaklyAndCanBeRemoved() {
        let (nav, s) = stack("A", "B", "C")
        ui.start(root: nav)
        var recorder: DepartureRecorder? = DepartureRecorder()
        weak let weakRecorder = recorder
        recorder?.observe(s[2])
        recorder = nil
        #expect(weakRecorder == nil)
        let kept = DepartureRecorder()
        kept.observe(s[1], s[2])
        s[1].removeDepartureObserver(kept)
        nav.popToRootViewController()
        #expect(kept.count(of: s[1]) == 0)
        #expect(kept.count(of: s[2]) == 1)
    }
}
