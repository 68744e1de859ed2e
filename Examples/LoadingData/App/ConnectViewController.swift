import LCoordinator

/// A sheet that connects by itself and closes when connected.
final class ConnectViewController: ScreenViewController<ConnectViewModel> {
    init(viewModel: ConnectViewModel) {
        super.init(viewModel: viewModel, title: "Connect")
    }

    override func loadView() {
        view = AdaptiveStackView(spacing: 1, horizontalPadding: 2, topPadding: 1, [
            Label("Talking to the news server."),
            HintLabel("Esc skips it"),
        ])
    }

    override func viewDidLoad() {
        viewModel.connect()
    }
}
