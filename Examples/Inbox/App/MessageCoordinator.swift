import LCoordinator

/// Shows one message (pushed by Enter, by `inbox://message/<id>` or by a restored state);
/// deleting asks first, and the alert's answer comes back as a result.
@MainActor
public final class MessageCoordinator: BaseRouterCoordinator, MessageNavigationDelegate {
    let id: Int
    private let store: MessageStore
    private weak var viewModel: MessageViewModel?

    init(router: any RouterProtocol, id: Int, store: MessageStore) {
        self.id = id
        self.store = store
        super.init(router: router)
    }

    override public func start() {
        let viewModel = MessageViewModel(id: id, store: store)
        viewModel.navigationDelegate = self
        self.viewModel = viewModel
        perform(MessageViewController(viewModel: viewModel), from: self)
        viewModel.load()
    }

    func confirmDelete() {
        router.showAlert(title: "Delete this message?", message: "It cannot be brought back.", from: self, cancelTitle: "Keep",
                         choices: [AlertChoice("Delete", style: .destructive, value: true)])
            .onResult { [weak self] confirmed in
                guard confirmed == true else { return }
                self?.viewModel?.deleteConfirmed()
            }
    }

    func didDelete() {
        findAncestor(ofType: InboxTabsCoordinator.self)?.mailboxDidChange()
        finish()
    }
}
