import LCoordinator
import TerminalUI

/// Saves Shop's navigation as a `NavigationState` and rebuilds it as a `NavigationPlan`, with
/// the SDK's `TabNavigationRestoration` over the main tabs; the flow is Shop's own.
@MainActor
enum ShopStateRestoration {
    /// The flows a state may name.
    static let flows = ["onboarding", "login", "home"]

    /// The state of `app` now.
    static func snapshot(of app: AppCoordinator) -> NavigationState {
        guard case .home = app.currentRoute, let tabs = app.findCoordinator(as: MainTabsCoordinator.self) else {
            return NavigationState(flow: flowName(app.currentRoute))
        }
        return restoration(of: tabs, services: app.services).state(flow: "home", in: app.window)
    }

    /// The steps that rebuild `state` on `app`'s tabs (nil when it has no tabs to restore), and
    /// one line for each part of `state` left out.
    static func plan(for state: NavigationState, app: AppCoordinator) -> (plan: NavigationPlan?, skipped: [String]) {
        guard flows.contains(state.flow) else {
            return (nil, ["the flow '\(PrintableText.escaping(state.flow))' (this app has \(flows.joined(separator: ", ")))"])
        }
        guard state.flow == "home", let tabs = app.findCoordinator(as: MainTabsCoordinator.self) else { return (nil, []) }
        let (plan, skipped) = restoration(of: tabs, services: app.services).plan(restoring: state)
        return (plan, skipped)
    }

    private static func restoration(of tabs: MainTabsCoordinator, services: ShopServices) -> TabNavigationRestoration {
        TabNavigationRestoration(tabs: tabs) { route, router in
            ShopScreenFactory.coordinator(for: route, router: router, services: services)
        }
    }

    private static func flowName(_ route: AppRoute?) -> String {
        switch route {
        case .onboarding, nil: "onboarding"
        case .login: "login"
        case .home: "home"
        }
    }
}
