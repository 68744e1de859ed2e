import LCoordinator

/// A story: its headline and its text, once loaded.
final class StoryViewController: ScreenViewController<StoryViewModel> {
    init(viewModel: StoryViewModel) {
        super.init(viewModel: viewModel, title: viewModel.headline.title)
    }

    override func loadView() {
        view = AdaptiveStackView(spacing: 1, horizontalPadding: 2, topPadding: 1, [
            Label { [weak viewModel] in viewModel?.text ?? "" },
            HintLabel("Esc goes back"),
        ])
    }

    override func viewDidLoad() {
        viewModel.load()
    }
}
