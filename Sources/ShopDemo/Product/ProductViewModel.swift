import LCoordinator
import Observation

/// A product's detail and its related products, loaded from the server; intents open a related
/// one or check out.
@MainActor
@Observable
final class ProductViewModel: BaseViewModel {
    @ObservationIgnored weak var navigationDelegate: (any ProductNavigationDelegate)?
    let productID: Int
    @ObservationIgnored private let backend: ShopBackend
    /// The product, once loaded.
    private(set) var product: Product?
    private(set) var related: [Product] = []

    init(productID: Int, backend: ShopBackend) {
        self.productID = productID
        self.backend = backend
    }

    /// Loads the product and its related products (Retry on failure; Esc cancels it).
    @discardableResult
    func load() -> OwnedTask {
        load("Loading product…", { [backend, productID] in try await backend.product(productID) }) { [weak self] loaded in
            self?.product = loaded.product
            self?.related = loaded.related
        }
    }

    /// Opens the related product at `index`.
    func openRelated(_ index: Int) {
        guard related.indices.contains(index) else { return }
        navigationDelegate?.showRelated(related[index].id)
    }

    /// Checks the product out (once it is loaded).
    func checkout() {
        guard let product else { return }
        navigationDelegate?.checkout(product)
    }
}
