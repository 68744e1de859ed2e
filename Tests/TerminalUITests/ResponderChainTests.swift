import Testing
import TerminalCore
import TerminalUI
import TerminalUITestSupport

/// Keys a screen does not handle travel up: its navigation controller, tab bar controller,
/// presenting controller and finally the app.
@MainActor
@Suite struct ResponderChainTests {
    let log = LifecycleLog()
    let ui = UITestHarness(width: 80, height: 24)

    @Test func aKeyUnhandledByTheScreenReachesItsNavigationTabBarControllerAndTheApp() {
        let shop = ShopTabs(log: log)
        var reached: [String] = []
        shop.navigations[0].keyBindings = [KeyBinding(.char("n"), title: "Nav") { reached.append("nav") }]
        shop.tabs.keyBindings = [KeyBinding(.char("t"), title: "Tabs") { reached.append("tabs") }]
        ui.app.keyBindings = [KeyBinding(.char("a"), title: "App") { reached.append("app") }]
        ui.start(root: shop.tabs)

        ui.press(.char("n"), .char("t"), .char("a"))
        #expect(reached == ["nav", "tabs", "app"])
        #expect(shop.roots[0].unhandledKeys == [.char("n"), .char("t"), .char("a")])
    }

    @Test func theScreenGetsAKeyBeforeItsContainers() {
        let shop = ShopTabs(log: log)
        var reached: [String] = []
        shop.roots[0].keyBindings = [KeyBinding(.char("x"), title: "Screen") { reached.append("screen") }]
        shop.navigations[0].keyBindings = [KeyBinding(.char("x"), title: "Nav") { reached.append("nav") }]
        ui.app.keyBindings = [KeyBinding(.char("x"), title: "App") { reached.append("app") }]
        ui.start(root: shop.tabs)
        ui.press(.char("x"))
        #expect(reached == ["screen"])
        // The footer shows the binding that wins, once.
        ui.expectLine(22, contains: "x Screen")
        ui.expectNotContains("x Nav")
    }

    @Test func theChainRunsFromTheFocusedViewThroughContainersOfTheVisibleTab() {
        let shop = ShopTabs(log: log)
        let list = itemList(3)
        let product = RecordingViewController("Product", log: log, views: [list])
        shop.navigations[1].pushViewController(product)
        ui.start(root: shop.tabs)
        ui.press(.char("2"))
        let chain = ui.window.firstResponder?.responderChain ?? []
        #expect(chain.count == 5)
        #expect(chain.first === list)
        #expect(chain.contains { $0 === product })
        #expect(chain.contains { $0 === shop.navigations[1] })
        #expect(chain.last === shop.tabs)
    }

    @Test func keysFromAPresentedModalReachThePresenterAndTheApp() {
        let shop = ShopTabs(log: log)
        var reached: [String] = []
        shop.tabs.keyBindings = [KeyBinding(.char("t"), title: "Tabs") { reached.append("tabs") }]
        ui.app.keyBindings = [KeyBinding(.char("a"), title: "App") { reached.append("app") }]
        ui.start(root: shop.tabs)
        let sheet = NavigationController(rootViewController: RecordingViewController("Sheet", log: log))
        shop.tabs.present(sheet)
        ui.press(.char("t"), .char("a"))
        #expect(reached == ["tabs", "app"])
        // Tab keys do not switch tabs under a modal.
        ui.press(.char("2"), .char("]"))
        #expect(shop.tabs.selectedIndex == 0)
    }

    @Test func anAlertSwallowsEveryKey() {
        let shop = ShopTabs(log: log)
        var reached = 0
        ui.app.keyBindings = [KeyBinding(.char("a"), title: "App") { reached += 1 }]
        ui.start(root: shop.tabs)
        shop.tabs.present(AlertController(title: "Hi", message: nil))
        ui.press(.char("a"), .char("2"), .char("q"))
        #expect(reached == 0)
        #expect(!ui.app.isQuitting)
        #expect(shop.tabs.selectedIndex == 0)
    }

    @Test func qQuitsOnlyWhenNothingIsPresentedAndCtrlCAlways() {
        let shop = ShopTabs(log: log)
        ui.start(root: shop.tabs)
        shop.tabs.present(NavigationController(rootViewController: RecordingViewController("Sheet", log: log)))
        ui.press(.char("q"))
        #expect(!ui.app.isQuitting)
        ui.press(.ctrl("c"))
        #expect(ui.app.isQuitting)

        let other = UITestHarness(width: 80, height: 24)
        other.start(root: NavigationController(rootViewController: RecordingViewController("A", log: log)))
        other.press(.char("q"))
        #expect(other.app.isQuitting)
    }

    @Test func alertButtonsMoveWithArrowsAndEnterRunsTheChosenOneAfterTheAlertLeft() {
        let shop = ShopTabs(log: log)
        ui.start(root: shop.tabs)
        var ran: [String] = []
        var presentedDuringHandler = true
        let alert = AlertController(title: "Log out?", message: nil, actions: [
            AlertAction(title: "Cancel", style: .cancel) { _ in ran.append("cancel") },
            AlertAction(title: "Log out", style: .destructive) { [ui] action in
                ran.append(action.title)
                presentedDuringHandler = !ui.window.presentedViewControllers.isEmpty
            },
        ])
        shop.tabs.present(alert)
        #expect(alert.selectedActionIndex == 1)
        ui.press(.left)
        #expect(alert.selectedActionIndex == 0)
        ui.press(.right, .enter)
        #expect(ran == ["Log out"])
        #expect(!presentedDuringHandler)
    }

    @Test func keyHelpListsTheBindingsOfTheChainAndTheApp() {
        let shop = ShopTabs(log: log)
        shop.roots[0].keyBindings = [KeyBinding(.enter, title: "Open") {}]
        ui.app.keyBindings = [KeyBinding(.char(":"), title: "Open link") {}]
        ui.start(root: shop.tabs)
        ui.expectLine(22, contains: "Enter Open")
        ui.expectLine(22, contains: ": Open link")
        ui.press(.char("?"))
        ui.expectContains("Keys")
        ui.expectContains("Open link")
        ui.expectContains("Next tab")
    }
}

extension ResponderChainTests {
    @Test func qDoesNotQuitWhenQuitOnQIsOffEvenWhileTheTerminalIsTooSmall() {
        ui.app.quitKey = nil
        ui.start(root: NavigationController(rootViewController: RecordingViewController("A", log: log)))
        ui.press(.char("q"))
        #expect(!ui.app.isQuitting)
        ui.resize(width: 30, height: 8)
        ui.press(.char("q"))
        #expect(!ui.app.isQuitting)
        ui.press(.ctrl("c"))
        #expect(ui.app.isQuitting)
    }

    @Test func qDoesNotQuitWhileTooSmallWithAModalPresented() {
        ui.start(root: NavigationController(rootViewController: RecordingViewController("A", log: log)))
        ui.window.rootViewController?.present(RecordingViewController("Sheet", log: log))
        ui.resize(width: 30, height: 8)
        ui.press(.char("q"))
        #expect(!ui.app.isQuitting)
    }
}

/// The one rule for quitting, the same in every app.
extension ResponderChainTests {
    @Test func qQuitsOnAPushedScreenWhenNothingIsPresented() {
        let navigation = NavigationController(rootViewController: RecordingViewController("A", log: log))
        ui.start(root: navigation)
        navigation.pushViewController(RecordingViewController("B", log: log))
        ui.renderIfNeeded()
        ui.expectContains("q Quit")
        ui.press(.char("q"))
        #expect(ui.app.isQuitting)
    }

    @Test func qDoesNotQuitUnderASheetOrInATextField() {
        let navigation = NavigationController(rootViewController: RecordingViewController("A", log: log, views: [TextField("Name")]))
        ui.start(root: navigation)
        ui.press(.char("q"))
        #expect(!ui.app.isQuitting)
        #expect(!ui.contains("q Quit"))
        navigation.pushViewController(RecordingViewController("B", log: log))
        navigation.present(NavigationController(rootViewController: RecordingViewController("Sheet", log: log)))
        ui.press(.char("q"))
        #expect(!ui.app.isQuitting)
        #expect(!ui.contains("q Quit"))
    }

    @Test func anAppRebindsTheQuitKey() {
        ui.app.quitKey = .char("x")
        ui.start(root: NavigationController(rootViewController: RecordingViewController("A", log: log)))
        ui.renderIfNeeded()
        ui.expectContains("x Quit")
        ui.press(.char("q"))
        #expect(!ui.app.isQuitting)
        ui.press(.char("x"))
        #expect(ui.app.isQuitting)
    }
}
