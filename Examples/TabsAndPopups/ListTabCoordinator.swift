import LCoordinator

/// One tab: a list of items on its own router; Enter pushes an item (Esc pops it), and the
/// tab keeps its stack while another tab is shown.
@MainActor
final class ListTabCoordinator: BaseRouterCoordinator {
    private let name: String
    private let items: [String]

    /// - Parameter log: the app's navigation log, shared by the tab's own router.
    init(name: String, items: [String], log: NavigationLog? = nil) {
        self.name = name
        self.items = items
        super.init(router: Router(navigationController: NavigationController(), log: log))
    }

    override func start() {
        let rows = items.map { item in ActionList.Action(title: item) { [weak self] in self?.show(item) } }
        let screen = PaddedScreen(title: name, [ActionList(rows, activateTitle: "Open"), HintLabel("1/2 or [ ] switch tabs · q quits")])
        screen.tabTitle = name
        perform(screen, from: self)
    }

    private func show(_ item: String) {
        let detail = ItemCoordinator(router: router, item: item)
        addChild(detail)
        detail.start()
    }
}
