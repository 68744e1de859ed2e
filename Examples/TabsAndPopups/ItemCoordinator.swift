import LCoordinator

/// An item, pushed on its tab's stack.
@MainActor
final class ItemCoordinator: BaseRouterCoordinator {
    private let item: String

    init(router: any RouterProtocol, item: String) {
        self.item = item
        super.init(router: router)
    }

    override func start() {
        perform(ItemViewController(viewModel: ItemViewModel(item: item)), from: self)
    }
}
