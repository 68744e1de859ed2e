import LCoordinator
import Observation

/// Checkout's business: places the order after a simulated network delay (loading meanwhile)
/// into the shared state that Orders lists, then tells its delegate.
@MainActor
@Observable
final class CheckoutViewModel: BaseViewModel {
    @ObservationIgnored weak var navigationDelegate: (any CheckoutNavigationDelegate)?
    let product: Product
    @ObservationIgnored private let services: ShopServices
    @ObservationIgnored private var placing: ScheduledTask?

    init(product: Product, services: ShopServices) {
        self.product = product
        self.services = services
    }

    /// "1 × NAME (Product ID)   PRICE".
    var summary: String { "1 × \(product.name) (Product \(product.id))   \(product.price)" }

    /// Places the order (once; a second call while placing does nothing).
    func placeOrder() {
        guard placing == nil else { return }
        setLoading(true, message: "Placing order…")
        placing = services.scheduler.schedule(after: services.networkDelay) { [weak self] in
            guard let self else { return }
            self.placing = nil
            self.services.sharedState.placeOrder(of: self.product, after: self.services.catalog.orders)
            self.setLoading(false)
            self.navigationDelegate?.checkoutDidPlaceOrder(of: self.product)
        }
    }

    /// Leaves checkout without ordering.
    func cancel() { navigationDelegate?.closeCheckout() }
}
