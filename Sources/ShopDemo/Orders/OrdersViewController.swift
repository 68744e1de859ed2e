import LCoordinator
import TerminalUI

/// The Orders list; Enter opens an order.
final class OrdersViewController: ScreenViewController<OrdersViewModel> {
    init(viewModel: OrdersViewModel) {
        super.init(viewModel: viewModel, title: "Orders")
    }

    override func loadView() {
        let list = ListView()
        list.itemsProvider = { [weak viewModel] in
            (viewModel?.orders ?? []).map { ListItem("Order #\($0.id) · \($0.status)", detail: Money.format(cents: $0.totalCents)) }
        }
        list.onActivate = { [weak viewModel] index in viewModel?.select(index) }
        view = AdaptiveStackView(spacing: 1, horizontalPadding: 1, topPadding: 1, [hint("Your recent orders"), list])
    }

    override func viewDidLoad() {
        viewModel.load()
    }
}
