import LCoordinator
import Observation

/// An item's screen: what it says. Esc (the Router's) is its only way out, so it has no
/// navigation delegate.
@MainActor
@Observable
final class ItemViewModel: BaseViewModel {
    let item: String

    init(item: String) {
        self.item = item
    }

    /// "You opened ITEM.".
    var message: String { "You opened \(item)." }
}
