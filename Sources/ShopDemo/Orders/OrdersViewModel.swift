import LCoordinator
import Observation

/// The Orders list: the orders placed in this session, then the server's (loaded), and opening one.
@MainActor
@Observable
final class OrdersViewModel: BaseViewModel {
    @ObservationIgnored weak var navigationDelegate: (any OrdersNavigationDelegate)?
    @ObservationIgnored private let placed: @MainActor () -> [Order]
    @ObservationIgnored private let backend: ShopBackend
    private var serverOrders: [Order] = []

    /// - Parameters:
    ///   - placed: reads the orders placed in this session (read at each frame, so an order
    ///     placed in a checkout shows up).
    ///   - backend: where the user's other orders come from.
    init(placed: @escaping @MainActor () -> [Order], backend: ShopBackend) {
        self.placed = placed
        self.backend = backend
    }

    var orders: [Order] { placed() + serverOrders }

    /// Loads the server's orders (Retry on failure; leaving the tab's screen cancels it).
    @discardableResult
    func load() -> OwnedTask {
        load("Loading orders…", { [backend] in try await backend.orders() }) { [weak self] in self?.serverOrders = $0 }
    }

    /// Opens the order at `index` of the list.
    func select(_ index: Int) {
        guard orders.indices.contains(index) else { return }
        navigationDelegate?.showOrderDetail(orders[index].id)
    }
}
