import Testing
import TerminalCore
import TerminalUI
@testable import LCoordinator

// Nothing traps on bad input; it changes nothing and completions still run.

@MainActor @Test func popAtTheRootDoesNothing() {
    let app = TestApp.stack()

    app.mainRouter.pop(isAnimated: true)
    app.mainRouter.popToRootCoordinator(isAnimated: true)
    app.home.pop()
    app.home.popToRoot()
    app.press(.escape)

    #expect(app.visibleTitle == "Home")
    #expect(app.log.entries.isEmpty)
    app.expectAllReleased()
}

@MainActor @Test func dismissWithNothingPresentedDoesNothingAndStillRunsCompletions() {
    let app = TestApp.stack()

    app.mainRouter.dismiss(coordinator: app.home, isAnimated: true, completion: app.log.callback("by coordinator"))
    app.mainRouter.dismiss(ofType: ScreenCoordinator.self, isAnimated: true, completion: app.log.callback("by type"))
    app.mainRouter.dismissAllPresented(isAnimated: true, completion: app.log.callback("all"))
    app.home.dismiss(animated: true, completion: app.log.callback("convenience"))

    app.log.expectFiredOnceAfterLeaving("by coordinator", "by type", "all", "convenience")
    #expect(app.visibleTitle == "Home")
    app.expectAllReleased()
}

@MainActor @Test func popToCoordinatorOfACoordinatorNotOnTheStackDoesNothingAndRunsCompletion() {
    let app = TestApp.stack()
    weak let a = app.home.show("A", log: app.log)
    let stranger = ScreenCoordinator("Stranger", router: app.mainRouter, log: app.log)
    let otherStack = Router(navigationController: NavigationController())
    let elsewhere = ScreenCoordinator("Elsewhere", router: otherStack, log: app.log)
    elsewhere.start()

    app.mainRouter.popToCoordinator(coordinator: stranger, isAnimated: true, completion: app.log.callback("completion 1"))
    app.mainRouter.popToCoordinator(coordinator: elsewhere, isAnimated: true, completion: app.log.callback("completion 2"))
    app.mainRouter.popToCoordinator(coordinator: a!, isAnimated: true, completion: app.log.callback("completion 3"))

    app.log.expectFiredOnceAfterLeaving("completion 1", "completion 2", "completion 3")
    app.log.expectNotFired("A")
    #expect(app.visibleTitle == "A")
    app.watch(a)
    app.closeEverything()
    app.expectAllReleased()
}

@MainActor @Test func aSecondStartOfAPushedCoordinatorWhoseScreenIsUpShowsNothingAgainAndEverythingIsReleased() {
    let app = TestApp.stack()
    weak let a = app.home.show("A", log: app.log)
    weak let firstScreen = a?.screen
    a?.start()
    #expect(a?.startCount == 2)
    app.watch(firstScreen, "first screen")
    // The flow is already on screen: no second "A" is pushed (it would outlive its coordinator).
    #expect(app.mainRouter.navigationController.viewControllers.count == 2)
    #expect(app.mainRouter.navigationController.topViewController === firstScreen)
    #expect(app.mainRouter.contextCount(for: a!) == 1)

    app.press(.escape)

    #expect(app.visibleTitle == "Home")
    #expect(app.log.count("A") == 1)
    #expect(a == nil)
    app.expectAllReleased()
}

@MainActor @Test func aSecondStartOfAPresentedFlowKeepsItsParentRouterAndRestoresItOnDismiss() {
    let app = TestApp.stack()
    weak let sheet = app.home.show("Sheet", style: .present(.pageSheet), log: app.log)
    weak let modalRouter = sheet?.modalRouter

    sheet?.start()

    #expect(sheet?.parentRouter === app.mainRouter)
    #expect(sheet?.router === modalRouter)
    #expect(app.presentedTitles == ["Sheet"], "the flow is already on screen")
    #expect(app.mainRouter.contextSnapshots.filter { $0.kind == "present" }.count == 1)

    app.press(.escape)

    #expect(app.presentedTitles.isEmpty)
    app.log.expectFiredOnceAfterLeaving("Sheet")
    app.expectAllReleased()
}

@MainActor @Test func finishingAnAlreadyFinishedCoordinatorDoesNothing() {
    let app = TestApp.stack()
    weak let a = app.home.show("A", log: app.log)
    weak let b = app.home.show("B", style: .present(.pageSheet), log: app.log)
    app.watch(a)
    app.watch(b)

    b?.finish()
    b?.finish()
    a?.finish()
    a?.finish()

    app.log.expectFiredOnceAfterLeaving("A", "B")
    #expect(app.visibleTitle == "Home")
    app.expectAllReleased()

    // A coordinator whose screen the user already closed can still be finished.
    weak let c = app.home.show("C", log: app.log)
    app.press(.escape)
    let late = ScreenCoordinator("Late", router: app.mainRouter, log: app.log)
    late.finish()
    late.finish()
    #expect(c == nil)
    #expect(app.visibleTitle == "Home")
    app.expectAllReleased()
}

@MainActor @Test func pushingTheSameScreenTwiceIsIgnored() {
    let app = TestApp.stack()
    weak let a = app.home.show("A", log: app.log)
    app.watch(a)
    do {
        let screen = a!.screen!
        app.mainRouter.push(drawable: screen, to: a!, isAnimated: true, onNavigateBack: app.log.callback("second push"))
        a?.push(screen)
        app.mainRouter.present(drawable: screen, coordinator: a!, isAnimated: true, onDismiss: app.log.callback("present of pushed"))
    }
    app.mainRouter.replaceAll(with: app.mainRouter.navigationController, for: a!, isAnimated: true, onNavigateBack: nil)
    app.mainRouter.present(drawable: app.mainRouter.navigationController, coordinator: a!, isAnimated: true, onDismiss: nil)

    #expect(app.mainRouter.navigationController.viewControllers.map(\.title) == ["Home", "A"])
    #expect(app.mainRouter.contextCount(for: a!) == 1)
    #expect(app.window.presentedViewControllers.isEmpty)

    app.press(.escape)

    app.log.expectFiredOnceAfterLeaving("A")
    app.log.expectNotFired("second push", "present of pushed")
    #expect(a == nil)
    app.expectAllReleased()
}

@MainActor @Test func presentingTheSamePresentedScreenAgainIsIgnored() {
    let app = TestApp.stack()
    weak var bare: Screen?
    do {
        let screen = Screen("Bare")
        app.mainRouter.present(drawable: screen, coordinator: app.home, isAnimated: true, onDismiss: app.log.callback("first", leaving: screen))
        app.mainRouter.present(drawable: screen, coordinator: app.home, isAnimated: true, onDismiss: app.log.callback("second", leaving: screen))
        bare = screen
    }

    #expect(app.window.presentedViewControllers.count == 1)
    #expect(app.mainRouter.contextSnapshots.filter { $0.kind == "present" }.count == 1)

    app.press(.escape)

    app.log.expectFiredOnceAfterLeaving("first")
    app.log.expectNotFired("second")
    #expect(bare == nil)
    app.expectAllReleased()
}

@MainActor @Test func pushingPresentingOrReplacingWithTheWindowsRootIsIgnored() {
    let app = TestApp.tabs()
    let tabBar = app.tabBarController!
    let router = app.tabRouters[0]

    router.push(drawable: tabBar, to: app.home, isAnimated: true, onNavigateBack: app.log.callback("push"))
    router.present(drawable: tabBar, coordinator: app.home, isAnimated: true, onDismiss: app.log.callback("present"))
    router.replaceAll(with: tabBar, for: app.home, isAnimated: true, onNavigateBack: app.log.callback("replace"))
    router.replaceAll(with: router.navigationController, for: app.home, isAnimated: true, onNavigateBack: app.log.callback("replace with own stack"))

    #expect(app.window.rootViewController === tabBar)
    #expect(tabBar.parent == nil)
    #expect(router.navigationController.viewControllers.map(\.title) == ["Home"])
    #expect(app.window.presentedViewControllers.isEmpty)
    #expect(app.log.entries.isEmpty)
    app.expectAllReleased()
}
