import LCoordinator
import TerminalUI

/// The report plugin's view: one line of figures.
final class HomeReportViewController: ScreenViewController<HomeReportViewModel> {
    init(viewModel: HomeReportViewModel) {
        super.init(viewModel: viewModel, title: "")
        title = nil  // a part of Home, not a screen of its own
    }

    override func loadView() {
        view = Label(viewModel.summary, style: Theme.standard.secondaryText, wraps: false)
    }
}
