import LCoordinator

/// One folder's tab on its own router: Enter pushes a message, `c` composes in a sheet that
/// hands back a draft, `/` asks what to search for.
@MainActor
final class FolderCoordinator: BaseRouterCoordinator, FolderNavigationDelegate {
    let folder: Folder
    private let store: MessageStore
    private weak var viewModel: FolderViewModel?

    /// - Parameter log: the app's navigation log, shared by the tab's own router.
    init(folder: Folder, store: MessageStore, leakTracker: LeakTracker?, log: NavigationLog?) {
        self.folder = folder
        self.store = store
        super.init(router: Router(navigationController: NavigationController(), leakTracker: leakTracker, log: log))
    }

    override func start() {
        let viewModel = FolderViewModel(folder: folder, store: store)
        viewModel.navigationDelegate = self
        self.viewModel = viewModel
        perform(FolderViewController(viewModel: viewModel), from: self)
    }

    func showMessage(_ id: Int) {
        let message = MessageCoordinator(router: router, id: id, store: store)
        addChild(message)
        message.start()
    }

    func compose() {
        start(ComposeForm.coordinator(router: router)) { [weak self] draft in
            guard let self, let draft else { return }
            self.store.send(draft)
            self.router.navigationController.window?.showToast("Sent to \(draft.to)")
        }
    }

    func search() {
        let prompt = FormCoordinator(router: router, title: "Search \(folder.rawValue)", fields: [
            FormField("query", label: "Find", text: viewModel?.query ?? "", placeholder: "subject or sender"),
        ], submitTitle: "Search", hint: "An empty search shows every message.") { $0["query"] }
        start(prompt) { [weak self] query in
            guard let query else { return }
            self?.viewModel?.query = String(query.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        }
    }
}
