import LCoordinator

/// One folder's tab on its own router: Enter pushes a message, `c` composes in a sheet that
/// hands back a draft, `/` asks what to search for.
@MainActor
public final class FolderCoordinator: BaseRouterCoordinator, FolderNavigationDelegate {
    let folder: Folder
    private let store: MessageStore
    private weak var viewModel: FolderViewModel?

    /// - Parameter log: the app's navigation log, shared by the tab's own router.
    init(folder: Folder, store: MessageStore, leakTracker: LeakTracker?, log: NavigationLog?) {
        self.folder = folder
        self.store = store
        super.init(router: Router(navigationController: NavigationController(), leakTracker: leakTracker, log: log))
    }

    /// What the folder's list is filtered by ("" for nothing); setting it loads the folder again.
    var query: String {
        get { viewModel?.query ?? "" }
        set { viewModel?.query = newValue }
    }

    override public func start() {
        let viewModel = FolderViewModel(folder: folder, store: store)
        viewModel.navigationDelegate = self
        self.viewModel = viewModel
        perform(FolderViewController(viewModel: viewModel), from: self)
        viewModel.load()
    }

    /// Loads the folder again (a message was sent or deleted).
    func reload() { viewModel?.load() }

    func showMessage(_ id: Int) {
        let message = MessageCoordinator(router: router, id: id, store: store)
        addChildCoordinator(message)
        message.start()
    }

    func compose() {
        start(ComposeForm.coordinator(router: router)) { [weak self] draft in
            guard let self, let draft else { return }
            self.send(draft)
        }
    }

    /// Sends `draft` through the store; says so when it is sent, and offers Retry when the
    /// server did not answer (the draft is kept until then).
    func send(_ draft: Draft) {
        task { [weak self, store] in
            do {
                try await store.send(draft)
                self?.router.navigationController.window?.showToast("Sent to \(draft.to)")
                self?.findAncestor(ofType: InboxTabsCoordinator.self)?.mailboxDidChange()
            } catch is CancellationError {
                // The folder went away with the app.
            } catch {
                self?.offerRetry(of: draft, after: error)
            }
        }
    }

    func search() {
        let prompt = FormCoordinator(router: router, title: "Search \(folder.rawValue)", fields: [
            FormField(ComposeKeys.query, label: "Find", text: query, placeholder: "subject or sender"),
        ], submitTitle: "Search", hint: "An empty search shows every message.") { $0[ComposeKeys.query] }
        start(prompt) { [weak self] query in
            guard let query else { return }
            self?.query = String(query.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        }
    }

    private func offerRetry(of draft: Draft, after error: any Error) {
        router.showAlert(title: "Not sent", message: "\(error)", from: self, cancelTitle: "Discard",
                         choices: [AlertChoice("Retry", value: true)])
            .onResult { [weak self] retry in
                guard retry == true else { return }
                self?.send(draft)
            }
    }
}
