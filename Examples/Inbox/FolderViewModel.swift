import LCoordinator
import Observation

/// A folder's list: its messages (filtered by the search query), opening one, compose, search.
@MainActor
@Observable
final class FolderViewModel: BaseViewModel {
    @ObservationIgnored weak var navigationDelegate: (any FolderNavigationDelegate)?
    let folder: Folder
    /// What the search prompt last asked for ("" for everything).
    var query = ""
    @ObservationIgnored private let store: MessageStore

    init(folder: Folder, store: MessageStore) {
        self.folder = folder
        self.store = store
    }

    /// The messages shown.
    var messages: [Message] { store.messages(in: folder, matching: query) }

    /// "8,000 messages" or "12 matching “ana” · / to search again".
    var summary: String {
        let count = messages.count
        let noun = count == 1 ? "message" : "messages"
        return query.isEmpty ? "\(count) \(noun)" : "\(count) \(noun) matching “\(query)”"
    }

    /// Opens the message at `index` of the list.
    func open(_ index: Int) {
        let shown = messages
        guard shown.indices.contains(index) else { return }
        navigationDelegate?.showMessage(shown[index].id)
    }

    func compose() { navigationDelegate?.compose() }
    func search() { navigationDelegate?.search() }
}
