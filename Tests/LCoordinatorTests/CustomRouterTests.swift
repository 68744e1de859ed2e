import Testing
import TerminalCore
import TerminalUI
import LCoordinator
import LCoordinatorTesting

// The SDK asks every router the same questions (no `as? Router`), so a
// `MockRouter` or a router of your own gets the double-start guard, closing and ownership.

@MainActor @Test func mockRouterGetsTheDoubleStartGuard() {
    let router = MockRouter()
    let parent = BaseCoordinator()
    let flow = ProductCoordinator(router: router, productID: 7)
    parent.addChildCoordinator(flow)
    flow.start()
    flow.start()
    #expect(router.pushedViewControllers.count == 1)
}

/// A flow that counts its `perform` callback.
@MainActor
final class CountedFlowCoordinator: BaseRouterCoordinator {
    private(set) var finishCallbacks = 0

    override func start() {
        perform(ProductScreen(productID: 1), from: self) { [weak self] in self?.finishCallbacks += 1 }
    }
}

@MainActor @Test func finishClosesTheScreensOfAFlowOnAMockRouter() {
    let router = MockRouter()
    let parent = BaseCoordinator()
    var flow: CountedFlowCoordinator? = CountedFlowCoordinator(router: router)
    weak let weakFlow = flow
    parent.addChildCoordinator(flow!)
    flow?.start()
    flow?.finish()
    // The mock closed the flow's screen: its callback ran once, as `Router` would run it.
    #expect(flow?.finishCallbacks == 1)
    flow?.finish()
    #expect(flow?.finishCallbacks == 1)
    flow = nil
    #expect(parent.children.isEmpty)
    #expect(weakFlow == nil)
}

@MainActor @Test func aFlowOnAMockRouterFinishesWhenItsLastScreenLeaves() {
    let router = MockRouter()
    let parent = BaseCoordinator()
    var flow: ProductCoordinator? = ProductCoordinator(router: router, productID: 7)
    weak let weakFlow = flow
    parent.addChildCoordinator(flow!)
    flow?.start()
    let second = ProductScreen(productID: 8)
    flow?.router.push(drawable: second, to: flow!, isAnimated: false, onNavigateBack: nil)
    let first = router.pushedViewControllers[0]
    flow = nil
    router.simulateNavigateBack(from: first)
    #expect(parent.children.count == 1)
    #expect(weakFlow != nil)
    router.simulateNavigateBack(from: second)
    #expect(parent.children.isEmpty)
    #expect(weakFlow == nil)
}
