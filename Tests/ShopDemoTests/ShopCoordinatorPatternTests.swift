import Testing
import LCoordinator
import TerminalCore
import TerminalUI
@testable import ShopDemo

/// The coordinator half of the pattern: a coordinator is its screen's navigation delegate, and
/// the screen's view model does not keep the coordinator alive once the screen has left.
@MainActor
@Suite struct ShopCoordinatorPatternTests {
    @Test func aProductCoordinatorIsItsViewModelsDelegateAndIsReleasedWhileTheViewModelLives() throws {
        let shop = ShopApp(terminal: HeadlessTerminal(), clock: VirtualClock())
        let router = shop.services.makeRouter()
        var coordinator: ProductCoordinator? = ProductCoordinator(router: router, context: ProductContext(productID: 4, services: shop.services))
        weak let released = coordinator
        coordinator?.start()
        let screen = try #require(router.navigationController.topViewController as? ProductViewController)
        let viewModel = screen.viewModel
        #expect(viewModel.navigationDelegate === coordinator)
        #expect(screen.title == "Product 4")
        coordinator = nil
        router.navigationController.setViewControllers([], animated: false)
        #expect(released == nil, "the view model (still held here) keeps ProductCoordinator alive")
        #expect(viewModel.navigationDelegate == nil)
    }

    @Test func aSettingsStepCoordinatorPushesTheNextStepThroughItsRouter() throws {
        let shop = ShopApp(terminal: HeadlessTerminal(), clock: VirtualClock())
        let router = shop.services.makeRouter()
        let step = SettingsStepCoordinator(router: router, step: 2)
        step.start()
        let screen = try #require(router.navigationController.topViewController as? SettingsStepViewController)
        #expect(screen.viewModel.navigationDelegate === step)
        screen.viewModel.next()
        let next = try #require(router.navigationController.topViewController as? SettingsStepViewController)
        #expect(next.title == "Settings: Step 3")
        #expect(step.children.count == 1)
    }
}
