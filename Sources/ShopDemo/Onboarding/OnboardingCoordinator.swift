import LCoordinator
import Observation
import TerminalCore
import TerminalUI

/// Told when the user finished onboarding.
@MainActor
protocol OnboardingCoordinatorDelegate: AnyObject {
    func onboardingDidFinish()
}

/// What an onboarding page reports.
@MainActor
protocol OnboardingNavigationDelegate: AnyObject {
    func showPage(after page: Int)
    func finishOnboarding()
}

@MainActor
@Observable
final class OnboardingPageViewModel {
    static let pages: [(title: String, body: String)] = [
        ("Welcome to Shop", "Sell from anywhere: your products, orders and stores in one place."),
        ("Navigate like a phone", "Enter opens, Esc goes back like a swipe, 1-3 switch tabs, ? shows every key."),
        ("Deep links everywhere", "Press : to open a shop:// link from any screen, F12 to see the coordinator tree."),
    ]

    let page: Int
    @ObservationIgnored weak var navigationDelegate: (any OnboardingNavigationDelegate)?

    init(page: Int) { self.page = page }

    var isLast: Bool { page == Self.pages.count - 1 }
    var content: (title: String, body: String) { Self.pages[page] }
    var progress: String { "Page \(page + 1) of \(Self.pages.count)" }

    func next() {
        if isLast { navigationDelegate?.finishOnboarding() } else { navigationDelegate?.showPage(after: page) }
    }
}

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

/// Onboarding: three pages pushed by one coordinator on one router (each page has its own
/// router context), then the app moves on to log in.
@MainActor
final class OnboardingCoordinator: BaseRouterCoordinator, OnboardingNavigationDelegate {
    weak var delegate: (any OnboardingCoordinatorDelegate)?

    override func start() {
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
