import LCoordinator
import TerminalUI

/// An order's detail, pushed; its tracking is presented full screen.
@MainActor
package final class OrderDetailCoordinator: ShopCoordinator, OrderDetailNavigationDelegate {
    let orderID: Int
    /// The order's screen while it exists.
    private(set) weak var screen: ViewController?

    init(router: any RouterProtocol, orderID: Int, services: ShopServices) {
        self.orderID = orderID
        super.init(router: router, services: services)
    }

    package override func start() {
        let order = services.orders.first { $0.id == orderID }
        let viewModel = OrderDetailViewModel(orderID: orderID, order: order,
                                             productName: order.map { services.catalog.product($0.productID).name } ?? "")
        viewModel.navigationDelegate = self
        let screen = OrderDetailViewController(viewModel: viewModel)
        self.screen = screen
        perform(screen, from: self)
    }

    func showOrderTracking() {
        showTracking()
    }

    /// Presents the order's tracking (also a deep link's step, which needs the coordinator).
    @discardableResult
    func showTracking() -> TrackingCoordinator {
        let tracking = TrackingCoordinator(router: router, orderID: orderID, services: services)
        addChildCoordinator(tracking)
        tracking.start()
        return tracking
    }
}
