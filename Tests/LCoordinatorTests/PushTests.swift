import Testing
import TerminalCore
import TerminalUI
@testable import LCoordinator

// Pushed screens: every way a pushed screen leaves runs its callback exactly
// once, after it left, and releases its coordinator, screen and view model.

@MainActor @Test func escPopsPushedScreenAndFiresOnNavigateBackOnceAfterItLeft() {
    let app = TestApp.stack()
    weak let detail = app.home.show("Detail", log: app.log)
    app.watch(detail)
    #expect(app.visibleTitle == "Detail")
    #expect(app.mainRouter.contextCount(for: detail!) == 1)

    app.press(.escape)

    #expect(app.visibleTitle == "Home")
    app.log.expectFiredOnceAfterLeaving("Detail")
    #expect(app.home.children.isEmpty)
    app.expectAllReleased()
}

@MainActor @Test func routerPopFiresOnNavigateBackOnceAfterScreenLeft() {
    let app = TestApp.stack()
    weak let detail = app.home.show("Detail", log: app.log)
    app.watch(detail)

    app.mainRouter.pop(isAnimated: true)

    app.log.expectFiredOnceAfterLeaving("Detail")
    #expect(app.mainRouter.navigationController.viewControllers.count == 1)
    app.expectAllReleased()
}

@MainActor @Test func popToRootCoordinatorFiresEveryPoppedCallbackOnceTopMostFirst() {
    let app = TestApp.stack()
    weak let a = app.home.show("A", log: app.log)
    weak let b = a?.show("B", log: app.log)
    weak let c = b?.show("C", log: app.log)
    [a, b, c].forEach { app.watch($0) }

    app.mainRouter.popToRootCoordinator(isAnimated: true)

    app.log.expectFiredOnceAfterLeaving("A", "B", "C")
    #expect(app.log.names == ["C", "B", "A"])
    #expect(app.visibleTitle == "Home")
    app.expectAllReleased()
}

@MainActor @Test func popToCoordinatorPopsScreensAboveItAndRunsCompletionAfterTheirCallbacks() {
    let app = TestApp.stack()
    weak let a = app.home.show("A", log: app.log)
    weak let b = a?.show("B", log: app.log)
    weak let c = b?.show("C", log: app.log)
    [b, c].forEach { app.watch($0) }

    app.mainRouter.popToCoordinator(coordinator: a!, isAnimated: true, completion: app.log.callback("completion"))

    app.log.expectFiredOnceAfterLeaving("B", "C", "completion")
    app.log.expectNotFired("A")
    app.log.expectOrder("B", before: "completion")
    #expect(app.visibleTitle == "A")
    #expect(a?.children.isEmpty == true)
    app.expectAllReleased(remainingContexts: 2)
    #expect(a != nil)
}

@MainActor @Test func popToCoordinatorTargetsItsTopMostScreenWhenItPushedSeveral() {
    let app = TestApp.stack()
    weak let a = app.home.show("A", log: app.log)
    let second = Screen("A2")
    a?.router.push(drawable: second, to: a!, isAnimated: true, onNavigateBack: app.log.callback("A2", leaving: second))
    weak let b = a?.show("B", log: app.log)
    app.watch(b)

    app.mainRouter.popToCoordinator(coordinator: a!, isAnimated: true, completion: nil)

    #expect(app.visibleTitle == "A2")
    app.log.expectFiredOnceAfterLeaving("B")
    app.log.expectNotFired("A", "A2")
    app.expectAllReleased(remainingContexts: 3)
}

@MainActor @Test func replaceAllFiresTheCallbackOfEveryReplacedScreenAndReleasesTheirCoordinators() {
    let app = TestApp.stack()
    weak let home = app.home
    weak let a = app.home.show("A", log: app.log)
    weak let b = a?.show("B", log: app.log)
    [home, a, b].forEach { app.watch($0) }

    let fresh = ScreenCoordinator("Fresh", router: app.mainRouter, log: app.log)
    app.appCoordinator.addChildCoordinator(fresh)
    fresh.replaceAll(with: Screen("Fresh"), animated: false)

    app.log.expectFiredOnceAfterLeaving("Home", "A", "B")
    #expect(app.mainRouter.navigationController.viewControllers.map(\.title) == ["Fresh"])
    #expect(app.mainRouter.contextCount(for: fresh) == 1)
    app.expectAllReleased(remainingContexts: 1)
}

@MainActor @Test func navigationSetViewControllersFiresCallbacksOfRemovedScreensOnly() {
    let app = TestApp.stack()
    weak let a = app.home.show("A", log: app.log)
    weak let b = a?.show("B", log: app.log)
    [a, b].forEach { app.watch($0) }
    let navigation = app.mainRouter.navigationController
    let root = navigation.viewControllers[0]

    navigation.setViewControllers([root], animated: true)

    app.log.expectFiredOnceAfterLeaving("A", "B")
    app.log.expectNotFired("Home")
    app.expectAllReleased()
}

@MainActor @Test func everyCallbackSeesTheStackWithoutItsScreen() {
    let app = TestApp.stack()
    let navigation = app.mainRouter.navigationController
    weak let a = app.home.show("A", log: app.log)
    var stackInCallback: [String?] = []
    let screen = Screen("Pushed")
    a?.router.push(drawable: screen, to: a!, isAnimated: true) {
        stackInCallback = navigation.viewControllers.map(\.title)
    }

    app.press(.escape)

    #expect(stackInCallback == ["Home", "A"])
}
