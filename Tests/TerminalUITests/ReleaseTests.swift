import Testing
import TerminalCore
import TerminalUI
import TerminalUITestSupport

/// Screens that left are released (nothing in TerminalUI keeps them), and callbacks may
/// navigate again while they run.
@MainActor
@Suite struct ReleaseTests {
    let log = LifecycleLog()
    let ui = UITestHarness(width: 80, height: 24)

    private func screen(_ name: String) -> RecordingViewController {
        let screen = RecordingViewController(name, log: log, views: [Label("\(name) body"), itemList(5), TextField("Field")])
        screen.keyBindings = [KeyBinding(.char("o"), title: "Open") { [weak screen] in _ = screen?.title }]
        return screen
    }

    @Test func aPoppedScreenIsReleased() {
        let nav = NavigationController(rootViewController: screen("A"))
        ui.start(root: nav)
        weak var popped: RecordingViewController?
        do {
            let b = screen("B")
            popped = b
            nav.pushViewController(b)
            ui.renderIfNeeded()
            ui.press(.tab, .down)
        }
        ui.press(.escape)
        #expect(popped == nil)
    }

    @Test func aDismissedChainIsReleased() {
        let shop = ShopTabs(log: log)
        ui.start(root: shop.tabs)
        weak var sheet: NavigationController?
        weak var inner: RecordingViewController?
        weak var alert: AlertController?
        do {
            let s = NavigationController(rootViewController: screen("S1"))
            let i = screen("S2")
            let a = AlertController(title: "Sure?", message: nil, actions: [AlertAction(title: "OK")])
            sheet = s; inner = i; alert = a
            shop.tabs.present(s)
            s.pushViewController(i)
            s.present(a)
            ui.renderIfNeeded()
        }
        ui.press(.escape, .escape, .escape)
        #expect(alert == nil)
        #expect(inner == nil)
        #expect(sheet == nil)
    }

    @Test func replacedTabsAndARootAreReleased() {
        weak var oldTabs: TabBarController?
        weak var oldScreen: RecordingViewController?
        do {
            let shop = ShopTabs(log: log)
            let detail = screen("Detail")
            shop.navigations[1].pushViewController(detail)
            oldTabs = shop.tabs
            oldScreen = detail
            ui.start(root: shop.tabs)
            ui.press(.char("2"), .down)
            shop.tabs.present(NavigationController(rootViewController: screen("Sheet")))
            ui.renderIfNeeded()
        }
        ui.window.rootViewController = NavigationController(rootViewController: screen("Login"))
        ui.renderIfNeeded()
        #expect(oldScreen == nil)
        #expect(oldTabs == nil)
    }

    @Test func thePresentationDelegateCanPresentTheNextModalWhenTold() {
        let shop = ShopTabs(log: log)
        ui.start(root: shop.tabs)
        let delegate = PresentationDelegateSpy()
        let next = NavigationController(rootViewController: screen("Next"))
        delegate.onDismiss = { _ in shop.tabs.present(next) }
        let first = NavigationController(rootViewController: screen("First"))
        first.presentationDelegate = delegate
        shop.tabs.present(first)
        ui.renderIfNeeded()
        ui.press(.escape)
        #expect(ui.window.presentedViewControllers.count == 1)
        #expect(ui.window.presentedViewControllers.first === next)
        ui.expectContains("Next")
        ui.expectNotContains("First")
    }

    @Test func anAlertActionCanPresentAnotherAlert() {
        let shop = ShopTabs(log: log)
        ui.start(root: shop.tabs)
        let second = AlertController(title: "Second", message: nil)
        shop.tabs.present(AlertController(title: "First", message: nil, actions: [
            AlertAction(title: "Go") { _ in shop.tabs.present(second) },
        ]))
        ui.press(.enter)
        #expect(ui.window.presentedViewControllers.first === second)
        ui.expectContains("Second")
        ui.press(.escape)
        #expect(ui.window.presentedViewControllers.isEmpty)
    }

    @Test func aDepartureObserverCanPopAgain() {
        let nav = NavigationController(rootViewController: screen("A"))
        let b = screen("B"), c = screen("C")
        nav.pushViewController(b)
        nav.pushViewController(c)
        ui.start(root: nav)
        let recorder = DepartureRecorder()
        recorder.observe(c)
        // Pop B from C's departure, as a router unwinding a flow would.
        let popper = DeparturePopper(nav: nav)
        c.addDepartureObserver(popper)
        ui.press(.escape)
        #expect(nav.viewControllers.count == 1)
        #expect(recorder.count(of: c) == 1)
        #expect(b.departures.count == 1)
        ui.expectLine(0, contains: "A")
    }

    @Test func presentingFromViewDidAppearShowsTheModalAfterTheScreenAppeared() {
        let shop = ShopTabs(log: log)
        let popup = PresentOnAppear(log: log)
        shop.navigations[0].setViewControllers([popup])
        ui.start(root: shop.tabs)
        #expect(ui.window.presentedViewControllers.count == 1)
        #expect(log.entries.suffix(3) == ["Popup.viewDidLoad", "Popup.viewWillAppear", "Popup.viewDidAppear"])
        ui.expectContains("Popup")
    }
}

@MainActor
private final class DeparturePopper: ViewControllerDepartureObserver {
    weak var nav: NavigationController?
    init(nav: NavigationController) { self.nav = nav }
    func viewControllerDidDepart(_ viewController: ViewController, _ departure: Departure) {
        nav?.popViewController()
    }
}

@MainActor
private final class PresentOnAppear: RecordingViewController {
    private var presentedOnce = false
    init(log: LifecycleLog) { super.init("Start", log: log) }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard !presentedOnce else { return }
        presentedOnce = true
        present(RecordingViewController("Popup", log: log))
    }
}
