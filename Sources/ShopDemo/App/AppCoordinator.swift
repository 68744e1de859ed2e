import LCoordinator
import TerminalUI

/// The root coordinator: switches flows (onboarding → log in → home, and back on log out),
/// and is the deep-link manager's delegate (login gate, readiness, refused links).
@MainActor
package final class AppCoordinator: BaseAppCoordinator<ShopFlowFactory>, DeeplinkManagerDelegate,
    OnboardingCoordinatorDelegate, LoginCoordinatorDelegate, StartupCoordinatorDelegate, LogoutHandling {
    let services: ShopServices

    init(window: Window, services: ShopServices) {
        self.services = services
        super.init(window: window, factory: ShopFlowFactory(services: services), leakTracker: services.leakTracker)
    }

    /// Starts at `route`; `home` logs in as `demo` without the start-up popups.
    func start(at route: StartRoute) {
        switch route {
        case .onboarding:
            navigate(to: .onboarding)
        case .login:
            navigate(to: .login)
        case .home:
            services.session.logIn(as: "demo")
            navigate(to: .home(showsPopups: false))
            appBecameReady()
        }
    }

    // MARK: - Restoring a saved state

    /// A saved state waiting for the login gate (restored like a deep link, once ready).
    private(set) var pendingRestore: NavigationState?

    /// Rebuilds `state` now when logged in with the main tabs ready, else once they are.
    func restore(_ state: NavigationState) {
        pendingRestore = state
        if isAuthenticated, isReadyForDeeplinks { runPendingRestore() }
    }

    /// The main tabs are up, start-up popups done: a waiting restore runs, then waiting links.
    private func appBecameReady() {
        runPendingRestore()
        services.deeplinks.processPendingDeeplinks()
    }

    /// One line for each part of the last restored state that was left out (escaped).
    private(set) var restoreProblems: [String] = []

    private func runPendingRestore() {
        guard let state = pendingRestore else { return }
        pendingRestore = nil
        let (plan, skipped) = ShopStateRestoration.plan(for: state, app: self)
        skipped.forEach { reportRestoreProblem("not restored: \($0)") }
        guard let plan else { return }
        services.log.record("restore: \(plan.titles.joined(separator: "; "))")
        plan.run { [weak self] outcome in
            guard let self, let stopped = outcome.stoppedAt else { return }
            services.log.record("restore stopped at: \(stopped)")
            reportRestoreProblem(PrintableText.escaping("not restored: '\(stopped)' could not be done, nor what follows it"))
        }
    }

    /// Keeps `problem` for standard error and shows it in the status line (the latest wins).
    private func reportRestoreProblem(_ problem: String) {
        restoreProblems.append(problem)
        window.showStatus(problem)
    }

    package override func navigate(to route: AppRoute) {
        services.log.record("flow → \(route)")
        super.navigate(to: route)
    }

    var startup: StartupCoordinator? { currentChild(ofType: StartupCoordinator.self) }

    // MARK: - Flow delegates

    func onboardingDidFinish() {
        navigate(to: .login)
    }

    func loginDidSucceed(as name: String) {
        services.session.logIn(as: name)
        navigate(to: .home(showsPopups: true))
    }

    func startupDidFinishPopups() {
        appBecameReady()
    }

    func logOut() {
        services.session.logOut()
        services.sharedState.selectedStore = nil
        navigate(to: .login)
    }

    // MARK: - DeeplinkManagerDelegate

    package var isAuthenticated: Bool { services.session.isLoggedIn }

    package var isReadyForDeeplinks: Bool {
        guard case .home = currentRoute, let startup else { return false }
        return startup.popupsFinished
    }

    package var deeplinkRootCoordinator: (any Coordinator)? { self }

    package func deeplinkManager(_ manager: DeeplinkManager, didReject url: String, error: DeeplinkError) {
        services.log.record("deeplink refused \(url): \(error)")
        let message = "\(url.truncated(toWidth: 60))\n\(error)"
        // The same refusal already on screen is not stacked a second time: two identical alerts
        // made OK look as if it did nothing.
        if window.presentedViewControllers.contains(where: { ($0 as? AlertController)?.message == message }) { return }
        // The one alert not shown by a Router: it belongs to the app, not to a screen, and may
        // come over any flow (even before one has a screen), like a system alert.
        let alert = AlertController(title: "Unsupported link", message: message,
                                    actions: [AlertAction(title: "OK", style: .cancel)])
        window.rootViewController?.present(alert)
    }

    package func deeplinkManager(_ manager: DeeplinkManager, didHandle url: String, with coordinator: any Coordinator) {
        services.log.record("deeplink \(url) → \(coordinator.coordinatorName)")
    }
}
