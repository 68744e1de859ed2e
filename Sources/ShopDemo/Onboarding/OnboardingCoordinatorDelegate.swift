/// Told when the user finished onboarding.
@MainActor
protocol OnboardingCoordinatorDelegate: AnyObject {
    func onboardingDidFinish()
}
