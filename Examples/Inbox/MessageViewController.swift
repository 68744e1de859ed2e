import LCoordinator

/// A message, pushed on its folder's stack and filled when the store answers; `d` deletes it
/// after a confirmation.
final class MessageViewController: ScreenViewController<MessageViewModel> {
    init(viewModel: MessageViewModel) {
        super.init(viewModel: viewModel, title: viewModel.title)
        keyBindings = [KeyBinding(.char("d"), title: "Delete") { [weak viewModel] in viewModel?.delete() }]
        viewModel.onLoad = { [weak self] model in
            self?.title = model.title
            // Nothing to delete: the footer shows only keys that work.
            if model.isMissing { self?.keyBindings = [] }
        }
    }

    override func loadView() {
        view = AdaptiveStackView(spacing: 1, horizontalPadding: 1, topPadding: 1, [
            Label(style: Theme.standard.accent) { [weak viewModel] in viewModel?.header ?? "" },
            Label { [weak viewModel] in viewModel?.body ?? "" },
            HintLabel("d deletes · Esc goes back, even while loading"),
        ])
    }
}
