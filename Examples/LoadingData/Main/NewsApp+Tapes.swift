import LCoordinatorTapes
import NewsKit

/// What the news app's navigation can do, for `--coverage` and `--graph`.
@MainActor
enum NewsNavigationMap {
    static var map: NavigationMap {
        var map = NavigationMap()
        map.screen(HeadlinesCoordinator.self, in: "Headlines")
        map.screen(ConnectCoordinator.self, in: "Connect sheet")
        map.screen(StoryCoordinator.self, in: "Headlines")
        map.transition(from: HeadlinesCoordinator.self, to: ConnectCoordinator.self, .present(.bottomSheet))
        map.transition(from: HeadlinesCoordinator.self, to: StoryCoordinator.self, .push)
        return map
    }
}

extension NewsHost: NavigationTapeHost {
    var navigationMap: NavigationMap { NewsNavigationMap.map }

    func makeSession(terminal: any Terminal, clock: any TerminalClock, route: String?,
                     log: NavigationLog) throws -> any NavigationTapeSession {
        NewsApp(terminal: terminal, clock: clock, route: route, log: log)
    }
}

extension NewsApp: NavigationTapeSession {
    public var deeplinkManagers: [DeeplinkManager] { [] }
}
