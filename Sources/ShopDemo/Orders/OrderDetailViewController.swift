import LCoordinator
import TerminalUI

/// An order's detail; "Track this order" or `t` opens its tracking.
final class OrderDetailViewController: ScreenViewController<OrderDetailViewModel> {
    init(viewModel: OrderDetailViewModel) {
        super.init(viewModel: viewModel, title: "Order #\(viewModel.orderID)")
        keyBindings = [KeyBinding(.char("t"), title: "Track") { [weak viewModel] in viewModel?.track() }]
    }

    override func loadView() {
        view = AdaptiveStackView(spacing: 1, horizontalPadding: 1, topPadding: 1, viewModel.lines.map { Label($0) } + [
            ActionList([.init(title: "Track this order", detail: "full screen") { [weak viewModel] in viewModel?.track() }]),
        ])
    }
}
