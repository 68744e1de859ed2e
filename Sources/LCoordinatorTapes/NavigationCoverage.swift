import LCoordinator
import Tape
import TerminalCore

/// What a suite of tapes reaches in an app whose host is a `NavigationTapeHost` — screens,
/// transitions, deep-link routes and gates, footer keys — against what the host declares.
/// It wraps the host, recording each tape's session.
///
/// ```swift
/// let coverage = NavigationCoverage(host: NotesHost())
/// _ = TapeSuiteRunner(runner: TapeRunner(host: coverage)) { print($0) }.run(paths: tapes)
/// coverage.report.lines.forEach { print($0) }
/// ```
@MainActor
public final class NavigationCoverage: TapeCoverage {
    /// The app's own host, which builds every session.
    public let host: any NavigationTapeHost
    /// What the app declares (the host's map, read once).
    public let map: NavigationMap

    private var recorders: [NavigationGraphRecorder] = []
    private var managers: [DeeplinkManager] = []
    private let keys = KeyBindingCoverage()
    /// Every plan the managers recorded, by what coverage needs of it. A manager keeps only its
    /// last 50 plans, so each history is folded in after every event (a tape's `Deeplink` too).
    private var plans: Set<PlanSummary> = []

    /// What the report and the graph need of a plan.
    private struct PlanSummary: Hashable {
        enum Outcome: Hashable { case handled(target: String), waitedForLogin, duplicate, other }
        let name: String
        let outcome: Outcome
    }

    /// A collector that has seen no tape yet.
    public init(host: any NavigationTapeHost) {
        self.host = host
        self.map = host.navigationMap
    }

    /// The host's routes.
    public var routes: [String]? { host.routes }

    /// The graph observed over every tape so far (deep links as edges from `deep link` to the
    /// screens they opened, labelled by URL pattern), with what the map declares.
    public var graph: NavigationGraph {
        var graph = NavigationGraph()
        for recorder in recorders { graph.merge(recorder.graph) }
        graph.declare(map)
        return graph
    }

    /// Screens, transitions, routes, gates and keys (`CoverageReport.categoryNames`) reached
    /// over every tape so far.
    public var report: CoverageReport {
        let graph = graph
        let edgeName = { (edge: NavigationGraph.Edge) in "\(edge.from) -\(edge.how)-> \(edge.to)" }
        var routes: Set<String> = []
        var gates: Set<String> = []
        for plan in allPlans {
            switch plan.outcome {
            case .handled:
                routes.insert(plan.name)
                gates.insert("\(plan.name) logged in")
            case .waitedForLogin:
                gates.insert("\(plan.name) logged out")
            case .duplicate:
                gates.insert("\(plan.name) duplicate")
            case .other:
                break
            }
        }
        var declaredRoutes = map.deeplinks
        var declaredGates: Set<String> = []
        for plugin in managers.flatMap(\.plugins) {
            let name = Self.name(of: plugin)
            declaredRoutes.insert(name)
            declaredGates.insert("\(name) logged in")
            if plugin.requireAuthentication { declaredGates.insert("\(name) logged out") }
            if plugin.shouldPreventDuplicate { declaredGates.insert("\(name) duplicate") }
        }
        let screens = Set(map.screenNames)
        return CoverageReport(categories: [
            .init(name: "screens", declared: screens, reached: graph.observedNodes.intersection(screens)),
            .init(name: "transitions", declared: Set(graph.edges.map(edgeName)), reached: Set(graph.observedEdges.map(edgeName)),
                  undeclared: Set(undeclaredEdges(in: graph).map(edgeName))),
            .init(name: "routes", declared: declaredRoutes, reached: routes),
            .init(name: "gates", declared: declaredGates, reached: gates),
            keys.category,
        ])
    }

    /// The forward transitions observed that the map does not declare: pushes, presentations,
    /// alerts, tabs and flow switches. Esc and dismissals by code mirror them, and deep links
    /// count as routes, so those are not asked of the map; nor is anything of a map that
    /// declares no transition at all (the app keeps no map of them).
    private func undeclaredEdges(in graph: NavigationGraph) -> [NavigationGraph.Edge] {
        guard !map.transitions.isEmpty else { return [] }
        return graph.observedEdges.subtracting(map.transitions).filter { edge in
            edge.how != "Esc" && !edge.how.hasSuffix(" by code") && edge.from != NavigationGraphRecorder.deeplink
        }.sorted()
    }

    /// Builds the host's session for one tape, recording its navigation.
    public func makeSession(terminal: any Terminal, clock: any TerminalClock, route: String?) throws -> any TapeSession {
        let recorder = NavigationGraphRecorder()
        recorders.append(recorder)
        let log = NavigationLog()
        log.observer = recorder
        let session = try host.makeSession(terminal: terminal, clock: clock, route: route, log: log)
        let sessionManagers = session.deeplinkManagers
        managers.append(contentsOf: sessionManagers)
        keys.watch(session.application)
        let previousAfterEvent = session.application.afterEvent
        session.application.afterEvent = { [weak self] in
            previousAfterEvent?()
            for manager in sessionManagers { self?.fold(manager.history) }
        }
        return session
    }

    /// The graph in `format`.
    public func graph(_ format: GraphFormat) -> String {
        switch format {
        case .mermaid: graph.mermaid()
        case .dot: graph.dot()
        }
    }

    /// The plans folded so far and those still in the managers' histories.
    private var allPlans: Set<PlanSummary> {
        fold(managers.flatMap(\.history))
        return plans
    }

    /// Adds what coverage needs of `history` to `plans`.
    private func fold(_ history: [DeeplinkPlan]) {
        for plan in history {
            guard let name = Self.label(of: plan) else { continue }
            let outcome: PlanSummary.Outcome
            switch plan.outcome {
            case .handle(let target, _): outcome = .handled(target: target)
            case .wait:
                guard case .blocked = plan.authenticationGate else { continue }
                outcome = .waitedForLogin
            case .duplicate, .reveal: outcome = .duplicate
            case .reject: outcome = .other
            }
            plans.insert(PlanSummary(name: name, outcome: outcome))
        }
    }

    /// How a deep link is named in the graph and the report: its URL pattern, or the plugin's
    /// name for a plugin without one.
    static func label(of plan: DeeplinkPlan) -> String? {
        plan.route?.pattern.text ?? plan.plugin
    }

    /// How a plugin's route is named: its URL pattern, or its name.
    static func name(of plugin: any DeeplinkPlugin) -> String {
        (plugin as? any RouteDeeplinkPlugin)?.pattern.text ?? plugin.name
    }
}
