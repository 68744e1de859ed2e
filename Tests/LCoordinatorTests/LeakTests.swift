import Testing
import TerminalCore
import TerminalUI
@testable import LCoordinator

// A coordinator, screen or view model still alive after its screens left is reported
// by the leak tracker; a correct flow reports nothing.

/// A coordinator kept on purpose (a cached strategy): never reported.
@MainActor
final class CachedStrategyCoordinator: ScreenCoordinator, PersistentCoordinator {}

@MainActor @Test func aCorrectFlowReportsNoLeaks() {
    let app = TestApp.tabs()
    weak let detail = app.home.show("Detail", log: app.log)
    weak let sheet = detail?.show("Sheet", style: .present(.pageSheet), log: app.log)
    sheet?.show("Inside", log: app.log)
    sheet?.show("Bottom", style: .panModel, log: app.log)
    #expect(app.tracker.leaks().isEmpty)

    app.press(.escape, .escape, .escape, .escape)

    #expect(app.visibleTitle == "Home")
    #expect(app.tracker.leaks().isEmpty)
    #expect(app.tracker.aliveCount == 0)
}

@MainActor @Test func aCoordinatorKeptAliveByMistakeAfterItsScreenLeftIsReported() {
    let app = TestApp.stack()
    // The mistake: a strong reference (a non-weak delegate, a cache) keeps the coordinator.
    let kept = app.home.show("Detail", log: app.log)

    app.press(.escape)

    app.log.expectFiredOnceAfterLeaving("Detail")
    let leaks = app.tracker.leaks()
    #expect(leaks.count == 1)
    #expect(leaks.first?.kind == .coordinator)
    #expect(leaks.first?.typeName == "ScreenCoordinator")
    #expect(leaks.first?.description.contains("still alive after its screens left") == true)
    #expect(app.tracker.newLeaks().count == 1)
    #expect(app.tracker.newLeaks().isEmpty, "each leak is announced once")
    #expect(kept.title == "Detail")
}

@MainActor @Test func aViewModelKeptAliveByMistakeIsReportedEvenForAPresentedFlowsRootScreen() {
    let app = TestApp.stack()
    var keptModels: [ScreenViewModel] = []
    do {
        let sheet = app.home.show("Sheet", style: .present(.pageSheet), log: app.log)
        let step = sheet.show("Step", log: app.log)
        // The mistake: something global keeps the view models.
        keptModels = [sheet.viewModel, step.viewModel].compactMap { $0 }
    }

    app.press(.escape, .escape)

    let leaks = app.tracker.leaks()
    #expect(leaks.filter { $0.kind == .viewModel }.count == 2, "\(leaks)")
    #expect(leaks.filter { $0.kind == .viewModel }.allSatisfy { $0.typeName == "ScreenViewModel" })
    #expect(keptModels.count == 2)
}

@MainActor @Test func aScreenKeptAliveByMistakeIsReported() {
    let app = TestApp.stack()
    weak let detail = app.home.show("Detail", log: app.log)
    let keptScreen = detail?.screen

    app.press(.escape)

    #expect(detail == nil)
    // The kept screen also keeps its view model.
    #expect(app.tracker.leaks().map(\.kind) == [.viewController, .viewModel])
    #expect(keptScreen != nil)
}

@MainActor @Test func aPersistentCoordinatorIsNotReported() {
    let app = TestApp.stack()
    let cached = app.home.show("Strategy", as: CachedStrategyCoordinator.self, log: app.log)
    // The cache keeps it on purpose (the strategy-factory pattern).
    app.home.removeChildCoordinator(cached)

    app.press(.escape)

    #expect(app.tracker.leaks().isEmpty)
    #expect(cached.screen == nil)
}

@MainActor @Test func aCoordinatorShownAgainIsNoLongerExpectedToGo() {
    let app = TestApp.stack()
    let reused = app.home.show("Reused", log: app.log)
    app.press(.escape)
    #expect(app.tracker.leaks().count == 1)

    app.home.addChildCoordinator(reused)
    reused.start()

    #expect(app.tracker.leaks().isEmpty)
    #expect(app.visibleTitle == "Reused")
}

@MainActor @Test func anOrchestratorWithoutScreensIsNotReportedAfterItsAlertCloses() {
    let app = TestApp.stack()
    // A startup-style orchestrator (no router, no screen of its own) shows a system-style alert.
    let startup = HelperCoordinator()
    app.appCoordinator.addChildCoordinator(startup)
    weak var alert: AlertController?
    app.mainRouter.showAlert(title: "Allow notifications?", message: "", from: startup, animated: true, actions: [
        AlertAction(title: "Allow", handler: app.log.alertHandler("allow")),
    ])
    alert = app.window.presentedViewControllers.first as? AlertController

    app.press(.enter)

    app.log.expectFiredOnceAfterLeaving("allow")
    #expect(alert == nil)
    #expect(app.tracker.leaks().isEmpty, "\(app.tracker.leaks())")
    app.expectAllReleased()
}

@MainActor @Test func anEmbeddedPluginIsNotReportedAfterTheSheetOrAlertItShowedCloses() {
    let app = TestApp.stack()
    let plugin = TestPlugin(router: app.home.router, context: "Banner plugin")
    app.home.installPlugins([plugin])
    weak var sheet: Screen?
    do {
        let screen = Screen("Banner details")
        plugin.present(screen, configuration: .formSheet)
        sheet = screen
    }
    app.press(.escape)
    plugin.router.showAlert(title: "Banner", message: "Thanks", from: plugin, animated: true, actions: [])
    app.press(.escape)

    #expect(sheet == nil)
    #expect(app.window.presentedViewControllers.isEmpty)
    #expect(app.tracker.leaks().isEmpty, "\(app.tracker.leaks())")
    app.expectAllReleased()
}

@MainActor @Test func aScreenCoordinatorWhoseAlertClosedIsNotReportedWhileItsScreenIsUp() {
    let app = TestApp.stack()
    weak let detail = app.home.show("Detail", log: app.log)
    detail?.router.showAlert(title: "Saved", message: "", from: detail!, animated: true, actions: [])

    app.press(.escape)

    #expect(app.visibleTitle == "Detail")
    #expect(app.tracker.leaks().isEmpty)

    app.press(.escape)

    #expect(detail == nil)
    #expect(app.tracker.leaks().isEmpty)
}
