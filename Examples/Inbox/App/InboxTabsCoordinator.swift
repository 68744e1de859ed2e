import LCoordinator

/// The tab bar: one tab per folder, each with its own stack.
@MainActor
public final class InboxTabsCoordinator: TabBarCoordinator {
    private let store: MessageStore
    private let leakTracker: LeakTracker?

    init(router: any RouterProtocol, store: MessageStore, leakTracker: LeakTracker?) {
        self.store = store
        self.leakTracker = leakTracker
        super.init(router: router)
    }

    /// The folders' coordinators, in tab order.
    var folders: [FolderCoordinator] { tabCoordinators.compactMap { $0 as? FolderCoordinator } }

    override public func makeTabs() -> [any RouterCoordinator] {
        Folder.allCases.map { FolderCoordinator(folder: $0, store: store, leakTracker: leakTracker, log: router.log) }
    }

    /// A compose sheet on `router`, filled with `draft`, whose draft the folder on screen sends
    /// (a link's compose, a restored one).
    func composeCoordinator(router: any RouterProtocol, draft: Draft) -> FormCoordinator<Draft> {
        let compose = ComposeForm.coordinator(router: router, draft: draft)
        compose.result.onResult { [weak self] draft in
            guard let draft else { return }
            (self?.activeChildCoordinator as? FolderCoordinator)?.send(draft)
        }
        return compose
    }

    /// Loads every folder again: a message was sent or deleted.
    func mailboxDidChange() {
        for folder in folders { folder.reload() }
    }
}
