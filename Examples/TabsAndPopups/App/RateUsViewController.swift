import LCoordinator

/// "Enjoying the app?" with Rate it and Not now.
final class RateUsViewController: ScreenViewController<RateUsViewModel> {
    init(viewModel: RateUsViewModel) {
        super.init(viewModel: viewModel, title: "Enjoying the app?")
    }

    override func loadView() {
        view = AdaptiveStackView(spacing: 1, horizontalPadding: 1, topPadding: 0, [
            Label("A rating helps a lot."),
            ActionList([.init(title: "Rate it") { [weak viewModel] in viewModel?.rate() },
                        .init(title: "Not now", detail: "Esc") { [weak viewModel] in viewModel?.notNow() }]),
        ])
    }
}
