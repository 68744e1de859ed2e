import LCoordinator

/// A message, pushed on its folder's stack and filled when the store answers; `d` deletes it
/// after a confirmation.
final class MessageViewController: ScreenViewController<MessageViewModel> {
    private lazy var deleteBinding = KeyBinding(.char("d"), title: "Delete") { [weak viewModel] in viewModel?.delete() }

    init(viewModel: MessageViewModel) {
        super.init(viewModel: viewModel, title: viewModel.title)
    }

    /// The message's subject once it is there.
    override var title: String? {
        get { viewModel.title }
        set {}
    }

    /// `d` deletes once the message is there: not while it loads, nor when there is none.
    override var keyBindings: [KeyBinding] {
        get { viewModel.message == nil ? [] : [deleteBinding] }
        set {}
    }

    override func loadView() {
        view = AdaptiveStackView(spacing: 1, horizontalPadding: 1, topPadding: 1, [
            Label(style: Theme.standard.accent) { [weak viewModel] in viewModel?.header ?? "" },
            Label { [weak viewModel] in viewModel?.body ?? "" },
            HintLabel("d deletes · Esc goes back, even while loading"),
        ])
    }
}
