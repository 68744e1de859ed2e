/// The whole navigation of an app as data: the app flow, the selected tab, each tab's stack of
/// screens as route values, and the layers presented over them with their styles. Encodes to
/// JSON (`jsonText()`), decodes strictly (`init(json:routes:)`), and an app restores it as a
/// `NavigationPlan` of single steps, so every coordinator, router context and callback is real
/// afterwards.
///
/// ```json
/// {"version": 1, "flow": "home", "selectedTab": 1,
///  "stacks": [[{"pattern": "shop://tab/home", "parameters": {}}], …],
///  "presented": [{"style": "full-screen", "stack": [{"pattern": "shop://order/<int:id>/tracking", "parameters": {"id": 1001}}]}]}
/// ```
public struct NavigationState: Hashable, Sendable {
    /// The format this SDK writes and reads.
    package static let currentVersion = 1

    /// One presented layer: how it is presented and its screens, root first.
    package struct Layer: Hashable, Sendable {
        /// The presentation style's name (`page sheet`, `form sheet`, `full-screen`, `bottom sheet`).
        package var style: String
        /// The layer's screens, its root first.
        package var stack: [Route]

        /// - Parameters: see the properties.
        package init(style: String, stack: [Route]) {
            self.style = style
            self.stack = stack
        }
    }

    /// The format's version (`currentVersion` when written by this SDK).
    package var version: Int
    /// The app's flow (`home`, `login`, …), as the app names it.
    public package(set) var flow: String
    /// The selected tab's index, when the flow has tabs.
    package var selectedTab: Int?
    /// Each tab's screens (or the flow's one stack), root first.
    package var stacks: [[Route]]
    /// The presented layers, bottom-most first.
    package var presented: [Layer]

    /// A state of flow `flow` with each tab's stack (or the flow's one stack) and no presented layer.
    public init(flow: String, selectedTab: Int? = nil, stacks: [[Route]] = []) {
        self.init(flow: flow, selectedTab: selectedTab, stacks: stacks, presented: [])
    }

    /// - Parameters: see the properties; `version` defaults to `currentVersion`.
    package init(version: Int = NavigationState.currentVersion, flow: String, selectedTab: Int? = nil, stacks: [[Route]] = [], presented: [Layer]) {
        self.version = version
        self.flow = flow
        self.selectedTab = selectedTab
        self.stacks = stacks
        self.presented = presented
    }

    /// Every route the state names.
    package var routes: [Route] { stacks.flatMap(\.self) + presented.flatMap(\.stack) }

    /// The route of the screen on top: the top-most layer's last screen, else the selected stack's.
    package var topRoute: Route? {
        if let layer = presented.last { return layer.stack.last }
        guard let selectedTab, stacks.indices.contains(selectedTab) else { return stacks.first?.last }
        return stacks[selectedTab].last
    }

    /// Checks what decoding cannot: the version, the limits on stacks, screens and layers, and
    /// that every route is one of `routes`.
    ///
    /// - Throws: `NavigationStateError.otherVersion`, `.tooLarge` or `.unknownScreen`.
    package func validate(against routes: RouteTable) throws(NavigationStateError) {
        guard version == Self.currentVersion else { throw .otherVersion(version) }
        try checkLimits()
        for route in self.routes where !routes.contains(route.pattern) {
            throw .unknownScreen(route.pattern.text)
        }
    }
}
