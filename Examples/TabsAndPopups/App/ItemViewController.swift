import LCoordinator

/// An item, pushed on its tab's stack.
final class ItemViewController: ScreenViewController<ItemViewModel> {
    init(viewModel: ItemViewModel) {
        super.init(viewModel: viewModel, title: viewModel.item)
    }

    override func loadView() {
        view = AdaptiveStackView(spacing: 1, horizontalPadding: 1, topPadding: 1, [
            Label(viewModel.message),
            ActionList([.init(title: "Rate the app") { [weak viewModel] in viewModel?.rate() }]),
            HintLabel("Esc goes back."),
        ])
    }
}
