import Testing
import TerminalCore
import TerminalUI
@testable import LCoordinator

// A coordinator lives as long as the LAST screen it owns, not its first.

/// A flow that can replace its first screen, or push a second one of its own.
@MainActor
final class TwoScreenCoordinator: ScreenCoordinator {
    private(set) weak var second: Screen?

    func replaceFirstScreen() {
        let screen = Screen("\(title) 2")
        second = screen
        router.replaceAll(with: screen, for: self, isAnimated: false, onNavigateBack: nil)
    }

    func pushSecondScreen() {
        let screen = Screen("\(title) 2")
        second = screen
        router.push(drawable: screen, to: self, isAnimated: false, onNavigateBack: nil)
    }
}

@MainActor @Test func aFlowThatReplacedItsFirstScreenLivesWhileTheNewOneIsUp() {
    let app = TestApp.bare()
    weak var weakFlow: TwoScreenCoordinator?
    do {
        let router = Router(navigationController: NavigationController(), leakTracker: app.tracker)
        let flow = TwoScreenCoordinator("Wizard", router: router, log: app.log)
        weakFlow = flow
        app.appCoordinator.addChildCoordinator(flow)
        flow.start()
        app.showRoot(router)
        flow.replaceFirstScreen()
    }
    // The first screen left (its onFinish ran once) but the flow's second screen is on display.
    app.log.expectFiredOnceAfterLeaving("Wizard")
    #expect(app.visibleTitle == "Wizard 2")
    #expect(weakFlow != nil)
    #expect(app.appCoordinator.children.contains { $0 === weakFlow })
    #expect(app.appCoordinator.deepestVisibleRouterCoordinator === weakFlow)
    // When that last screen leaves (a new window root), the flow leaves its parent and is released.
    app.window.rootViewController = NavigationController()
    #expect(app.appCoordinator.children.isEmpty)
    #expect(weakFlow == nil)
    #expect(app.tracker.leaks().isEmpty)
}

@MainActor @Test func aFlowWhoseFirstScreenIsTakenFromUnderItsSecondLivesWhileTheSecondIsUp() {
    let app = TestApp.stack()
    weak var weakFlow: TwoScreenCoordinator?
    weak var second: Screen?
    do {
        let flow = app.home.show("Wizard", as: TwoScreenCoordinator.self, log: app.log)
        weakFlow = flow
        flow.pushSecondScreen()
        second = flow.second
        let navigation = app.mainRouter.navigationController
        navigation.setViewControllers(navigation.viewControllers.filter { $0 !== flow.screen }, animated: false)
    }
    app.log.expectFiredOnceAfterLeaving("Wizard")
    #expect(app.visibleTitle == "Wizard 2")
    #expect(weakFlow != nil)
    #expect(app.home.children.contains { $0 === weakFlow })
    #expect(app.appCoordinator.deepestVisibleRouterCoordinator === weakFlow)
    app.watch(weakFlow)
    app.watch(second, "second screen")
    // Esc on the second screen: the flow's last screen leaves, the flow finishes and is released.
    app.press(.escape)
    #expect(app.visibleTitle == "Home")
    #expect(app.home.children.isEmpty)
    #expect(weakFlow == nil)
    app.expectAllReleased()
}

@MainActor @Test func aFlowLeavesItsParentExactlyOnceWhenItsLastScreenLeaves() {
    let app = TestApp.stack()
    let counting = CountingParent()
    app.appCoordinator.addChildCoordinator(counting)
    let flow = TwoScreenCoordinator("Wizard", router: app.mainRouter, log: app.log)
    counting.addChildCoordinator(flow)
    flow.start()
    flow.pushSecondScreen()
    app.mainRouter.popToRootCoordinator(isAnimated: false)
    #expect(counting.finishedChildren == 1)
    #expect(app.log.count("Wizard") == 1)
    flow.finish()
    #expect(counting.finishedChildren == 1)
}

/// Counts `childDidFinish` calls.
@MainActor
final class CountingParent: BaseCoordinator {
    private(set) var finishedChildren = 0

    override func childDidFinish(_ child: any Coordinator) {
        if children.contains(where: { $0 === child }) { finishedChildren += 1 }
        super.childDidFinish(child)
    }
}
