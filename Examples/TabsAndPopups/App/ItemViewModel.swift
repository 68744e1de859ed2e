import LCoordinator
import Observation

/// An item's screen: what it says, and a way to rate the app. Esc (the Router's) goes back.
@MainActor
@Observable
final class ItemViewModel: BaseViewModel {
    let item: String
    @ObservationIgnored weak var navigationDelegate: (any ItemNavigationDelegate)?

    init(item: String) {
        self.item = item
    }

    /// "You opened ITEM.".
    var message: String { "You opened \(item)." }

    /// Opens the rating sheet.
    func rate() {
        navigationDelegate?.showRateUs()
    }
}
