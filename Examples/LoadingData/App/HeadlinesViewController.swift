import LCoordinator

/// The list of headlines, filled when the service answers, with a line per note.
final class HeadlinesViewController: ScreenViewController<HeadlinesViewModel> {
    init(viewModel: HeadlinesViewModel) {
        super.init(viewModel: viewModel, title: "Headlines")
    }

    override func loadView() {
        let list = ListView(activateTitle: "Read", emptyMessage: "No headlines yet")
        list.itemsProvider = { [weak viewModel] in
            (viewModel?.headlines ?? []).map { ListItem($0.title) }
        }
        list.onActivate = { [weak viewModel] index in viewModel?.open(index) }
        view = AdaptiveStackView(spacing: 1, horizontalPadding: 1, topPadding: 1, [
            Label { [weak viewModel] in viewModel?.server.map { "Connected to \($0)" } ?? "Connecting…" },
            list,
            Label { [weak viewModel] in viewModel?.notes.joined(separator: "\n") ?? "" },
            HintLabel("Enter reads a story · Esc goes back, even while loading · q quits"),
        ])
    }
}
