import LCoordinator
import Observation

/// Home's product list, loaded from the server, and intents.
@MainActor
@Observable
final class HomeViewModel: BaseViewModel {
    @ObservationIgnored weak var navigationDelegate: (any HomeNavigationDelegate)?
    @ObservationIgnored private let backend: ShopBackend
    private(set) var products: [Product] = []

    init(backend: ShopBackend) {
        self.backend = backend
    }

    /// Loads the featured products (Retry on failure; leaving Home cancels it).
    @discardableResult
    func load() -> OwnedTask {
        load("Loading products…", { [backend] in try await backend.featured() }) { [weak self] in self?.products = $0 }
    }

    /// Opens the product at `index` of the list.
    func select(_ index: Int) {
        guard products.indices.contains(index) else { return }
        navigationDelegate?.showProduct(products[index].id)
    }

    /// Opens Settings.
    func openSettings() { navigationDelegate?.showSettings() }
}
