/// A `NavigationState` as a state file stores it: its fields at the top level, each route a
/// `RouteRecord`.
struct NavigationStateRecord: Codable {
    var version: Int
    var flow: String
    var selectedTab: Int?
    var stacks: [[RouteRecord]]
    var presented: [Layer]

    /// A presented layer: its style's name and its screens, root first.
    struct Layer: Codable {
        var style: String
        var stack: [RouteRecord]
    }

    init(_ state: NavigationState) {
        version = state.version
        flow = state.flow
        selectedTab = state.selectedTab
        stacks = state.stacks.map { $0.map(RouteRecord.init) }
        presented = state.presented.map { Layer(style: $0.style, stack: $0.stack.map(RouteRecord.init)) }
    }

    /// The state this record holds.
    var state: NavigationState {
        NavigationState(version: version, flow: flow, selectedTab: selectedTab, stacks: stacks.map { $0.map(\.route) },
                        presented: presented.map { NavigationState.Layer(style: $0.style, stack: $0.stack.map(\.route)) })
    }
}
