import LCoordinator
import Observation

/// One message, and asking to delete it.
@MainActor
@Observable
final class MessageViewModel: BaseViewModel {
    @ObservationIgnored weak var navigationDelegate: (any MessageNavigationDelegate)?
    let message: Message

    init(message: Message) {
        self.message = message
    }

    var header: String { "From \(message.from) · \(message.folder.rawValue) · #\(message.id)" }

    func delete() { navigationDelegate?.confirmDelete() }
}
