import LCoordinatorTapes
import TabsKit

/// What the tabs-and-popups app's navigation can do. With it, `TabsAndPopups --replay
/// Tapes/*.tape --coverage` names the screens and transitions no tape reaches, and `--graph
/// mermaid` draws the app.
@MainActor
enum TabsNavigationMap {
    /// The tab bar, its two list tabs (one coordinator type), the items they push and the popups.
    static var map: NavigationMap {
        var map = NavigationMap()
        map.container(MainTabsCoordinator.self)
        map.screen(ListTabCoordinator.self, in: "tabs")
        map.screen(ItemCoordinator.self, in: "tabs")
        map.screen(RateUsCoordinator.self, in: "popups")
        map.transition(from: MainTabsCoordinator.self, to: ListTabCoordinator.self, .tab(1))
        map.transition(from: MainTabsCoordinator.self, to: ListTabCoordinator.self, .tab(2))
        map.transition(from: ListTabCoordinator.self, to: ItemCoordinator.self, .push)
        map.transition(from: ListTabCoordinator.self, to: RateUsCoordinator.self, .present(.bottomSheet))
        map.transition(from: ItemCoordinator.self, to: RateUsCoordinator.self, .present(.bottomSheet))
        map.alert(from: ListTabCoordinator.self)
        return map
    }
}

/// The host declares the map and builds each app on the log coverage observes.
extension TabsHost: NavigationTapeHost {
    var navigationMap: NavigationMap { TabsNavigationMap.map }

    func makeSession(terminal: any Terminal, clock: any TerminalClock, route: String?,
                     log: NavigationLog) throws -> any NavigationTapeSession {
        TabsApp(terminal: terminal, clock: clock, log: log)
    }
}

/// No deep links: the default `deeplinkManagers` is empty.
extension TabsApp: NavigationTapeSession {}
