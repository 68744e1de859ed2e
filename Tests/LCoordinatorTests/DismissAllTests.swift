import Testing
import TerminalCore
import TerminalUI
@testable import LCoordinator

// dismissAllPresented closes every layer — also ones presented from the routers of
// nested modals — fires all their callbacks, and always calls its completion, last.

@MainActor @Test func dismissAllPresentedClosesModalsPresentedFromNestedModalRoutersAndFiresEveryCallback() {
    let app = TestApp.stack()
    weak let a = app.home.show("A", style: .present(.pageSheet), log: app.log)
    weak let b = a?.show("B", style: .present(.pageSheet), log: app.log)
    weak let bStep = b?.show("B step", log: app.log)
    weak let c = bStep?.show("C", style: .panModel, log: app.log)
    [a, b, bStep, c].forEach { app.watch($0) }
    #expect(b?.parentRouter === a?.router)
    #expect(c?.parentRouter === b?.router)
    #expect(app.presentedTitles == ["A", "B", "C"])
    #expect(app.window.presentedViewControllers.last?.modalPresentationStyle == .bottomSheet)

    app.mainRouter.dismissAllPresented(isAnimated: true, completion: app.log.callback("completion"))

    #expect(app.presentedTitles.isEmpty)
    app.log.expectFiredOnceAfterLeaving("A", "B", "B step", "C", "completion")
    #expect(app.log.names.last == "completion")
    #expect(app.log.names == ["C", "B step", "B", "A", "completion"])
    #expect(app.home.children.isEmpty)
    app.expectAllReleased()
}

@MainActor @Test func dismissAllPresentedWithNothingPresentedStillCallsItsCompletionOnce() {
    let app = TestApp.stack()

    app.mainRouter.dismissAllPresented(isAnimated: true, completion: app.log.callback("completion"))

    app.log.expectFiredOnceAfterLeaving("completion")
    #expect(app.visibleTitle == "Home")
    app.expectAllReleased()
}

@MainActor @Test func dismissAllPresentedAlsoClosesAlertsAndBarePresentedScreens() {
    let app = TestApp.stack()
    weak let sheet = app.home.show("Sheet", style: .present(.pageSheet), log: app.log)
    app.watch(sheet)
    weak var bare: Screen?
    do {
        let screen = Screen("Bare")
        sheet?.present(screen, configuration: .formSheet)
        bare = screen
    }
    app.watch(bare, "bare screen")
    app.mainRouter.showAlert(title: "Hello", message: "An alert on top", from: app.home, animated: true, actions: [
        AlertAction(title: "Cancel", style: .cancel, handler: app.log.alertHandler("alert cancel")),
    ])
    #expect(app.window.presentedViewControllers.count == 3)

    app.mainRouter.dismissAllPresented(isAnimated: true, completion: app.log.callback("completion"))

    #expect(app.window.presentedViewControllers.isEmpty)
    app.log.expectFiredOnceAfterLeaving("Sheet", "completion")
    // Dismissing by code is not a cancel: the alert's handlers do not run.
    app.log.expectNotFired("alert cancel")
    app.expectAllReleased()
}

@MainActor @Test func dismissAllPresentedFromANestedModalsRouterClosesOnlyTheLayersOverIt() {
    let app = TestApp.stack()
    weak let a = app.home.show("A", style: .present(.pageSheet), log: app.log)
    weak let b = a?.show("B", style: .present(.formSheet), log: app.log)
    weak let c = b?.show("C", style: .panModel, log: app.log)
    [b, c].forEach { app.watch($0) }

    a?.router.dismissAllPresented(isAnimated: true, completion: app.log.callback("completion"))

    #expect(app.presentedTitles == ["A"])
    app.log.expectFiredOnceAfterLeaving("B", "C", "completion")
    app.log.expectNotFired("A")
    #expect(a?.children.isEmpty == true)
    app.expectAllReleased(remainingContexts: 2)
}

@MainActor @Test func dismissAllPresentedFromATabsRouterClosesWhatOtherTabsPresented() {
    let app = TestApp.tabs()
    let orders = app.tabsCoordinator?.children[1] as? ScreenCoordinator
    weak let sheet = orders?.show("Tracking", style: .present(.fullScreen), log: app.log)
    app.watch(sheet)

    app.tabRouters[0].dismissAllPresented(isAnimated: true, completion: app.log.callback("completion"))

    #expect(app.presentedTitles.isEmpty)
    app.log.expectFiredOnceAfterLeaving("Tracking", "completion")
    app.expectAllReleased()
}
