import LCoordinator

/// What an app declares about its navigation: its screens (by coordinator type, so a rename breaks
/// the map at compile time), their containers and the transitions its code can make. A recorded
/// graph says what happened; the map says what can, so coverage names what no tape reached.
///
/// ```swift
/// var map = NavigationMap()
/// map.screen(HomeCoordinator.self, in: "tab Home")
/// map.transition(from: HomeCoordinator.self, to: ProductCoordinator.self, .push)
/// graph.declare(map)       // declared-only edges are dashed
/// ```
public struct NavigationMap: Hashable, Sendable {
    /// How a declared transition happens; its `label` is the edge label a recorder uses.
    public enum How: Hashable, Sendable {
        /// Pushed on the current stack.
        case push
        /// Presented with a modal style.
        case present(ModalPresentationStyle)
        /// An alert shown through the router (the target is the `Alert` node).
        case alert
        /// The tab bar's tab `index` (1-based, as the keys 1, 2, 3 select them).
        case tab(Int)
        /// The app flow switched for `route`.
        case flowSwitch(String)

        /// The edge label, the same words `NavigationGraphRecorder` uses for observed edges.
        package var label: String {
            switch self {
            case .push: "push"
            case .present(let style): NavigationEvent.label(of: style)
            case .alert: "alert"
            case .tab(let index): "tab \(index)"
            case .flowSwitch(let route): "flow switch (\(route))"
            }
        }
    }

    /// The screens, each with its group (a flow, tab or modal), by coordinator type name.
    package private(set) var screens: [String: String?] = [:]
    /// Coordinators that hold screens but show none of their own (tab bars, flow containers).
    package private(set) var containers: Set<String> = []
    /// The transitions the app's code can make.
    package private(set) var transitions: Set<NavigationGraph.Edge> = []
    /// The deep-link routes the app handles, by URL pattern (or plugin name), counted by
    /// coverage even when no tape built an app; the sessions' plugins are added to them.
    package private(set) var deeplinks: Set<String> = []

    /// An empty map.
    public init() {}

    /// The name a coordinator type has in graphs (its type name, as `coordinatorName`).
    package static func name(of type: Any.Type) -> String { String(describing: type) }

    /// Declares a screen shown by coordinators of `type`, in `group` (e.g. `"tab Home"`).
    public mutating func screen(_ type: Any.Type, in group: String? = nil) {
        screens[Self.name(of: type)] = group
    }

    /// Declares a coordinator that holds other screens (a tab bar, an app-flow container).
    public mutating func container(_ type: Any.Type) {
        containers.insert(Self.name(of: type))
    }

    /// Declares that `from` can lead to `to` by `how`.
    public mutating func transition(from: Any.Type, to: Any.Type, _ how: How) {
        transitions.insert(.init(from: Self.name(of: from), to: Self.name(of: to), how: how.label))
    }

    /// Declares that `from` can show an alert.
    public mutating func alert(from: Any.Type) {
        transitions.insert(.init(from: Self.name(of: from), to: NavigationGraphRecorder.alert, how: How.alert.label))
    }

    /// Declares the flow the app starts in (or switches to) for `route`; `from` nil is launch.
    package mutating func flowSwitch(from: Any.Type?, to: Any.Type, route: String) {
        let origin = from.map(Self.name(of:)) ?? NavigationGraphRecorder.launch
        transitions.insert(.init(from: origin, to: Self.name(of: to), how: How.flowSwitch(route).label))
    }

    /// Declares the deep-link routes of `patterns` (`shop://product/<int:id>`).
    public mutating func deeplinks(_ patterns: [RoutePattern]) {
        deeplinks.formUnion(patterns.map(\.text))
    }

    /// Declares a deep-link route by its URL pattern's text, or a plugin without a pattern by
    /// its `name` (`DeeplinkPlugin.name`, its type name by default).
    public mutating func deeplink(_ name: String) {
        deeplinks.insert(name)
    }

    /// The screen names, sorted.
    package var screenNames: [String] { screens.keys.sorted() }

    /// The group of `screen`, when the map gives one.
    package func group(of screen: String) -> String? { screens[screen] ?? nil }

    /// Whether `node` is something the map knows: a screen, a container, or one of the
    /// recorder's own nodes (launch, alerts, deep links).
    package func knows(_ node: String) -> Bool {
        screens[node] != nil || containers.contains(node)
            || [NavigationGraphRecorder.launch, NavigationGraphRecorder.alert, NavigationGraphRecorder.deeplink].contains(node)
    }
}

extension NavigationGraph {
    /// Adds every screen (with its group), container and transition `map` declares.
    public mutating func declare(_ map: NavigationMap) {
        for screen in map.screenNames { declare(node: screen, group: map.group(of: screen)) }
        for edge in map.transitions { declare(from: edge.from, to: edge.to, how: edge.how) }
    }
}
