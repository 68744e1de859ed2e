import LCoordinator
import Observation

/// One onboarding page: its text, its place among the pages, and Next.
@MainActor
@Observable
final class OnboardingPageViewModel: BaseViewModel {
    static let pages: [(title: String, body: String)] = [
        ("Welcome to Shop", "Sell from anywhere: your products, orders and stores in one place."),
        ("Navigate like a phone", "Enter opens, Esc goes back like a swipe, 1-3 switch tabs, ? shows every key."),
        ("Deep links everywhere", "Press : to open a shop:// link from any screen, F12 to see the coordinator tree."),
    ]

    let page: Int
    @ObservationIgnored weak var navigationDelegate: (any OnboardingPageNavigationDelegate)?

    init(page: Int) { self.page = page }

    var isLast: Bool { page == Self.pages.count - 1 }
    var content: (title: String, body: String) { Self.pages[page] }
    var progress: String { "Page \(page + 1) of \(Self.pages.count)" }

    /// The next page, or the end of onboarding on the last one.
    func next() {
        if isLast { navigationDelegate?.finishOnboarding() } else { navigationDelegate?.showPage(after: page) }
    }
}
