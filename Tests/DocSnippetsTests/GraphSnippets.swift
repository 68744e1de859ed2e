import LCoordinatorTapes
@testable import ShopDemo

/// The README's graph section: Shop's screens declared, then drawn with what was observed.
@MainActor
func graphSnippet(recorder: NavigationGraphRecorder) {
    // doc-snippet begin
    var map = NavigationMap()
    map.screen(HomeCoordinator.self, in: "tab Home")
    map.screen(ProductCoordinator.self, in: "tab Home")
    map.transition(from: HomeCoordinator.self, to: ProductCoordinator.self, .push)
    map.transition(from: HomeCoordinator.self, to: SettingsCoordinator.self, .present(.pageSheet))
    map.alert(from: ProfileCoordinator.self)

    var graph = recorder.graph      // what a NavigationGraphRecorder observed
    graph.declare(map)              // plus what the app declares
    print(graph.mermaid())
    // doc-snippet end
}
