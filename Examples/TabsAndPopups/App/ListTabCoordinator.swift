import LCoordinator

/// One tab: a list of items on its own router; Enter pushes an item (Esc pops it), and the
/// tab keeps its stack while another tab is shown.
@MainActor
public final class ListTabCoordinator: BaseRouterCoordinator, ListTabNavigationDelegate {
    let name: String
    private let items: [String]

    /// - Parameter log: the app's navigation log, shared by the tab's own router.
    init(name: String, items: [String], log: NavigationLog? = nil) {
        self.name = name
        self.items = items
        super.init(router: Router(navigationController: NavigationController(), log: log))
    }

    override public func start() {
        let viewModel = ListTabViewModel(name: name, items: items)
        viewModel.navigationDelegate = self
        perform(ListTabViewController(viewModel: viewModel), from: self)
    }

    func showItem(_ item: String) {
        let number = (items.firstIndex(of: item) ?? 0) + 1
        let detail = ItemCoordinator(router: router, tab: name.lowercased(), number: number, item: item)
        addChildCoordinator(detail)
        detail.start()
    }
}
