import Testing
import TerminalCore
import TerminalUI
import TerminalUITestSupport

/// Appearance and containment callbacks, in UIKit's order.
@MainActor
@Suite struct LifecycleTests {
    let log = LifecycleLog()
    let ui = UITestHarness(width: 80, height: 24)

    @Test func firstAppearanceLoadsTheViewBeforeViewWillAppear() {
        let a = RecordingViewController("A", log: log)
        let nav = NavigationController()
        log.name(nav, "nav")
        nav.setViewControllers([a])
        #expect(log.take() == ["A.willMove(toParent: nav)", "A.didMove(toParent: nav)"])
        ui.start(root: nav)
        #expect(log.take() == ["A.viewDidLoad", "A.viewWillAppear", "A.viewDidAppear"])
    }

    @Test func pushCallsContainmentAndAppearanceInOrder() {
        let a = RecordingViewController("A", log: log)
        let nav = NavigationController(rootViewController: a)
        log.name(nav, "nav")
        ui.start(root: nav)
        log.clear()

        nav.pushViewController(RecordingViewController("B", log: log))
        #expect(log.take() == [
            "B.willMove(toParent: nav)",
            "B.viewDidLoad",
            "A.viewWillDisappear", "B.viewWillAppear",
            "A.viewDidDisappear", "B.viewDidAppear",
            "B.didMove(toParent: nav)",
        ])
    }

    @Test func popCallsAppearanceThenDidMoveToNilThenDeparture() {
        let a = RecordingViewController("A", log: log)
        let nav = NavigationController(rootViewController: a)
        log.name(nav, "nav")
        ui.start(root: nav)
        nav.pushViewController(RecordingViewController("B", log: log))
        log.clear()

        nav.popViewController()
        #expect(log.take() == [
            "B.willMove(toParent: nil)",
            "B.viewWillDisappear", "A.viewWillAppear",
            "B.viewDidDisappear", "A.viewDidAppear",
            "B.didMove(toParent: nil)",
            "B.departed(popped)",
        ])
    }

    @Test func popByEscIsMarkedAsTheUsersSwipeBack() {
        let nav = NavigationController(rootViewController: RecordingViewController("A", log: log))
        ui.start(root: nav)
        nav.pushViewController(RecordingViewController("B", log: log))
        log.clear()
        ui.press(.escape)
        #expect(log.entries.last == "B.departed(popped, user)")
    }

    @Test func presentingAPageSheetKeepsThePresenterOnScreen() {
        let shop = ShopTabs(log: log)
        ui.start(root: shop.tabs)
        log.clear()

        let sheet = RecordingViewController("M", log: log)
        sheet.modalPresentationStyle = .pageSheet
        shop.tabs.present(sheet)
        #expect(log.take() == ["M.viewDidLoad", "M.viewWillAppear", "M.viewDidAppear"])

        sheet.dismiss()
        #expect(log.take() == ["M.viewWillDisappear", "M.viewDidDisappear", "M.departed(dismissed)"])
    }

    @Test func presentingFullScreenMakesThePresenterDisappearAndDismissBringsItBack() {
        let shop = ShopTabs(log: log)
        ui.start(root: shop.tabs)
        log.clear()

        let modal = RecordingViewController("M", log: log)
        modal.modalPresentationStyle = .fullScreen
        shop.tabs.present(modal)
        #expect(log.take() == [
            "M.viewDidLoad",
            "Home.viewWillDisappear", "M.viewWillAppear",
            "Home.viewDidDisappear", "M.viewDidAppear",
        ])

        shop.tabs.dismiss()
        #expect(log.take() == [
            "M.viewWillDisappear", "Home.viewWillAppear",
            "M.viewDidDisappear", "Home.viewDidAppear",
            "M.departed(dismissed)",
        ])
    }

    @Test func dismissingAWrappedModalTellsEveryScreenOfItsStack() {
        let shop = ShopTabs(log: log)
        ui.start(root: shop.tabs)
        let sheet = NavigationController(rootViewController: RecordingViewController("S1", log: log))
        shop.tabs.present(sheet)
        sheet.pushViewController(RecordingViewController("S2", log: log))
        log.clear()

        ui.press(.escape, .escape)
        #expect(log.take() == [
            "S2.willMove(toParent: nil)",
            "S2.viewWillDisappear", "S1.viewWillAppear",
            "S2.viewDidDisappear", "S1.viewDidAppear",
            "S2.didMove(toParent: nil)",
            "S2.departed(popped, user)",
            "S1.viewWillDisappear", "S1.viewDidDisappear",
            "S1.departed(dismissed, user)",
        ])
    }

    @Test func tabSwitchMovesAppearanceFromTheOldTabToTheNew() {
        let shop = ShopTabs(log: log)
        ui.start(root: shop.tabs)
        log.clear()

        ui.press(.char("2"))
        #expect(log.take() == [
            "Orders.viewDidLoad",
            "Home.viewWillDisappear", "Orders.viewWillAppear",
            "Home.viewDidDisappear", "Orders.viewDidAppear",
        ])
        ui.press(.char("["))
        #expect(log.take() == [
            "Orders.viewWillDisappear", "Home.viewWillAppear",
            "Orders.viewDidDisappear", "Home.viewDidAppear",
        ])
        // Selecting the selected tab changes nothing.
        ui.press(.char("1"))
        #expect(log.take().isEmpty)
    }

    @Test func tabSwitchKeepsEachTabsStack() {
        let shop = ShopTabs(log: log)
        ui.start(root: shop.tabs)
        shop.navigations[0].pushViewController(RecordingViewController("Product", log: log))
        ui.press(.char("3"), .char("1"))
        #expect(shop.navigations[0].viewControllers.count == 2)
        ui.expectLine(0, contains: "Product")
    }

    @Test func tabBarDelegateCanRefuseASelectionAndIsToldOfOthers() {
        let shop = ShopTabs(log: log)
        let delegate = TabBarDelegateSpy()
        delegate.shouldSelect = { $0 !== shop.navigations[2] }
        shop.tabs.delegate = delegate
        ui.start(root: shop.tabs)
        ui.press(.char("3"))
        #expect(shop.tabs.selectedIndex == 0)
        ui.press(.char("]"))
        #expect(shop.tabs.selectedIndex == 1)
        #expect(delegate.selected.count == 1 && delegate.selected.first === shop.navigations[1])
    }

    @Test func navigationDelegateIsToldOfEveryShownScreen() {
        let a = RecordingViewController("A", log: log)
        let nav = NavigationController(rootViewController: a)
        let delegate = NavigationDelegateSpy()
        nav.delegate = delegate
        ui.start(root: nav)
        let b = RecordingViewController("B", log: log)
        nav.pushViewController(b)
        ui.press(.escape)
        #expect(delegate.shown.map { $0 === b } == [true, false])
        #expect(delegate.shown.last === a)
    }

    @Test func replacingTheWindowRootMovesAppearanceAndDeparts() {
        let nav = NavigationController(rootViewController: RecordingViewController("Old", log: log))
        ui.start(root: nav)
        log.clear()
        ui.window.rootViewController = NavigationController(rootViewController: RecordingViewController("New", log: log))
        #expect(log.take() == [
            "New.willMove(toParent: NavigationController)", "New.didMove(toParent: NavigationController)",
            "New.viewDidLoad",
            "Old.viewWillDisappear", "New.viewWillAppear",
            "Old.viewDidDisappear", "New.viewDidAppear",
            "Old.departed(replaced)",
        ])
    }
}

extension LifecycleTests {
    @Test func setViewControllersCallsContainmentAndAppearanceForWhatChanged() {
        let a = RecordingViewController("A", log: log)
        let b = RecordingViewController("B", log: log)
        let nav = NavigationController()
        log.name(nav, "nav")
        nav.setViewControllers([a, b])
        ui.start(root: nav)
        log.clear()

        let c = RecordingViewController("C", log: log)
        nav.setViewControllers([a, c])
        #expect(log.take() == [
            "B.willMove(toParent: nil)",
            "C.willMove(toParent: nav)",
            "C.viewDidLoad",
            "B.viewWillDisappear", "C.viewWillAppear",
            "B.viewDidDisappear", "C.viewDidAppear",
            "C.didMove(toParent: nav)",
            "B.didMove(toParent: nil)",
            "B.departed(replaced)",
        ])
    }

    @Test func anEmbeddedChildAppearsLeavesAndDepartsWithItsParent() {
        let nav = NavigationController(rootViewController: RecordingViewController("Root", log: log))
        ui.start(root: nav)
        let host = RecordingViewController("Host", log: log)
        let plugin = RecordingViewController("Plugin", log: log, views: [Label("Plugin banner")])
        host.loadViewIfNeeded()
        host.embed(plugin, in: host.view)
        nav.pushViewController(host)
        ui.renderIfNeeded()
        ui.expectContains("Plugin banner")
        #expect(plugin.parent === host)
        log.clear()

        ui.press(.escape)
        #expect(log.entries(for: "Plugin") == [
            "Plugin.viewWillDisappear", "Plugin.viewDidDisappear", "Plugin.departed(popped, user)",
        ])
        #expect(log.entries.firstIndex(of: "Plugin.departed(popped, user)")! < log.entries.firstIndex(of: "Host.departed(popped, user)")!)
    }

    @Test func keysFromAFocusedViewOfAnEmbeddedChildTravelThroughTheChildAndItsHost() {
        let host = RecordingViewController("Host", log: log)
        let field = TextField("Search")
        let plugin = RecordingViewController("Plugin", log: log, views: [field])
        var reached: [String] = []
        plugin.keyBindings = [KeyBinding(.f(2), title: "Plugin") { reached.append("plugin") }]
        host.keyBindings = [KeyBinding(.f(3), title: "Host") { reached.append("host") }]
        host.loadViewIfNeeded()
        host.embed(plugin, in: host.view)
        ui.start(root: NavigationController(rootViewController: host))
        #expect(host.focusedView === field)
        ui.type("ab")
        ui.press(.f(2), .f(3))
        #expect(field.text == "ab")
        #expect(reached == ["plugin", "host"])
        ui.expectLine(23, contains: "F2 Plugin")
        ui.expectLine(23, contains: "F3 Host")
    }
}
