import LCoordinator
import Observation

/// A tab's list: its name, its items, and opening one.
@MainActor
@Observable
final class ListTabViewModel: BaseViewModel {
    @ObservationIgnored weak var navigationDelegate: (any ListTabNavigationDelegate)?
    let name: String
    let items: [String]

    init(name: String, items: [String]) {
        self.name = name
        self.items = items
    }

    /// Opens the item at `index`.
    func open(_ index: Int) {
        guard items.indices.contains(index) else { return }
        navigationDelegate?.showItem(items[index])
    }
}
