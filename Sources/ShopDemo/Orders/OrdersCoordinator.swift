import LCoordinator

/// The Orders tab: the list pushes an order's detail.
@MainActor
package final class OrdersCoordinator: ShopCoordinator, OrdersNavigationDelegate {
    package override func start() {
        let viewModel = OrdersViewModel(placed: { [weak services] in services?.sharedState.placedOrders ?? [] }, backend: services.backend)
        viewModel.navigationDelegate = self
        perform(OrdersViewController(viewModel: viewModel), from: self)
    }

    func showOrderDetail(_ id: Int) {
        showOrder(id)
    }

    /// Pushes order `id`'s detail (also a deep link's step, which needs the coordinator).
    @discardableResult
    func showOrder(_ id: Int) -> OrderDetailCoordinator {
        // The order already on top (opened from the list, then its link arrives): no second
        // copy, whose Esc would seem to do nothing.
        let top = router.navigationController.topViewController
        if top != nil, let shown = children.lazy.compactMap({ $0 as? OrderDetailCoordinator }).first(where: { $0.orderID == id && $0.screen === top }) {
            return shown
        }
        let detail = OrderDetailCoordinator(router: router, orderID: id, services: services)
        addChildCoordinator(detail)
        detail.start()
        return detail
    }
}
