import Testing
import TerminalCore
import TerminalUI
@testable import LCoordinator

// Presented flows: each callback once after its screen left; dismissal by Esc and by code, router restore,
// `dismiss(ofType:)` choosing the top-most match, presenting over the top-most layer.

@MainActor @Test func escOnModalRootDismissesItFiresOnDismissOnceAndRestoresTheRouter() {
    let app = TestApp.stack()
    weak let sheet = app.home.show("Settings", style: .present(.pageSheet), log: app.log)
    app.watch(sheet)
    #expect(sheet?.parentRouter === app.mainRouter)
    #expect(sheet?.router !== app.mainRouter)
    #expect(app.presentedTitles == ["Settings"])
    #expect(app.shows("Screen body of Settings"))

    app.press(.escape)

    #expect(app.presentedTitles.isEmpty)
    app.log.expectFiredOnceAfterLeaving("Settings")
    #expect(app.home.children.isEmpty)
    #expect(!app.shows("Screen body of Settings"))
    app.expectAllReleased()
}

@MainActor @Test func escInsideASheetsStackPopsInsideTheSheetFirst() {
    let app = TestApp.stack()
    weak let sheet = app.home.show("Settings", style: .present(.pageSheet), log: app.log)
    weak let step = sheet?.show("Step", log: app.log)
    app.watch(sheet)
    app.watch(step)
    #expect(sheet?.modalNavigationController?.viewControllers.map(\.title) == ["Settings", "Step"])
    #expect(app.mainRouter.navigationController.viewControllers.count == 1)

    app.press(.escape)

    app.log.expectFiredOnceAfterLeaving("Step")
    app.log.expectNotFired("Settings")
    #expect(app.presentedTitles == ["Settings"])

    app.press(.escape)

    app.log.expectFiredOnceAfterLeaving("Settings")
    app.expectAllReleased()
}

@MainActor @Test func dismissCoordinatorFiresOnDismissThenCompletionAndRestoresTheRouter() {
    let app = TestApp.stack()
    weak let sheet = app.home.show("Settings", style: .present(.formSheet), log: app.log)
    app.watch(sheet)

    sheet?.parentRouter.dismiss(coordinator: sheet!, isAnimated: true, completion: app.log.callback("completion"))

    app.log.expectFiredOnceAfterLeaving("Settings", "completion")
    app.log.expectOrder("Settings", before: "completion")
    #expect(app.presentedTitles.isEmpty)
    app.expectAllReleased()
}

@MainActor @Test func bottomSheetPresentsAsBottomSheetAndEscClosesIt() {
    let app = TestApp.stack()
    weak let checkout = app.home.show("Checkout", style: .panModel, log: app.log)
    app.watch(checkout)
    #expect(app.window.presentedViewControllers.first?.modalPresentationStyle == .bottomSheet)
    #expect(app.shows("━━━━━━"))

    app.press(.escape)

    app.log.expectFiredOnceAfterLeaving("Checkout")
    app.expectAllReleased()
}

@MainActor @Test func dismissOfTypeWithTwoMatchesDismissesTheTopMostOneDeterministically() {
    for _ in 0..<5 {
        let app = TestApp.stack()
        weak let first = app.home.show("Offer 1", style: .present(.pageSheet), as: OfferCoordinator.self, log: app.log)
        weak let second = app.home.show("Offer 2", style: .present(.formSheet), as: OfferCoordinator.self, log: app.log)
        app.watch(first)
        app.watch(second)
        #expect(app.mainRouter.contextSnapshots.filter { $0.kind == "present" }.count == 2)
        #expect(app.presentedTitles == ["Offer 1", "Offer 2"])

        app.mainRouter.dismiss(ofType: OfferCoordinator.self, isAnimated: true, completion: app.log.callback("completion 1"))

        #expect(app.presentedTitles == ["Offer 1"])
        app.log.expectFiredOnceAfterLeaving("Offer 2", "completion 1")
        app.log.expectNotFired("Offer 1")
        #expect(second == nil)

        app.mainRouter.dismiss(ofType: OfferCoordinator.self, isAnimated: true, completion: app.log.callback("completion 2"))

        #expect(app.presentedTitles.isEmpty)
        app.log.expectFiredOnceAfterLeaving("Offer 1", "completion 2")
        app.expectAllReleased()
    }
}

@MainActor @Test func dismissOfTypeWithNoMatchChangesNothingAndStillCallsCompletion() {
    let app = TestApp.stack()
    weak let sheet = app.home.show("Settings", style: .present(.pageSheet), log: app.log)

    app.mainRouter.dismiss(ofType: OfferCoordinator.self, isAnimated: true, completion: app.log.callback("completion"))

    app.log.expectFiredOnceAfterLeaving("completion")
    #expect(app.presentedTitles == ["Settings"])
    #expect(sheet != nil)
}

@MainActor @Test func presentingFromARouterUnderASheetPresentsOverTheSheet() {
    let app = TestApp.stack()
    weak let sheet = app.home.show("Settings", style: .present(.pageSheet), log: app.log)
    // Home's router is under the sheet; presenting from it still goes on top.
    weak let over = app.home.show("Over", style: .present(.formSheet), log: app.log)
    weak var bare: Screen?
    do {
        let screen = Screen("Bare")
        app.mainRouter.present(drawable: screen, coordinator: app.home, isAnimated: true,
                               onDismiss: app.log.callback("Bare", leaving: screen))
        bare = screen
    }
    app.watch(sheet)
    app.watch(over)
    app.watch(bare, "bare screen")

    #expect(app.presentedTitles == ["Settings", "Over", "Bare"])
    #expect(over?.modalNavigationController?.presentingViewController === sheet?.modalNavigationController)
    #expect(bare?.presentingViewController === over?.modalNavigationController)
    #expect(app.visibleTitle == "Bare")

    app.press(.escape, .escape, .escape)

    #expect(app.log.names == ["Bare", "Over", "Settings"])
    app.log.expectFiredOnceAfterLeaving("Bare", "Over", "Settings")
    app.expectAllReleased()
}

@MainActor @Test func dismissingAPresentingModalTakesItsPresentedChainAndFiresEveryCallback() {
    let app = TestApp.stack()
    weak let outer = app.home.show("Outer", style: .present(.pageSheet), log: app.log)
    weak let inner = outer?.show("Inner", style: .present(.formSheet), log: app.log)
    weak let pushed = inner?.show("Pushed in inner", log: app.log)
    [outer, inner, pushed].forEach { app.watch($0) }
    #expect(inner?.parentRouter === outer?.router)

    app.mainRouter.dismiss(coordinator: outer!, isAnimated: true, completion: app.log.callback("completion"))

    #expect(app.presentedTitles.isEmpty)
    #expect(app.log.names == ["Pushed in inner", "Inner", "Outer", "completion"])
    app.log.expectFiredOnceAfterLeaving("Pushed in inner", "Inner", "Outer", "completion")
    app.expectAllReleased()
}

@MainActor @Test func escOnAlertOverASheetCancelsOnlyTheAlertAndRunsItsCancelHandlerAfterItLeft() {
    let app = TestApp.stack()
    weak let sheet = app.home.show("Settings", style: .present(.pageSheet), log: app.log)
    app.watch(sheet)
    var alertWasGoneInHandler = false
    sheet?.router.showAlert(title: "Discard changes?", message: "Your edits will be lost.", from: sheet!, animated: true, actions: [
        AlertAction(title: "Keep", style: .cancel) { [weak app] _ in
            alertWasGoneInHandler = app?.window.presentedViewControllers.contains { $0 is AlertController } == false
            app?.log.record("cancel", screen: nil, expectsScreen: false)
        },
        AlertAction(title: "Discard", style: .destructive, handler: app.log.alertHandler("discard")),
    ])
    #expect(app.shows("Discard changes?"))
    #expect(sheet.map { app.mainRouter.contextCount(for: $0) } == 1)
    #expect(sheet?.modalRouter?.contextSnapshots.map(\.kind) == ["push", "alert"], "the sheet's root screen and the alert")

    app.press(.escape)

    app.log.expectFiredOnceAfterLeaving("cancel")
    app.log.expectNotFired("discard", "Settings")
    #expect(alertWasGoneInHandler)
    #expect(app.presentedTitles == ["Settings"])
    #expect(sheet?.modalRouter?.contextSnapshots.map(\.kind) == ["push"])

    app.press(.escape)

    app.log.expectFiredOnceAfterLeaving("Settings")
    app.expectAllReleased()
}

@MainActor @Test func alertButtonHandlerRunsOnceAfterTheAlertLeft() {
    let app = TestApp.stack()
    var presentedInHandler: [ViewController]?
    app.mainRouter.showAlert(title: "Log out?", message: "You will need to log in again.", from: app.home, animated: true, actions: [
        AlertAction(title: "Cancel", style: .cancel, handler: app.log.alertHandler("cancel")),
        AlertAction(title: "Log out", style: .destructive) { [weak app] _ in
            presentedInHandler = app?.window.presentedViewControllers
            app?.log.record("log out", screen: nil, expectsScreen: false)
        },
    ])
    weak let alert = app.window.presentedViewControllers.first as? AlertController
    #expect(alert != nil)
    #expect(app.shows("[ Log out ]"))

    app.press(.enter)

    app.log.expectFiredOnceAfterLeaving("log out")
    app.log.expectNotFired("cancel")
    #expect(presentedInHandler?.isEmpty == true)
    #expect(alert == nil)
    app.expectAllReleased()
}

@MainActor @Test func aPresentedFlowWhoseRootScreenIsModalInPresentationIgnoresEscButNotCode() {
    let app = TestApp.stack()
    weak let form = app.home.show("Unsaved form", style: .present(.formSheet), log: app.log)
    app.watch(form)
    form?.screen?.isModalInPresentation = true

    app.press(.escape)

    #expect(app.presentedTitles == ["Unsaved form"])
    app.log.expectNotFired("Unsaved form")
    #expect(app.shows("can't be closed with Esc"))

    form?.parentRouter.dismiss(coordinator: form!, isAnimated: true, completion: nil)

    app.log.expectFiredOnceAfterLeaving("Unsaved form")
    app.expectAllReleased()
}
