import InboxKit
import LCoordinatorTapes

/// What the Inbox's navigation can do: with it `Inbox --replay Tapes/*.tape --coverage` names
/// what no tape reaches, and `--graph mermaid` draws the app.
@MainActor
enum InboxNavigationMap {
    static var map: NavigationMap {
        var map = NavigationMap()
        map.container(InboxTabsCoordinator.self)
        map.screen(FolderCoordinator.self, in: "tabs")
        map.screen(MessageCoordinator.self, in: "tabs")
        map.screen(FormCoordinator<Draft>.self, in: "sheets")
        map.screen(FormCoordinator<String>.self, in: "sheets")
        for tab in 1...Folder.allCases.count {
            map.transition(from: InboxTabsCoordinator.self, to: FolderCoordinator.self, .tab(tab))
        }
        map.transition(from: FolderCoordinator.self, to: MessageCoordinator.self, .push)
        map.transition(from: FolderCoordinator.self, to: FormCoordinator<Draft>.self, .present(.bottomSheet))
        map.transition(from: FolderCoordinator.self, to: FormCoordinator<String>.self, .present(.bottomSheet))
        map.transition(from: MessageCoordinator.self, to: FormCoordinator<Draft>.self, .present(.bottomSheet))
        map.alert(from: MessageCoordinator.self)
        map.alert(from: FolderCoordinator.self)
        // A pattern plugin registers its pattern; a plugin without one, its name.
        map.deeplinks([MessageDeeplinkPlugin(store: nil).pattern])
        map.deeplink(ComposeDeeplinkPlugin(tabs: nil).name)
        return map
    }
}

/// The host declares the map and builds each app on the log coverage observes.
extension InboxHost: NavigationTapeHost {
    var navigationMap: NavigationMap { InboxNavigationMap.map }

    func makeSession(terminal: any Terminal, clock: any TerminalClock, route: String?,
                     log: NavigationLog) throws -> any NavigationTapeSession {
        InboxApp(terminal: terminal, clock: clock, latency: latency, log: log)
    }
}

/// Its deep links count as routes.
extension InboxApp: NavigationTapeSession {
    public var deeplinkManagers: [DeeplinkManager] { [deeplinks] }
}
