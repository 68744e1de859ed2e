import Testing
import TerminalCore
import TerminalUI
@testable import LCoordinator

// `finish()` closes the subtree — what the child flows presented goes too,
// and every callback of the subtree runs once.

@MainActor @Test func finishingAFlowClosesTheModalItsChildPresented() {
    let app = TestApp.stack()
    weak let detail = app.home.show("Detail", log: app.log)
    weak let sheet = detail?.show("Sheet", style: .present(.pageSheet), log: app.log)
    app.watch(detail)
    app.watch(sheet)
    #expect(app.visibleTitle == "Sheet")

    detail?.finish()

    #expect(app.window.rootViewController?.presentedViewController == nil)
    #expect(app.visibleTitle == "Home")
    app.log.expectFiredOnceAfterLeaving("Sheet", "Detail")
    app.log.expectOrder("Sheet", before: "Detail")
    app.expectAllReleased()
}

@MainActor @Test func finishingAFlowClosesAGrandchildsSheetAndAChildsPushedScreens() {
    let app = TestApp.stack()
    weak let detail = app.home.show("Detail", log: app.log)
    weak let child = detail?.show("Child", log: app.log)
    weak let grandchild = child?.show("Grandchild", style: .panModel, log: app.log)
    weak let inner = grandchild?.show("Inner", log: app.log)
    [detail, child, grandchild, inner].forEach { app.watch($0) }

    detail?.finish()
    detail?.finish()

    #expect(app.window.rootViewController?.presentedViewController == nil)
    #expect(app.mainRouter.navigationController.viewControllers.count == 1)
    app.log.expectFiredOnceAfterLeaving("Inner", "Grandchild", "Child", "Detail")
    #expect(app.home.children.isEmpty)
    app.expectAllReleased()
}
