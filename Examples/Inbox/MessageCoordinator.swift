import LCoordinator

/// Shows one message (pushed by Enter or by `inbox://message/<id>`); deleting asks first, and
/// the alert's answer comes back as a result.
@MainActor
final class MessageCoordinator: BaseRouterCoordinator, MessageNavigationDelegate {
    let id: Int
    private let store: MessageStore

    init(router: any RouterProtocol, id: Int, store: MessageStore) {
        self.id = id
        self.store = store
        super.init(router: router)
    }

    override func start() {
        guard let message = store.message(id) else { return }
        let viewModel = MessageViewModel(message: message)
        viewModel.navigationDelegate = self
        perform(MessageViewController(viewModel: viewModel), from: self)
    }

    func confirmDelete() {
        router.showAlert(title: "Delete this message?", message: "It cannot be brought back.", from: self, cancelTitle: "Keep",
                         choices: [AlertChoice("Delete", style: .destructive, value: true)])
            .onResult { [weak self] confirmed in
                guard confirmed == true, let self else { return }
                self.store.delete(self.id)
                self.finish()
            }
    }
}
