import Testing
import TerminalCore
import TerminalUI
@testable import LCoordinator

// Callbacks run after their screen left, so navigating from them works: a popup queue shows the
// next popup from the previous one's dismissal, a back callback pushes a replacement.

@MainActor @Test func aDismissCallbackPresentsTheNextPopupOnlyAfterThePreviousLeft() {
    let app = TestApp.stack()
    var queue = ["Allow notifications", "Create your store", "Enable biometric login"]
    var presentedWhenShown: [[String]] = []

    func showNext() {
        guard !queue.isEmpty else {
            app.log.record("popup flow finished", screen: nil, expectsScreen: false)
            return
        }
        let title = queue.removeFirst()
        presentedWhenShown.append(app.presentedTitles)
        let popup = ScreenCoordinator(title, router: app.mainRouter, style: .panModel, log: app.log)
        popup.afterFinish = { showNext() }
        app.home.addChildCoordinator(popup)
        popup.start()
        app.watch(popup)
    }
    showNext()

    app.press(.escape)
    #expect(app.presentedTitles == ["Create your store"])
    app.press(.escape)
    #expect(app.presentedTitles == ["Enable biometric login"])
    app.press(.escape)

    #expect(presentedWhenShown == [[], [], []], "each popup is shown once the previous one left")
    #expect(app.log.names == ["Allow notifications", "Create your store", "Enable biometric login", "popup flow finished"])
    app.log.expectFiredOnceAfterLeaving("Allow notifications", "Create your store", "Enable biometric login")
    #expect(app.presentedTitles.isEmpty)
    app.expectAllReleased()
}

@MainActor @Test func aBackCallbackThatPushesAgainLeavesAConsistentStackAndRouter() {
    let app = TestApp.stack()
    weak let a = app.home.show("A", log: app.log)
    weak var replacement: ScreenCoordinator?
    a?.afterFinish = { [weak app] in
        guard let app else { return }
        replacement = app.home.show("Replacement", log: app.log)
    }

    app.press(.escape)

    #expect(app.mainRouter.navigationController.viewControllers.map(\.title) == ["Home", "Replacement"])
    #expect(app.mainRouter.contextSnapshots.count == 2)
    #expect(a == nil)
    app.watch(replacement)

    app.press(.escape)

    app.log.expectFiredOnceAfterLeaving("A", "Replacement")
    app.expectAllReleased()
}
