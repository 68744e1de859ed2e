import LCoordinator
import Observation

/// Checkout's business: places the order on the server (loading meanwhile) into the shared
/// state that Orders lists, then tells its delegate.
@MainActor
@Observable
final class CheckoutViewModel: BaseViewModel {
    @ObservationIgnored weak var navigationDelegate: (any CheckoutNavigationDelegate)?
    let product: Product
    /// Whether the order is gift wrapped.
    var giftWrap = false
    /// How the order travels.
    var shipping = Shipping.standard
    @ObservationIgnored private let services: ShopServices

    init(product: Product, services: ShopServices) {
        self.product = product
        self.services = services
    }

    /// "1 × NAME (Product ID)   PRICE".
    var summary: String { "1 × \(product.name) (Product \(product.id))   \(product.price)" }

    /// Places the order on the server (once; a second call while placing does nothing), then
    /// adds it to the shared state that Orders lists.
    func placeOrder() {
        guard !isLoading else { return }
        load("Placing order…", { [backend = services.backend, product, delay = services.networkDelay] in
            try await backend.placeOrder(of: product, processing: delay)
        }) { [weak self] serverOrders in
            guard let self else { return }
            services.sharedState.placeOrder(of: product, after: serverOrders)
            navigationDelegate?.checkoutDidPlaceOrder(of: product)
        }
    }

    /// Leaves checkout without ordering.
    func cancel() { navigationDelegate?.closeCheckout() }
}
