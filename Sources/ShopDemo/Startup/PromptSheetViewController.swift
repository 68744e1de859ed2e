import LCoordinator
import TerminalUI

/// A bottom-sheet prompt: a message and its choices.
final class PromptSheetViewController: ScreenViewController<PromptSheetViewModel> {
    init(viewModel: PromptSheetViewModel) {
        super.init(viewModel: viewModel, title: viewModel.title)
    }

    override func loadView() {
        let actions = viewModel.choices.indices.map { index in
            ActionList.Action(title: viewModel.choices[index].title, detail: nil) { [weak viewModel] in viewModel?.choose(index) }
        }
        view = AdaptiveStackView(spacing: 1, horizontalPadding: 1, [Label(viewModel.message), ActionList(actions)])
    }
}
