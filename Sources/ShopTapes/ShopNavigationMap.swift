import LCoordinator
import LCoordinatorTapes
import ShopDemo

/// Shop's navigation as the app declares it: every screen's coordinator, grouped by flow, tab
/// or modal, and every transition its code can make (pushes, presentations, alerts, tabs and
/// flow switches). Esc and dismissals are not declared: each presentation has one, and the
/// recorder observes them.
///
/// `lcdemo --graph` draws what the tapes observed on top of this map (declared edges never
/// observed are dashed), and `--coverage` counts its screens and transitions. The types are
/// named, not spelled as strings, so renaming a coordinator cannot leave the map stale; a test
/// checks that every screen and transition the tapes observe is declared here.
package enum ShopNavigationMap {
    /// The map.
    package static var map: NavigationMap {
        var map = NavigationMap()
        map.container(AppCoordinator.self)
        map.container(StartupCoordinator.self)
        map.container(MainTabsCoordinator.self)

        map.screen(OnboardingCoordinator.self, in: "onboarding flow")
        map.screen(LoginCoordinator.self, in: "login flow")
        map.screen(BiometricLoginStrategy.self, in: "login flow")
        for screen: any Coordinator.Type in [HomeCoordinator.self, ProductCoordinator.self, CheckoutCoordinator.self, PromoCoordinator.self, PromptSheetCoordinator.self] {
            map.screen(screen, in: "tab Home")
        }
        for screen: any Coordinator.Type in [OrdersCoordinator.self, OrderDetailCoordinator.self, TrackingCoordinator.self] {
            map.screen(screen, in: "tab Orders")
        }
        for screen: any Coordinator.Type in [ProfileCoordinator.self, StorePickerCoordinator.self] {
            map.screen(screen, in: "tab Profile")
        }
        for screen: any Coordinator.Type in [SettingsCoordinator.self, SettingsStepCoordinator.self] {
            map.screen(screen, in: "modal Settings")
        }

        // Flows: launch by the saved session and onboarding state, then log in and log out.
        map.flowSwitch(from: nil, to: OnboardingCoordinator.self, route: "onboarding")
        map.flowSwitch(from: nil, to: LoginCoordinator.self, route: "login")
        map.flowSwitch(from: nil, to: StartupCoordinator.self, route: "home(showsPopups: false)")
        map.flowSwitch(from: OnboardingCoordinator.self, to: LoginCoordinator.self, route: "login")
        map.flowSwitch(from: LoginCoordinator.self, to: StartupCoordinator.self, route: "home(showsPopups: true)")
        map.flowSwitch(from: StartupCoordinator.self, to: LoginCoordinator.self, route: "login")
        map.transition(from: OnboardingCoordinator.self, to: OnboardingCoordinator.self, .push)
        map.transition(from: LoginCoordinator.self, to: BiometricLoginStrategy.self, .present(.bottomSheet))
        map.alert(from: LoginCoordinator.self)  // a wrong password

        // Tabs (keys 1–3, `[` `]`, Profile's "Switch to Orders", tab deep links).
        map.transition(from: MainTabsCoordinator.self, to: HomeCoordinator.self, .tab(1))
        map.transition(from: MainTabsCoordinator.self, to: OrdersCoordinator.self, .tab(2))
        map.transition(from: MainTabsCoordinator.self, to: ProfileCoordinator.self, .tab(3))

        // Home: start-up popups (an alert, two bottom sheets), products, settings. What only deep
        // links open (promos, products over a sheet, settings over any screen) are the links' own
        // edges, from the `deep link` node, not transitions of the screen that was open.
        map.alert(from: HomeCoordinator.self)
        map.transition(from: HomeCoordinator.self, to: PromptSheetCoordinator.self, .present(.bottomSheet))
        map.transition(from: HomeCoordinator.self, to: ProductCoordinator.self, .push)
        map.transition(from: HomeCoordinator.self, to: SettingsCoordinator.self, .present(.pageSheet))
        map.transition(from: ProductCoordinator.self, to: ProductCoordinator.self, .push)
        map.transition(from: ProductCoordinator.self, to: CheckoutCoordinator.self, .present(.bottomSheet))
        map.alert(from: CheckoutCoordinator.self)

        // Orders: an order and its tracking, settings and promos.
        map.transition(from: OrdersCoordinator.self, to: OrderDetailCoordinator.self, .push)
        map.transition(from: OrderDetailCoordinator.self, to: TrackingCoordinator.self, .present(.fullScreen))
        map.transition(from: OrderDetailCoordinator.self, to: SettingsCoordinator.self, .present(.pageSheet))
        map.transition(from: OrderDetailCoordinator.self, to: PromoCoordinator.self, .present(.bottomSheet))

        // Profile: the store picker and the log-out confirmation.
        map.transition(from: ProfileCoordinator.self, to: StorePickerCoordinator.self, .present(.formSheet))
        map.alert(from: ProfileCoordinator.self)

        // Settings: steps 1→2→3.
        map.transition(from: SettingsCoordinator.self, to: SettingsStepCoordinator.self, .push)
        map.transition(from: SettingsStepCoordinator.self, to: SettingsStepCoordinator.self, .push)
        return map
    }
}
