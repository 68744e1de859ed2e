import LCoordinator
import Observation

/// A product's detail and its related products; intents open a related one or check out.
@MainActor
@Observable
final class ProductViewModel: BaseViewModel {
    @ObservationIgnored weak var navigationDelegate: (any ProductNavigationDelegate)?
    let product: Product
    let related: [Product]

    init(product: Product, related: [Product]) {
        self.product = product
        self.related = related
    }

    /// Opens the related product at `index`.
    func openRelated(_ index: Int) {
        guard related.indices.contains(index) else { return }
        navigationDelegate?.showRelated(related[index].id)
    }

    /// Checks the product out.
    func checkout() { navigationDelegate?.checkout() }
}
