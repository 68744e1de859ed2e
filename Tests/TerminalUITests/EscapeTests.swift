import Testing
import TerminalCore
import TerminalUI
import TerminalUITestSupport

/// Esc goes to the top-most layer first: an alert, then a sheet, then the stack's top screen.
@MainActor
@Suite struct EscapeTests {
    let log = LifecycleLog()
    let ui = UITestHarness(width: 80, height: 24)

    private func startTabs() -> ShopTabs {
        let shop = ShopTabs(log: log)
        ui.start(root: shop.tabs)
        return shop
    }

    // Rule 1
    @Test func escOnAlertCancelsItAndRunsItsCancelActionOnceAfterItLeft() {
        let shop = startTabs()
        var cancelled = 0
        var presentedWhenCancelled: [ViewController]?
        let alert = AlertController(title: "Delete?", message: nil, actions: [
            AlertAction(title: "Keep", style: .cancel) { [ui] _ in
                cancelled += 1
                presentedWhenCancelled = ui.window.presentedViewControllers
            },
            AlertAction(title: "Delete", style: .destructive) { _ in Issue.record("the destructive action must not run") },
        ])
        shop.tabs.present(alert)
        ui.renderIfNeeded()
        ui.expectContains("Delete?")

        ui.press(.escape)
        #expect(cancelled == 1)
        #expect(presentedWhenCancelled?.isEmpty == true, "the cancel action runs after the alert left")
        #expect(alert.presentingViewController == nil)
        ui.expectNotContains("Delete?")

        ui.press(.escape)
        #expect(cancelled == 1)
    }

    @Test func escOnAlertOverASheetCancelsOnlyTheAlert() {
        let shop = startTabs()
        let sheet = NavigationController(rootViewController: RecordingViewController("Sheet", log: log))
        shop.tabs.present(sheet)
        var cancelled = 0
        sheet.present(AlertController(title: "Sure?", message: "Really", actions: [AlertAction(title: "No", style: .cancel) { _ in cancelled += 1 }]))
        ui.renderIfNeeded()
        ui.press(.escape)
        #expect(cancelled == 1)
        #expect(ui.window.presentedViewControllers.map { $0 === sheet } == [true])
        ui.expectNotContains("Sure?")
        ui.expectContains("Sheet")
    }

    @Test func escOnAlertWithoutCancelActionDismissesItAndRunsNothing() {
        let shop = startTabs()
        var ran = 0
        shop.tabs.present(AlertController(title: "Saved", message: nil, actions: [AlertAction(title: "Open") { _ in ran += 1 }]))
        ui.renderIfNeeded()
        ui.press(.escape)
        #expect(ran == 0)
        #expect(ui.window.presentedViewControllers.isEmpty)
    }

    // Rule 2
    @Test func escInAModalWhoseStackHasSeveralScreensPopsInsideIt() {
        let shop = startTabs()
        let step1 = RecordingViewController("Step1", log: log)
        let step2 = RecordingViewController("Step2", log: log)
        let sheet = NavigationController(rootViewController: step1)
        let delegate = PresentationDelegateSpy()
        sheet.presentationDelegate = delegate
        shop.tabs.present(sheet)
        sheet.pushViewController(step2)
        ui.renderIfNeeded()
        log.clear()

        ui.press(.escape)
        #expect(sheet.viewControllers.map(\.title) == ["Step1"])
        #expect(ui.window.presentedViewControllers.count == 1)
        #expect(delegate.dismissed.isEmpty)
        #expect(step2.departures == [Departure(reason: .popped, isUserInitiated: true)])
        #expect(log.entries.contains("Step2.didMove(toParent: nil)"))
        ui.expectContains("Step1")
    }

    @Test func escInABottomSheetWhoseStackHasSeveralScreensPopsInsideIt() {
        let shop = startTabs()
        let sheet = NavigationController(rootViewController: RecordingViewController("Cart", log: log))
        sheet.modalPresentationStyle = .bottomSheet
        shop.tabs.present(sheet)
        sheet.pushViewController(RecordingViewController("Pay", log: log))
        ui.renderIfNeeded()
        ui.press(.escape)
        #expect(sheet.viewControllers.count == 1)
        #expect(ui.window.presentedViewControllers.count == 1)
    }

    // Rule 3
    @Test func escOnModalRootDismissesAndTellsPresentationDelegateOnce() {
        let shop = startTabs()
        let root = RecordingViewController("Settings", log: log)
        let sheet = NavigationController(rootViewController: root)
        let delegate = PresentationDelegateSpy()
        var stillPresented: Bool?
        delegate.onDismiss = { [ui] _ in stillPresented = !ui.window.presentedViewControllers.isEmpty }
        sheet.presentationDelegate = delegate
        shop.tabs.present(sheet)
        ui.renderIfNeeded()

        ui.press(.escape)
        #expect(delegate.dismissed.count == 1)
        #expect(delegate.dismissed.first === sheet)
        #expect(stillPresented == false, "told after the modal left")
        #expect(root.departures == [Departure(reason: .dismissed, isUserInitiated: true)])
        #expect(shop.tabs.presentedViewController == nil)
        ui.expectNotContains("Settings")

        ui.press(.escape)
        #expect(delegate.dismissed.count == 1)
        #expect(root.departures.count == 1)
    }

    @Test func escOnAPresentedPlainScreenDismissesIt() {
        let shop = startTabs()
        let screen = RecordingViewController("Plain", log: log)
        screen.modalPresentationStyle = .formSheet
        let delegate = PresentationDelegateSpy()
        screen.presentationDelegate = delegate
        shop.tabs.present(screen)
        ui.renderIfNeeded()
        ui.press(.escape)
        #expect(delegate.dismissed.count == 1)
        #expect(ui.window.presentedViewControllers.isEmpty)
    }

    @Test func escOnModalInPresentationDismissesNothingAndFooterSaysWhy() {
        let shop = startTabs()
        let sheet = NavigationController(rootViewController: RecordingViewController("Wizard", log: log))
        sheet.isModalInPresentation = true
        sheet.modalInPresentationMessage = "Finish the wizard first"
        let delegate = PresentationDelegateSpy()
        sheet.presentationDelegate = delegate
        shop.tabs.present(sheet)
        ui.renderIfNeeded()
        ui.expectNotContains("Esc Close")

        ui.press(.escape)
        #expect(ui.window.presentedViewControllers.count == 1)
        #expect(delegate.dismissed.isEmpty)
        #expect(delegate.attempts.count == 1)
        ui.expectLine(22, contains: "Finish the wizard first")

        // The message lasts until the next key.
        ui.press(.char("x"))
        ui.expectNotContains("Finish the wizard first")
    }

    @Test func escOnModalInPresentationStillPopsInsideIt() {
        let shop = startTabs()
        let sheet = NavigationController(rootViewController: RecordingViewController("Wizard", log: log))
        sheet.isModalInPresentation = true
        shop.tabs.present(sheet)
        sheet.pushViewController(RecordingViewController("Step2", log: log))
        ui.renderIfNeeded()
        ui.press(.escape)
        #expect(sheet.viewControllers.count == 1)
        ui.press(.escape)
        #expect(ui.window.presentedViewControllers.count == 1)
    }

    // Rule 4
    @Test func escOnVisibleTabStackPopsWithDidMoveToParentNilOnThePoppedScreen() {
        let shop = startTabs()
        shop.tabs.select(tab: 1)
        let detail = RecordingViewController("Order", log: log, title: "Order #7")
        shop.navigations[1].pushViewController(detail)
        shop.navigations[0].pushViewController(RecordingViewController("Product", log: log))
        ui.renderIfNeeded()
        log.clear()

        ui.press(.escape)
        #expect(shop.navigations[1].viewControllers.count == 1)
        #expect(shop.navigations[0].viewControllers.count == 2, "only the selected tab's stack pops")
        #expect(detail.parent == nil)
        #expect(log.entries.contains("Order.didMove(toParent: nil)"))
        #expect(detail.departures == [Departure(reason: .popped, isUserInitiated: true)])
        ui.expectLine(0, contains: "Orders")
    }

    @Test func escGoesToThePresentedLayerBeforeTheTabStack() {
        let shop = startTabs()
        shop.navigations[0].pushViewController(RecordingViewController("Product", log: log))
        shop.tabs.present(NavigationController(rootViewController: RecordingViewController("Sheet", log: log)))
        ui.renderIfNeeded()
        ui.press(.escape)
        #expect(ui.window.presentedViewControllers.isEmpty)
        #expect(shop.navigations[0].viewControllers.count == 2)
        ui.press(.escape)
        #expect(shop.navigations[0].viewControllers.count == 1)
    }

    // Rule 5
    @Test func escAtARootWithNothingPresentedDoesNothingAndNeverQuits() {
        let shop = startTabs()
        log.clear()
        let frames = ui.framesPresented
        let before = ui.text
        ui.press(.escape, times: 3)
        #expect(!ui.app.isQuitting)
        #expect(log.entries.isEmpty)
        #expect(ui.framesPresented == frames)
        #expect(ui.text == before)
        #expect(shop.tabs.selectedIndex == 0)
    }

    @Test func escAtARootWithoutTabsDoesNothingAndNeverQuits() {
        let nav = NavigationController(rootViewController: RecordingViewController("Only", log: log))
        ui.start(root: nav)
        ui.press(.escape)
        #expect(!ui.app.isQuitting)
        #expect(nav.viewControllers.count == 1)
        ui.expectContains("Only")
    }

    @Test func escClosesTheKeyHelpFirst() {
        let shop = startTabs()
        shop.navigations[0].pushViewController(RecordingViewController("Product", log: log))
        ui.press(.char("?"))
        ui.expectContains("Any key closes this help")
        ui.press(.escape)
        ui.expectNotContains("Any key closes this help")
        #expect(shop.navigations[0].viewControllers.count == 2)
    }
}

extension EscapeTests {
    @Test func escHonoursModalInPresentationSetOnTheScreenAWrappedModalShows() {
        let shop = startTabs()
        let wizard = RecordingViewController("Wizard", log: log)
        wizard.isModalInPresentation = true
        wizard.modalInPresentationMessage = "Finish the wizard first"
        let sheet = NavigationController(rootViewController: wizard)
        let delegate = PresentationDelegateSpy()
        sheet.presentationDelegate = delegate
        shop.tabs.present(sheet)
        ui.renderIfNeeded()
        ui.expectNotContains("Esc Close")

        ui.press(.escape)
        #expect(ui.window.presentedViewControllers.count == 1)
        #expect(delegate.dismissed.isEmpty)
        #expect(delegate.attempts.count == 1)
        ui.expectLine(22, contains: "Finish the wizard first")

        wizard.isModalInPresentation = false
        ui.press(.escape)
        #expect(ui.window.presentedViewControllers.isEmpty)
        #expect(delegate.dismissed.count == 1)
    }
}
