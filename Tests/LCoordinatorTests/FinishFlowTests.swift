import Testing
import TerminalCore
import TerminalUI
@testable import LCoordinator

// A three-step flow that ends itself: Step1 is presented as a page sheet, Step2 and Step3 are pushed on the sheet's
// router; Step3 ends the whole flow through `findAncestor(ofType:)` and Step1's
// `parentRouter.dismiss(coordinator:)`.

/// Implemented by the coordinator that owns a presented flow and can close all of it.
@MainActor
protocol FinishFlowDelegate: AnyObject {
    func didFinishFlow()
}

/// The presented root of the flow: Enter pushes Step 2; it closes the flow for its descendants.
@MainActor
final class Step1Coordinator: ScreenCoordinator, FinishFlowDelegate {
    override func start() {
        super.start()
        screen?.keyBindings = [KeyBinding(.enter, title: "Next") { [weak self] in self?.showStep2() }]
    }

    func showStep2() {
        show("Step 2", as: Step2Coordinator.self, log: log)
    }

    func didFinishFlow() {
        guard presentationStyle.isUsingPresent else { return }
        parentRouter.dismiss(coordinator: self, isAnimated: true, completion: log.callback("flow dismissed"))
    }
}

@MainActor
final class Step2Coordinator: ScreenCoordinator {
    override func start() {
        super.start()
        screen?.keyBindings = [KeyBinding(.enter, title: "Next") { [weak self] in
            guard let self else { return }
            self.show("Step 3", as: Step3Coordinator.self, log: self.log)
        }]
    }
}

@MainActor
final class Step3Coordinator: ScreenCoordinator {
    override func start() {
        super.start()
        screen?.keyBindings = [KeyBinding(.enter, title: "Finish") { [weak self] in self?.finishFlow() }]
    }

    func finishFlow() {
        findAncestor(ofType: (any FinishFlowDelegate).self)?.didFinishFlow()
    }
}

@MainActor @Test func step3FinishesThePresentedFlowThroughFindAncestorAndStep1sParentRouter() {
    let app = TestApp.tabs()
    weak let step1 = app.home.show("Step 1", style: .present(.pageSheet), as: Step1Coordinator.self, log: app.log)
    #expect(app.presentedTitles == ["Step 1"])

    app.press(.enter)
    weak let step2 = step1?.children.first as? Step2Coordinator
    #expect(step2?.router === step1?.router, "Step 2 is pushed on the sheet's router")
    app.press(.enter)
    weak let step3 = step2?.children.first as? Step3Coordinator
    #expect(step1?.modalNavigationController?.viewControllers.map(\.title) == ["Step 1", "Step 2", "Step 3"])
    #expect(app.visibleTitle == "Step 3")
    #expect(app.tabsCoordinator?.deepestVisibleCoordinator === step3)
    [step1, step2, step3].forEach { app.watch($0) }

    app.press(.enter)

    #expect(app.presentedTitles.isEmpty)
    #expect(app.visibleTitle == "Home")
    app.log.expectFiredOnceAfterLeaving("Step 3", "Step 2", "Step 1", "flow dismissed")
    #expect(app.log.names == ["Step 3", "Step 2", "Step 1", "flow dismissed"])
    #expect(app.home.children.isEmpty)
    expectReleased(["Step 1": step1, "Step 2": step2, "Step 3": step3])
    app.expectAllReleased()
}

@MainActor @Test func step3DismissingItselfDirectlyDoesNothingBecauseOnlyStep1WasPresented() {
    let app = TestApp.stack()
    weak let step1 = app.home.show("Step 1", style: .present(.pageSheet), as: Step1Coordinator.self, log: app.log)
    app.press(.enter, .enter)
    weak let step3 = step1?.findCoordinator(as: Step3Coordinator.self)
    #expect(step3 != nil)

    step3?.router.dismiss(coordinator: step3!, isAnimated: true, completion: app.log.callback("completion"))

    app.log.expectFiredOnceAfterLeaving("completion")
    #expect(app.presentedTitles == ["Step 1"])
    #expect(app.visibleTitle == "Step 3")

    step3?.finishFlow()

    #expect(app.presentedTitles.isEmpty)
    app.log.expectFiredOnceAfterLeaving("Step 1", "Step 2", "Step 3", "flow dismissed")
    app.expectAllReleased()
}

@MainActor @Test func escAtEachStepOfThePresentedFlowPopsThenDismisses() {
    let app = TestApp.stack()
    weak let step1 = app.home.show("Step 1", style: .present(.pageSheet), as: Step1Coordinator.self, log: app.log)
    app.press(.enter, .enter)
    app.watch(step1)

    app.press(.escape)
    app.log.expectFiredOnceAfterLeaving("Step 3")
    #expect(app.visibleTitle == "Step 2")
    app.press(.escape)
    app.log.expectFiredOnceAfterLeaving("Step 2")
    app.press(.escape)
    app.log.expectFiredOnceAfterLeaving("Step 1")
    app.log.expectNotFired("flow dismissed")
    app.expectAllReleased()
}

@MainActor @Test func popToCoordinatorOnTheSheetsRouterReturnsToTheFlowsRootStep() {
    let app = TestApp.stack()
    weak let step1 = app.home.show("Step 1", style: .present(.pageSheet), as: Step1Coordinator.self, log: app.log)
    app.press(.enter, .enter)
    weak let step2 = step1?.findCoordinator(as: Step2Coordinator.self)
    weak let step3 = step1?.findCoordinator(as: Step3Coordinator.self)
    app.watch(step2)
    app.watch(step3)

    step3?.router.popToCoordinator(coordinator: step1!, isAnimated: true, completion: app.log.callback("completion"))

    #expect(app.visibleTitle == "Step 1")
    #expect(app.presentedTitles == ["Step 1"])
    app.log.expectFiredOnceAfterLeaving("Step 3", "Step 2", "completion")
    app.log.expectNotFired("Step 1")
    #expect(step1?.children.isEmpty == true)
    app.expectAllReleased(remainingContexts: 2)

    step1?.router.popToRootCoordinator(isAnimated: true)
    step1?.didFinishFlow()
    app.log.expectFiredOnceAfterLeaving("Step 1", "flow dismissed")
    app.expectAllReleased()
}
