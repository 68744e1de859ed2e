import LCoordinator
import Observation

/// Home's product list and intents.
@MainActor
@Observable
final class HomeViewModel: BaseViewModel {
    @ObservationIgnored weak var navigationDelegate: (any HomeNavigationDelegate)?
    let products: [Product]

    init(products: [Product]) {
        self.products = products
    }

    /// Opens the product at `index` of the list.
    func select(_ index: Int) {
        guard products.indices.contains(index) else { return }
        navigationDelegate?.showProduct(products[index].id)
    }

    /// Opens Settings.
    func openSettings() { navigationDelegate?.showSettings() }
}
