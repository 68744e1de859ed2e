/// Where the demo starts (`--route`).
public enum StartRoute: String, CaseIterable, Sendable {
    case onboarding, login, home
}
