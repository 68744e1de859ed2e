import LCoordinator
import TerminalUI

/// The promo sheet: the applied code and "Great!".
final class PromoViewController: ScreenViewController<PromoViewModel> {
    init(viewModel: PromoViewModel) {
        super.init(viewModel: viewModel, title: "Promo \(viewModel.code)")
    }

    override func loadView() {
        view = AdaptiveStackView(spacing: 1, horizontalPadding: 1, [
            Label(viewModel.message, style: Theme.standard.success),
            ActionList([.init(title: "Great!", detail: "Esc") { [weak viewModel] in viewModel?.close() }]),
        ])
    }
}
