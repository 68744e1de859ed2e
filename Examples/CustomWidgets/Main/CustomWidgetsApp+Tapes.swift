import CustomWidgetsKit
import LCoordinatorTapes

/// What the app's navigation can do: `--coverage` names the screens and transitions no tape reaches.
@MainActor
enum CustomWidgetsNavigationMap {
    /// The two screens and the push between them.
    static var map: NavigationMap {
        var map = NavigationMap()
        map.screen(BookingCoordinator.self, in: "Booking")
        map.screen(LoadCoordinator.self, in: "Booking")
        map.transition(from: BookingCoordinator.self, to: LoadCoordinator.self, .push)
        return map
    }
}

/// The host declares the map and builds each app on the log coverage observes.
extension CustomWidgetsHost: NavigationTapeHost {
    var navigationMap: NavigationMap { CustomWidgetsNavigationMap.map }

    func makeSession(terminal: any Terminal, clock: any TerminalClock, route: String?,
                     log: NavigationLog) throws -> any NavigationTapeSession {
        CustomWidgetsApp(terminal: terminal, clock: clock, log: log)
    }
}

/// The app's deep-link manager counts for coverage (it has no links of its own).
extension CustomWidgetsApp: NavigationTapeSession {
    public var deeplinkManagers: [DeeplinkManager] { [deeplinks] }
}
