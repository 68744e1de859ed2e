import GalleryKit
import LCoordinatorTapes

/// What the gallery's navigation can do: the widget list pushes one widget's screen.
@MainActor
enum GalleryNavigationMap {
    /// The list and the widget screens (one coordinator type for all of them).
    static var map: NavigationMap {
        var map = NavigationMap()
        map.screen(WidgetListCoordinator.self, in: "Gallery")
        map.screen(WidgetCoordinator.self, in: "Gallery")
        map.transition(from: WidgetListCoordinator.self, to: WidgetCoordinator.self, .push)
        return map
    }
}

/// The gallery as a tape's session: its screens, keys and leaks are what tapes check.
extension GalleryApp: NavigationTapeSession {}
