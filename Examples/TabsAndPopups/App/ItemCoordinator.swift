import LCoordinator

/// An item, pushed on its tab's stack; it can ask for a rating in a bottom sheet.
@MainActor
public final class ItemCoordinator: BaseRouterCoordinator, ItemNavigationDelegate {
    /// The tab's name in routes (`inbox`) and the item's 1-based number on it.
    let tab: String
    let number: Int
    private let item: String

    init(router: any RouterProtocol, tab: String, number: Int, item: String) {
        self.tab = tab
        self.number = number
        self.item = item
        super.init(router: router)
    }

    override public func start() {
        let viewModel = ItemViewModel(item: item)
        viewModel.navigationDelegate = self
        perform(ItemViewController(viewModel: viewModel), from: self)
    }

    func showRateUs() {
        let rateUs = RateUsCoordinator(router: router)
        addChildCoordinator(rateUs)
        rateUs.start()
    }
}
