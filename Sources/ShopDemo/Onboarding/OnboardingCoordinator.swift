import LCoordinator

/// Onboarding: three pages pushed by one coordinator on one router (each page has its own
/// router context), then the app moves on to log in.
@MainActor
package final class OnboardingCoordinator: BaseRouterCoordinator, OnboardingPageNavigationDelegate {
    weak var delegate: (any OnboardingCoordinatorDelegate)?

    package override func start() {
        showPage(0)
    }

    private func showPage(_ page: Int) {
        let viewModel = OnboardingPageViewModel(page: page)
        viewModel.navigationDelegate = self
        router.push(drawable: OnboardingPageViewController(viewModel: viewModel), to: self, isAnimated: true, onNavigateBack: nil)
    }

    func showPage(after page: Int) { showPage(page + 1) }

    func finishOnboarding() { delegate?.onboardingDidFinish() }
}
