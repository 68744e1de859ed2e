import LCoordinator
import TerminalUI

/// A Settings step: a few lines and its action.
final class SettingsStepViewController: ScreenViewController<SettingsStepViewModel> {
    init(viewModel: SettingsStepViewModel) {
        super.init(viewModel: viewModel, title: viewModel.title)
    }

    override func loadView() {
        let action = ActionList.Action(title: viewModel.actionTitle, detail: nil) { [weak viewModel] in viewModel?.next() }
        view = AdaptiveStackView(spacing: 1, horizontalPadding: 1, topPadding: 1, viewModel.lines.map { Label($0) } + [ActionList([action])])
    }
}
