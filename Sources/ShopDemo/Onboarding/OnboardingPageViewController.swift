import LCoordinator
import TerminalUI

/// An onboarding page; Enter (or →) goes on.
final class OnboardingPageViewController: ScreenViewController<OnboardingPageViewModel> {
    init(viewModel: OnboardingPageViewModel) {
        super.init(viewModel: viewModel, title: "Welcome")
        keyBindings = [
            KeyBinding(.enter, .right, title: viewModel.isLast ? "Get started" : "Next") { [weak viewModel] in viewModel?.next() },
        ]
    }

    override func loadView() {
        let content = viewModel.content
        view = AdaptiveStackView(spacing: 1, horizontalPadding: 2, topPadding: 1, [
            Label(content.title, style: Theme.standard.accent),
            Label(content.body),
            hint(viewModel.progress),
            hint(viewModel.isLast ? "Press Enter to get started." : "Press Enter for the next page, Esc to go back."),
        ])
    }
}
