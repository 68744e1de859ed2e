import LCoordinator
import Observation

/// The stores to pick from, and picking one.
@MainActor
@Observable
final class StorePickerViewModel: BaseViewModel {
    @ObservationIgnored weak var navigationDelegate: (any StorePickerNavigationDelegate)?
    let stores: [Store]

    init(stores: [Store]) {
        self.stores = stores
    }

    /// Picks the store at `index`.
    func pick(_ index: Int) {
        guard stores.indices.contains(index) else { return }
        navigationDelegate?.didPick(stores[index])
    }
}
