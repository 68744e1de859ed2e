import Testing
import TerminalCore
import TerminalUI
@testable import LCoordinator

// One context per navigation, never one per coordinator — a coordinator may push,
// present and alert several times on one router, and each navigation is cleaned up on its own.

@MainActor @Test func twoPushesAPresentAndAnAlertFromOneCoordinatorEachKeepTheirOwnContext() {
    let app = TestApp.stack()
    weak let a = app.home.show("A", log: app.log)
    app.watch(a)
    weak var more: Screen?
    weak var modal: Screen?
    do {
        let second = Screen("A more")
        a?.router.push(drawable: second, to: a!, isAnimated: true, onNavigateBack: app.log.callback("A more", leaving: second))
        let presented = Screen("A modal")
        a?.router.present(drawable: presented, coordinator: a!, isAnimated: true, onDismiss: app.log.callback("A modal", leaving: presented))
        more = second
        modal = presented
    }
    app.mainRouter.showAlert(title: "Note", message: "From A", from: a!, animated: true, actions: [
        AlertAction(title: "OK", style: .cancel, handler: app.log.alertHandler("alert")),
    ])
    app.watch(more, "A more")
    app.watch(modal, "A modal")
    #expect(app.mainRouter.contextCount(for: a!) == 4)
    #expect(app.mainRouter.contextSnapshots.map(\.kind) == ["push", "push", "push", "present", "alert"])

    app.press(.escape)
    app.log.expectFiredOnceAfterLeaving("alert")
    #expect(app.mainRouter.contextCount(for: a!) == 3)

    app.press(.escape)
    app.log.expectFiredOnceAfterLeaving("A modal")
    #expect(app.mainRouter.contextCount(for: a!) == 2)

    app.press(.escape)
    app.log.expectFiredOnceAfterLeaving("A more")
    #expect(app.mainRouter.contextCount(for: a!) == 1)
    #expect(app.home.children.count == 1, "A's first screen is still up, so A stays")

    app.press(.escape)
    app.log.expectFiredOnceAfterLeaving("A")
    app.expectAllReleased()
}

@MainActor @Test func theFirstNavigationOfACoordinatorIsCleanedUpEvenWhenItLeavesBeforeTheSecond() {
    let app = TestApp.stack()
    weak let a = app.home.show("A", log: app.log)
    weak var modal: Screen?
    do {
        let presented = Screen("A modal")
        a?.router.present(drawable: presented, coordinator: a!, isAnimated: true, onDismiss: app.log.callback("A modal", leaving: presented))
        modal = presented
    }
    app.watch(a)
    app.watch(modal, "A modal")

    // The pushed screen leaves first, while the modal A presented afterwards is still up.
    app.mainRouter.popToRootCoordinator(isAnimated: true)

    app.log.expectFiredOnceAfterLeaving("A")
    app.log.expectNotFired("A modal")
    #expect(app.mainRouter.contextSnapshots.map(\.kind) == ["push", "present"])

    app.press(.escape)

    app.log.expectFiredOnceAfterLeaving("A modal")
    app.expectAllReleased()
}

@MainActor @Test func twoPresentedFlowsOfOneParentOnOneRouterAreCleanedUpIndependently() {
    let app = TestApp.stack()
    weak let first = app.home.show("First", style: .present(.pageSheet), log: app.log)
    weak let second = app.home.show("Second", style: .present(.formSheet), log: app.log)
    app.watch(first)
    app.watch(second)
    #expect(app.mainRouter.contextSnapshots.filter { $0.kind == "present" }.count == 2)

    app.mainRouter.dismiss(coordinator: first!, isAnimated: true, completion: nil)

    app.log.expectFiredOnceAfterLeaving("First", "Second")
    app.expectAllReleased()
}
