/// What an onboarding page asks of its coordinator: the next page, or the end of onboarding.
@MainActor
protocol OnboardingPageNavigationDelegate: AnyObject {
    func showPage(after page: Int)
    func finishOnboarding()
}
