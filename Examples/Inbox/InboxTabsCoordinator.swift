import LCoordinator

/// The tab bar: one tab per folder, each with its own stack.
@MainActor
final class InboxTabsCoordinator: TabBarCoordinator {
    private let store: MessageStore
    private let leakTracker: LeakTracker?

    init(router: any RouterProtocol, store: MessageStore, leakTracker: LeakTracker?) {
        self.store = store
        self.leakTracker = leakTracker
        super.init(router: router)
    }

    override func makeTabs() -> [any RouterCoordinator] {
        Folder.allCases.map { FolderCoordinator(folder: $0, store: store, leakTracker: leakTracker, log: router.log) }
    }
}
