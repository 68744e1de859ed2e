import LCoordinator

/// A message, pushed on its folder's stack; `d` deletes it after a confirmation.
final class MessageViewController: ScreenViewController<MessageViewModel> {
    init(viewModel: MessageViewModel) {
        super.init(viewModel: viewModel, title: viewModel.message.subject)
        keyBindings = [KeyBinding(.char("d"), title: "Delete") { [weak viewModel] in viewModel?.delete() }]
    }

    override func loadView() {
        view = AdaptiveStackView(spacing: 1, horizontalPadding: 1, topPadding: 1, [
            Label(viewModel.header, style: Theme.standard.accent),
            Label(viewModel.message.body),
            HintLabel("d deletes · Esc goes back"),
        ])
    }
}
