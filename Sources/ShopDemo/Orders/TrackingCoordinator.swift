import LCoordinator

/// Order tracking as a full-screen modal.
@MainActor
package final class TrackingCoordinator: ShopCoordinator {
    let orderID: Int

    init(router: any RouterProtocol, orderID: Int, services: ShopServices) {
        self.orderID = orderID
        super.init(router: router, services: services, presentationStyle: .present(.fullScreen))
    }

    package override func start() {
        let viewModel = TrackingViewModel(orderID: orderID, scheduler: services.scheduler)
        perform(TrackingViewController(viewModel: viewModel), from: self)
    }
}
