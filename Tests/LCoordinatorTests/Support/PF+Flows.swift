import Testing
import TerminalCore
import TerminalUI
@testable import LCoordinator

@MainActor
extension PF {
    // MARK: - App flows

    enum Route: FlowRoute, Equatable {
        /// Log in: the root pushes "Log in", its pre-built child pushes "Intro".
        case login
        /// Home: a silent root with the tab bar coordinator as its pre-built child.
        case home
        /// Welcome: the root pushes "Welcome", its pre-built child presents "Terms" as a form sheet.
        case welcome
    }

    /// Builds the two flows, each on a fresh navigation controller and router.
    @MainActor
    struct FlowBuilder: FlowFactory {
        let tracker: LeakTracker?
        let recorder: Recorder

        func make(_ route: Route, parent: (any Coordinator)?) -> AppFlowBuildResult {
            let navigation = NavigationController()
            let router = Router(navigationController: navigation, leakTracker: tracker)
            switch route {
            case .login:
                let login = ScreenCoordinator(router: router, title: "Log in", recorder: recorder)
                let intro = ScreenCoordinator(router: router, title: "Intro", recorder: recorder)
                return AppFlowBuildResult(rootViewController: navigation, rootCoordinator: login, childCoordinators: [intro])
            case .home:
                navigation.isNavigationBarHidden = true
                let startup = SilentRootCoordinator(router: router, name: "Startup", recorder: recorder)
                let tabs = Tabs(router: router, tracker: tracker, recorder: recorder)
                return AppFlowBuildResult(rootViewController: navigation, rootCoordinator: startup, childCoordinators: [tabs])
            case .welcome:
                let welcome = ScreenCoordinator(router: router, title: "Welcome", recorder: recorder)
                let terms = ScreenCoordinator(router: router, style: .present(.formSheet), title: "Terms", recorder: recorder)
                return AppFlowBuildResult(rootViewController: navigation, rootCoordinator: welcome, childCoordinators: [terms])
            }
        }
    }

    typealias AppCoordinator = BaseAppCoordinator<FlowBuilder>
}
