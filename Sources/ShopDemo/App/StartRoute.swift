/// Where the demo starts (`--route`).
package enum StartRoute: String, CaseIterable, Sendable {
    case onboarding, login, home
}
