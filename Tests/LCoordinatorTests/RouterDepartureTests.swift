import Testing
import TerminalCore
import TerminalUI
@testable import LCoordinator

// A router never takes callbacks with it. When its stack leaves for good,
// what was presented through it is dismissed and every pending callback fires once, after.

@MainActor @Test func replacingATabWhileItsFlowsSheetIsUpDismissesTheSheetAndFiresItsCallback() {
    let app = TestApp.tabs()
    weak let sheet = app.home.show("Sheet", style: .present(.pageSheet), log: app.log)
    app.watch(sheet)
    weak let home = app.home
    app.watch(home)
    #expect(app.visibleTitle == "Sheet")
    let tabBar = app.tabBarController!
    let others = Array(tabBar.viewControllers.dropFirst())

    tabBar.setViewControllers([NavigationController(rootViewController: Screen("New home"))] + others, animated: false)

    // The sheet is gone with its tab, and its flow's callback ran once, after it left.
    #expect(app.window.rootViewController?.presentedViewController == nil)
    #expect(!app.shows("Screen body of Sheet"))
    #expect(app.visibleTitle == "New home")
    app.log.expectFiredOnceAfterLeaving("Sheet", "Home")
    app.expectAllReleased(remainingContexts: 2)
}

@MainActor @Test func replacingATabWhileItsFlowShowsAnAlertAndANestedSheetClosesThemAll() {
    let app = TestApp.tabs()
    weak let sheet = app.home.show("Sheet", style: .present(.pageSheet), log: app.log)
    weak let nested = sheet?.show("Nested", style: .panModel, log: app.log)
    app.watch(sheet)
    app.watch(nested)
    var alertActions = 0
    if let nested {
        nested.router.showAlert(title: "Sure?", message: "", from: nested, animated: false, actions: [
            AlertAction(title: "OK", style: .default) { _ in alertActions += 1 },
        ])
    }
    #expect(app.shows("Sure?"))
    let tabBar = app.tabBarController!
    let others = Array(tabBar.viewControllers.dropFirst())

    tabBar.setViewControllers([NavigationController(rootViewController: Screen("New home"))] + others, animated: false)

    #expect(app.window.rootViewController?.presentedViewController == nil)
    #expect(app.visibleTitle == "New home")
    app.log.expectFiredOnceAfterLeaving("Sheet", "Nested", "Home")
    #expect(alertActions == 0)
    app.expectAllReleased(remainingContexts: 2)
}

@MainActor @Test func aStackRemovedFromItsContainerWhileAScreenIsPresentedThroughItClosesIt() {
    let app = TestApp.bare()
    let container = ViewController()
    app.window.rootViewController = container
    let root = AppRootCoordinator()
    weak var flow: ScreenCoordinator?
    weak var navigation: NavigationController?
    do {
        let router = Router(navigationController: NavigationController(), leakTracker: app.tracker)
        navigation = router.navigationController
        container.addChild(router.navigationController)
        router.navigationController.didMove(toParent: container)
        let screenFlow = ScreenCoordinator("Flow", router: router, log: app.log)
        flow = screenFlow
        root.addChildCoordinator(screenFlow)
        screenFlow.start()
    }
    weak let sheet = flow?.show("Sheet", style: .present(.formSheet), log: app.log)
    app.watch(flow)
    app.watch(sheet)
    #expect(container.presentedViewController != nil)

    navigation?.removeFromParent()

    #expect(container.presentedViewController == nil)
    app.log.expectFiredOnceAfterLeaving("Sheet", "Flow")
    #expect(root.children.isEmpty)
    #expect(flow == nil && sheet == nil)
    #expect(app.tracker.leaks().isEmpty)
}
