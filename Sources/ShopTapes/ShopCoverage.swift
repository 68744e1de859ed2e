import LCoordinator
import ShopDemo
import Tape

/// Collects what the tapes reach in Shop — screens, transitions, deep-link routes and their
/// gates — while `ShopTapeHost` builds one app per tape, and turns it into a `CoverageReport`
/// and a `NavigationGraph` (`lcdemo --replay --coverage`, `lcdemo --graph`).
///
/// Screens are named by the coordinator that shows them and declared with the transitions the
/// app can make in `ShopNavigationMap`; observed transitions come from the routers'
/// `NavigationLog` (through a `NavigationGraphRecorder`); routes and gates from the
/// `DeeplinkManager`'s history; footer keys from a `KeyBindingCoverage` on each app.
@MainActor
public final class ShopCoverage {
    /// What Shop declares: its screens, containers and transitions.
    public nonisolated static let map = ShopNavigationMap.map

    /// The coordinator types that show a screen of their own in Shop (from `map`).
    public nonisolated static var screens: [String] { map.screenNames }

    /// Shop's deep-link routes (URL patterns), declared even when no tape built an app.
    public nonisolated static let routes: [String] = ShopApp.routePatterns

    /// The coverage categories, in report order; `--coverage-min` names these.
    public nonisolated static let categories = ["screens", "transitions", "routes", "gates", "keys"]

    private var recorders: [NavigationGraphRecorder] = []
    private var managers: [(manager: DeeplinkManager, session: Session)] = []
    private var declaredRoutes = Set(ShopCoverage.routes)
    private let keys = KeyBindingCoverage()

    /// Nothing collected yet.
    public init() {}

    /// A log for the next app, feeding a fresh recorder (each tape starts a new app).
    func makeLog() -> NavigationLog {
        let recorder = NavigationGraphRecorder()
        recorders.append(recorder)
        let log = NavigationLog()
        log.observer = recorder
        return log
    }

    /// Watches `shop`'s deep links.
    func watch(_ shop: ShopApp) {
        managers.append((shop.services.deeplinks, shop.services.session))
        declaredRoutes.formUnion(shop.services.deeplinks.plugins.compactMap { ($0 as? any RouteDeeplinkPlugin)?.pattern.text })
        keys.watch(shop.application)
    }

    /// The graph observed over every tape so far, with what Shop declares.
    public var graph: NavigationGraph {
        var graph = NavigationGraph()
        for recorder in recorders { graph.merge(recorder.graph) }
        graph.declare(Self.map)
        for plan in managers.flatMap(\.manager.history) {
            if case .handle(let target, _) = plan.outcome, let label = Self.label(of: plan) {
                graph.observe(from: NavigationGraphRecorder.deeplink, to: target, how: label)
            }
        }
        return graph
    }

    /// Screens, transitions, routes and gates reached over every tape so far.
    public var report: CoverageReport {
        let graph = graph
        let edgeName = { (edge: NavigationGraph.Edge) in "\(edge.from) -\(edge.how)-> \(edge.to)" }
        var routes: Set<String> = []
        var gates: Set<String> = []
        for (manager, _) in managers {
            for plan in manager.history {
                guard let plugin = Self.label(of: plan) else { continue }
                switch plan.outcome {
                case .handle:
                    routes.insert(plugin)
                    gates.insert("\(plugin) logged in")
                case .wait:
                    if case .blocked = plan.authenticationGate { gates.insert("\(plugin) logged out") }
                case .duplicate, .reveal:
                    gates.insert("\(plugin) duplicate")
                case .reject:
                    break
                }
            }
        }
        var declaredGates: Set<String> = []
        for (manager, _) in managers.prefix(1) {
            for plugin in manager.plugins {
                let name = (plugin as? any RouteDeeplinkPlugin)?.pattern.text ?? plugin.name
                declaredGates.insert("\(name) logged in")
                if plugin.requireAuthentication { declaredGates.insert("\(name) logged out") }
                if plugin.shouldPreventDuplicate { declaredGates.insert("\(name) duplicate") }
            }
        }
        return CoverageReport(categories: [
            .init(name: "screens", declared: Set(Self.screens), reached: graph.observedNodes.intersection(Self.screens)),
            .init(name: "transitions", declared: Set(graph.edges.map(edgeName)), reached: Set(graph.observedEdges.map(edgeName))),
            .init(name: "routes", declared: declaredRoutes, reached: routes),
            .init(name: "gates", declared: declaredGates, reached: gates),
            keys.category,
        ])
    }

    /// How a deep link is named in the graph and the report: its URL pattern, or the plugin's
    /// name for a plugin without one.
    static func label(of plan: DeeplinkPlan) -> String? {
        plan.route?.pattern.text ?? plan.plugin
    }
}
