import Testing
import TerminalCore
import TerminalUI
import LCoordinator
import LCoordinatorTesting

// How an app tests its own coordinators with `MockRouter`: no
// window, no terminal — the mock records the navigation and replays the callbacks.

/// The app's screen under test.
@MainActor
final class ProductScreen: ViewController {
    let productID: Int
    init(productID: Int) {
        self.productID = productID
        super.init()
        title = "Product \(productID)"
    }
}

/// The app's coordinator under test: pushes a product, presents a review flow, confirms removal.
@MainActor
final class ProductCoordinator: BaseRouterCoordinator {
    let productID: Int

    init(router: any RouterProtocol, productID: Int) {
        self.productID = productID
        super.init(router: router)
    }

    override func start() {
        perform(ProductScreen(productID: productID), from: self)
    }

    func showReviews() {
        let reviews = ReviewsCoordinator(router: router, presentationStyle: .present(.pageSheet))
        addChildCoordinator(reviews)
        reviews.start()
    }

    func confirmRemoval(onRemove: @escaping @MainActor () -> Void) {
        router.showAlert(title: "Remove product?", message: "It leaves your cart.", from: self, animated: true, actions: [
            AlertAction(title: "Cancel", style: .cancel),
            AlertAction(title: "Remove", style: .destructive) { _ in onRemove() },
        ])
    }
}

@MainActor
final class ReviewsCoordinator: BaseRouterCoordinator {
    override func start() {
        perform(Screen("Reviews"), from: self)
    }

    func close() {
        parentRouter.dismiss(ofType: ReviewsCoordinator.self, isAnimated: true, completion: nil)
    }
}

@MainActor @Test func mockRouterRecordsAPushAndReplaysTheBackNavigation() {
    let router = MockRouter()
    let parent = BaseCoordinator()
    weak var product: ProductCoordinator?
    do {
        let coordinator = ProductCoordinator(router: router, productID: 42)
        parent.addChildCoordinator(coordinator)
        coordinator.start()
        product = coordinator
    }

    #expect(router.pushCalled)
    #expect((router.pushedViewController as? ProductScreen)?.productID == 42)
    #expect(router.calls == [.push(screen: "ProductScreen", coordinator: "ProductCoordinator")])

    router.simulateNavigateBack()

    #expect(parent.children.isEmpty)
    #expect(product == nil)
}

@MainActor @Test func mockRouterRecordsAPresentedFlowAndItsDismissal() {
    let router = MockRouter()
    let parent = BaseCoordinator()
    let product = ProductCoordinator(router: router, productID: 7)
    parent.addChildCoordinator(product)
    product.start()

    product.showReviews()

    #expect(router.presentCalled)
    #expect(router.calls.last == .present(screen: "NavigationController(Screen)", coordinator: "ReviewsCoordinator"))
    weak let reviews = product.children.first as? ReviewsCoordinator
    #expect(reviews?.parentRouter === router)

    reviews?.close()
    #expect(router.calls.last == .dismissOfType("ReviewsCoordinator"))

    router.simulateDismiss()
    #expect(product.children.isEmpty)
    #expect(reviews == nil)
}

@MainActor @Test func mockRouterKeepsAlertActionsSoATestCanTapThem() {
    let router = MockRouter()
    let product = ProductCoordinator(router: router, productID: 1)
    var removed = false

    product.confirmRemoval { removed = true }

    #expect(router.calls == [.showAlert(title: "Remove product?", actions: ["Cancel", "Remove"])])
    let remove = router.alerts.first?.actions.first { $0.style == .destructive }
    remove.map { $0.handler?($0) }
    #expect(removed)
}
