import LCoordinator
import Observation

/// An order's detail: its lines (status, total, item) and opening its tracking.
@MainActor
@Observable
final class OrderDetailViewModel: BaseViewModel {
    @ObservationIgnored weak var navigationDelegate: (any OrderDetailNavigationDelegate)?
    let orderID: Int
    let lines: [String]

    /// - Parameters:
    ///   - order: the order, nil when it is not known (opened from a link).
    ///   - productName: the name of the order's product.
    init(orderID: Int, order: Order?, productName: String) {
        self.orderID = orderID
        self.lines = order.map { ["Status: \($0.status)", "Total: \(Money.format(cents: $0.totalCents))", "Item: \(productName)"] }
            ?? ["Status: Processing", "This order was opened from a link."]
    }

    /// Opens the order's tracking.
    func track() { navigationDelegate?.showOrderTracking() }
}
