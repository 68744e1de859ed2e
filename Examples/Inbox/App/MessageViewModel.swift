import LCoordinator
import Observation

/// One message, loaded from the store when its screen opens (leaving the screen cancels the
/// load), and deleting it once confirmed.
@MainActor
@Observable
final class MessageViewModel: BaseViewModel {
    @ObservationIgnored weak var navigationDelegate: (any MessageNavigationDelegate)?
    let id: Int
    /// The message, once the store answered with one.
    private(set) var message: Message?
    /// Whether the store answered that there is no such message.
    private(set) var isMissing = false
    @ObservationIgnored private let store: MessageStore

    init(id: Int, store: MessageStore) {
        self.id = id
        self.store = store
    }

    /// "Message #42" until the message arrives, then its subject.
    var title: String { message?.subject ?? "Message #\(id)" }

    var header: String {
        if let message { return "From \(message.from) · \(message.folder.rawValue) · #\(message.id)" }
        return isMissing ? "There is no message #\(id); it may have been deleted." : ""
    }

    var body: String { message?.body ?? "" }

    /// Loads the message; a failure offers Retry.
    func load() {
        load("Loading the message…", { [store, id] in try await store.message(id) }) { [weak self] message in
            guard let self else { return }
            self.message = message
            isMissing = message == nil
        }
    }

    /// Asks to delete the message (there is nothing to delete until it arrived).
    func delete() {
        guard message != nil else { return }
        navigationDelegate?.confirmDelete()
    }

    /// Deletes the message from the store, then tells the delegate; a failure offers Retry.
    func deleteConfirmed() {
        load("Deleting…", { [store, id] in try await store.delete(id) }) { [weak self] in
            self?.navigationDelegate?.didDelete()
        }
    }
}
