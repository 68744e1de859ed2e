import LCoordinator
import Observation

/// The promo sheet: its code and closing.
@MainActor
@Observable
final class PromoViewModel: BaseViewModel {
    @ObservationIgnored weak var navigationDelegate: (any PromoNavigationDelegate)?
    let code: String

    init(code: String) {
        self.code = code
    }

    /// "Code CODE is applied to your next order.".
    var message: String { "Code \(code) is applied to your next order." }

    /// Closes the sheet.
    func close() { navigationDelegate?.closePromo() }
}
