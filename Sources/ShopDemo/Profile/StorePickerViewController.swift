import LCoordinator
import TerminalUI

/// The store picker: one row per store; Enter picks.
final class StorePickerViewController: ScreenViewController<StorePickerViewModel> {
    init(viewModel: StorePickerViewModel) {
        super.init(viewModel: viewModel, title: "Choose store")
    }

    override func loadView() {
        let actions = viewModel.stores.indices.map { index in
            ActionList.Action(title: viewModel.stores[index].name, detail: nil) { [weak viewModel] in viewModel?.pick(index) }
        }
        view = AdaptiveStackView(spacing: 1, horizontalPadding: 1, [hint("Home's header shows the store you pick."), ActionList(actions, activateTitle: "Pick")])
    }
}
