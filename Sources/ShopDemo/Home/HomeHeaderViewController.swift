import LCoordinator
import TerminalUI

/// The header plugin's view: one line, the greeting.
final class HomeHeaderViewController: ScreenViewController<HomeHeaderViewModel> {
    init(viewModel: HomeHeaderViewModel) {
        super.init(viewModel: viewModel, title: "")
        title = nil  // a part of Home, not a screen of its own
    }

    override func loadView() {
        view = Label(style: Theme.standard.accent, wraps: false) { [weak viewModel] in viewModel?.greeting ?? "" }
    }
}
