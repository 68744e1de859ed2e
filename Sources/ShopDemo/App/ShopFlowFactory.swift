import LCoordinator
import TerminalUI

/// Builds each flow: a navigation controller, its router, the root coordinator and the
/// pre-built children (the tab bar coordinator for home).
@MainActor
package struct ShopFlowFactory: FlowFactory {
    let services: ShopServices

    package func make(_ route: AppRoute, parent: (any Coordinator)?) -> AppFlowBuildResult {
        let navigation = NavigationController()
        let router = services.makeRouter(navigation)
        switch route {
        case .onboarding:
            let onboarding = OnboardingCoordinator(router: router)
            onboarding.delegate = parent as? any OnboardingCoordinatorDelegate
            return AppFlowBuildResult(rootViewController: navigation, rootCoordinator: onboarding)
        case .login:
            let login = LoginCoordinator(router: router, services: services)
            login.delegate = parent as? any LoginCoordinatorDelegate
            return AppFlowBuildResult(rootViewController: navigation, rootCoordinator: login)
        case .home(let showsPopups):
            // The tab bar is the root screen of this navigation controller, which has no bar of its own.
            navigation.isNavigationBarHidden = true
            let startup = StartupCoordinator(router: router, context: StartupContext(showsPopups: showsPopups), services: services)
            startup.delegate = parent as? any StartupCoordinatorDelegate
            let tabs = MainTabsCoordinator(router: router, services: services)
            return AppFlowBuildResult(rootViewController: navigation, rootCoordinator: startup, childCoordinators: [tabs])
        }
    }
}
