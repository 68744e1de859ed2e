import LCoordinator
import TerminalUI

/// An order's tracking: the current stage and the timeline, updated while on screen.
final class TrackingViewController: ScreenViewController<TrackingViewModel> {
    init(viewModel: TrackingViewModel) {
        super.init(viewModel: viewModel, title: "Tracking #\(viewModel.orderID)")
    }

    override func loadView() {
        view = AdaptiveStackView(spacing: 1, horizontalPadding: 2, topPadding: 1, [
            Label(style: Theme.standard.accent) { [weak viewModel] in viewModel?.current ?? "" },
            Label { [weak viewModel] in viewModel?.timeline ?? "" },
            hint("Updates every second. Esc closes tracking."),
        ])
    }

    override func viewDidAppear(_ animated: Bool) { viewModel.startUpdates() }
    override func viewDidDisappear(_ animated: Bool) { viewModel.stopUpdates() }
}
