import LCoordinator
import Observation

/// A folder's list: its messages (filtered by the search query) loaded from the store, opening
/// one, compose, search.
@MainActor
@Observable
final class FolderViewModel: BaseViewModel {
    @ObservationIgnored weak var navigationDelegate: (any FolderNavigationDelegate)?
    let folder: Folder
    /// What the search prompt last asked for ("" for everything); a new one loads the folder again.
    var query = "" {
        didSet { if query != oldValue { load() } }
    }
    /// The messages shown, once the store answered.
    private(set) var messages: [Message] = []
    /// The query the messages shown match; nil until the store answered.
    private(set) var shownQuery: String?
    @ObservationIgnored private let store: MessageStore
    /// The load under way: a newer one replaces it, so an older answer never lands last.
    @ObservationIgnored private var loading: OwnedTask?

    init(folder: Folder, store: MessageStore) {
        self.folder = folder
        self.store = store
    }

    /// "8000 messages" or "12 messages matching “ana”"; empty until the store answered.
    var summary: String {
        guard let shownQuery else { return "" }
        let count = messages.count
        let noun = count == 1 ? "message" : "messages"
        return shownQuery.isEmpty ? "\(count) \(noun)" : "\(count) \(noun) matching “\(shownQuery)”"
    }

    /// Loads the folder (again); a failure offers Retry.
    func load() {
        loading?.cancel()
        loading = load("Loading \(folder.rawValue)…", { [store, folder, query] in
            try await store.messages(in: folder, matching: query)
        }) { [weak self, query] messages in
            self?.messages = messages
            self?.shownQuery = query
        }
    }

    /// Opens the message at `index` of the list.
    func open(_ index: Int) {
        guard messages.indices.contains(index) else { return }
        navigationDelegate?.showMessage(messages[index].id)
    }

    func compose() { navigationDelegate?.compose() }
    func search() { navigationDelegate?.search() }
}
