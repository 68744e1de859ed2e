import LCoordinator
import Observation

/// The Orders list: the orders (read at each frame) and opening one.
@MainActor
@Observable
final class OrdersViewModel: BaseViewModel {
    @ObservationIgnored weak var navigationDelegate: (any OrdersNavigationDelegate)?
    @ObservationIgnored private let source: @MainActor () -> [Order]

    /// - Parameter orders: reads the orders (the shared state's placed ones first); read at each
    ///   frame, so an order placed in a checkout shows up.
    init(orders: @escaping @MainActor () -> [Order]) { self.source = orders }

    var orders: [Order] { source() }

    /// Opens the order at `index` of the list.
    func select(_ index: Int) {
        guard orders.indices.contains(index) else { return }
        navigationDelegate?.showOrderDetail(orders[index].id)
    }
}
