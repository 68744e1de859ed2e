import LCoordinator
import TerminalCore

/// The navigation map of an app: screens (named by the coordinator that shows them) and the
/// transitions between them, each labelled with how it happens (`push`, `present`, `alert`,
/// `Esc`, `dismissed by code`, a deep-link pattern, `tab`, `flow switch`).
///
/// Edges come from two places: what the app declares (`declare(from:to:how:)`, for routes,
/// tabs and flows) and what a `NavigationGraphRecorder` observed while the app ran
/// (`observe(from:to:how:)`). An edge only declared and never observed is drawn dashed.
///
/// ```swift
/// var graph = recorder.graph
/// graph.declare(from: "DeeplinkManager", to: "ProductCoordinator", how: "shop://product/{id}")
/// print(graph.mermaid())
/// ```
public struct NavigationGraph: Hashable, Sendable {
    /// One transition between two screens.
    package struct Edge: Hashable, Sendable, Comparable {
        /// The screen (coordinator type) the transition starts on.
        package var from: String
        /// The screen it leads to.
        package var to: String
        /// How it happens: `push`, `present`, `alert`, `Esc`, a deep-link pattern, …
        package var how: String

        /// - Parameters: see the properties.
        package init(from: String, to: String, how: String) {
            self.from = from
            self.to = to
            self.how = how
        }

        /// Orders edges by source, then target, then label.
        package static func < (lhs: Edge, rhs: Edge) -> Bool {
            (lhs.from, lhs.to, lhs.how) < (rhs.from, rhs.to, rhs.how)
        }
    }

    /// Every screen, observed or declared.
    package private(set) var nodes: Set<String> = []
    /// The screens seen while the app ran.
    package private(set) var observedNodes: Set<String> = []
    /// The transitions seen while the app ran.
    package private(set) var observedEdges: Set<Edge> = []
    /// The transitions the app declares (they may also be observed).
    package private(set) var declaredEdges: Set<Edge> = []
    /// Which group (flow, tab or modal) a screen belongs to, when known.
    package private(set) var groups: [String: String] = [:]

    /// An empty graph.
    package init() {}

    /// Every edge, observed or declared, in a stable order.
    package var edges: [Edge] { observedEdges.union(declaredEdges).sorted() }

    /// The edges declared but never observed.
    package var unobservedEdges: [Edge] { declaredEdges.subtracting(observedEdges).sorted() }

    /// Adds a screen the app declares (for example a tab's root).
    package mutating func declare(node: String, group: String? = nil) {
        nodes.insert(node)
        if let group { groups[node] = group }
    }

    /// Records a screen seen while the app ran.
    package mutating func observe(node: String) {
        nodes.insert(node)
        observedNodes.insert(node)
    }

    /// Adds a transition the app declares.
    package mutating func declare(from: String, to: String, how: String) {
        nodes.formUnion([from, to])
        declaredEdges.insert(Edge(from: from, to: to, how: how))
    }

    /// Records a transition seen while the app ran.
    package mutating func observe(from: String, to: String, how: String) {
        observe(node: from)
        observe(node: to)
        observedEdges.insert(Edge(from: from, to: to, how: how))
    }

    /// Adds everything `other` holds (for example the graphs of several replays).
    package mutating func merge(_ other: NavigationGraph) {
        nodes.formUnion(other.nodes)
        observedNodes.formUnion(other.observedNodes)
        observedEdges.formUnion(other.observedEdges)
        declaredEdges.formUnion(other.declaredEdges)
        groups.merge(other.groups) { current, _ in current }
    }

    /// The graph as a Mermaid flowchart: groups are subgraphs, declared-only edges dashed.
    public func mermaid() -> String {
        var lines = ["flowchart LR"]
        let grouped = Dictionary(grouping: nodes.sorted()) { groups[$0] }
        for group in grouped.keys.compactMap({ $0 }).sorted() {
            lines.append("  subgraph \(identifier(group))[\"\(escaped(group))\"]")
            for node in grouped[group] ?? [] { lines.append("    \(identifier(node))[\"\(escaped(node))\"]") }
            lines.append("  end")
        }
        for node in grouped[nil] ?? [] { lines.append("  \(identifier(node))[\"\(escaped(node))\"]") }
        for edge in edges {
            let arrow = observedEdges.contains(edge) ? "-->" : "-.->"
            lines.append("  \(identifier(edge.from)) \(arrow)|\"\(Self.mermaidLabel(edge.how))\"| \(identifier(edge.to))")
        }
        return lines.joined(separator: "\n")
    }

    /// The graph in Graphviz DOT: groups are clusters, declared-only edges dashed.
    public func dot() -> String {
        var lines = ["digraph navigation {", "  rankdir=LR;", "  node [shape=box];"]
        let grouped = Dictionary(grouping: nodes.sorted()) { groups[$0] }
        for group in grouped.keys.compactMap({ $0 }).sorted() {
            lines.append("  subgraph \"cluster_\(escaped(group))\" {")
            lines.append("    label=\"\(escaped(group))\";")
            for node in grouped[group] ?? [] { lines.append("    \"\(escaped(node))\";") }
            lines.append("  }")
        }
        for node in grouped[nil] ?? [] { lines.append("  \"\(escaped(node))\";") }
        for edge in edges {
            let style = observedEdges.contains(edge) ? "" : ", style=dashed"
            lines.append("  \"\(escaped(edge.from))\" -> \"\(escaped(edge.to))\" [label=\"\(escaped(edge.how))\"\(style)];")
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    /// A Mermaid node identifier: letters, digits and underscores only.
    private func identifier(_ name: String) -> String {
        "n_" + String(name.unicodeScalars.map { scalar in
            (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)) && scalar.isASCII ? Character(scalar) : "_"
        })
    }

    /// An edge label as Mermaid needs it: quotes as in `escaped`, and `<`, `>` and `|` as entity
    /// codes — a deep-link pattern such as `shop://tab/<tab:home|orders>` would otherwise read
    /// as an HTML tag (and vanish when rendered) or end the label early.
    package static func mermaidLabel(_ text: String) -> String {
        var result = ""
        // A label may hold a tape's link: control characters never reach the terminal raw.
        for character in PrintableText.escaping(text) {
            switch character {
            case "\"": result += "'"
            case "\\": result += "/"
            case "<": result += "#lt;"
            case ">": result += "#gt;"
            case "|": result += "#124;"
            default: result.append(character)
            }
        }
        return result
    }

    /// A label safe inside double quotes in Mermaid and DOT, its control characters spelled
    /// out (`\u{001B}`) so the graph never drives the terminal it is printed on.
    private func escaped(_ text: String) -> String {
        PrintableText.escaping(String(text.map { $0 == "\"" ? "'" : $0 == "\\" ? "/" : $0 }))
    }
}
