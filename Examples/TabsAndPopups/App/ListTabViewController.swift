import LCoordinator

/// A tab's list; Enter opens an item.
final class ListTabViewController: ScreenViewController<ListTabViewModel> {
    init(viewModel: ListTabViewModel) {
        super.init(viewModel: viewModel, title: viewModel.name)
        tabTitle = viewModel.name
    }

    override func loadView() {
        let rows = viewModel.items.indices.map { index in
            ActionList.Action(title: viewModel.items[index]) { [weak viewModel] in viewModel?.open(index) }
        }
        view = AdaptiveStackView(spacing: 1, horizontalPadding: 1, topPadding: 1, [
            ActionList(rows, activateTitle: "Open"), HintLabel("1/2 or [ ] switch tabs · q quits"),
        ])
    }
}
