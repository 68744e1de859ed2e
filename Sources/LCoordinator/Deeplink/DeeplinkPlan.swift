/// What the manager decided (or would decide) for a link.
package struct DeeplinkPlan: Hashable, Sendable, CustomStringConvertible {
    /// A gate's verdict.
    package enum Gate: Hashable, Sendable {
        case passed
        case blocked(String)
        case notChecked
    }

    /// The outcome.
    package enum Outcome: Hashable, Sendable {
        /// Navigates now: `action` on the router of `target`.
        case handle(target: String, action: String)
        /// Kept in the pending queue until the reason is gone.
        case wait(String)
        /// Ignored: the visible screen already shows it.
        case duplicate
        /// The identical screen `screen` tops the stack under presented layers: those layers
        /// (`dismissing`, titles, top-most first) are dismissed — their callbacks run — and no
        /// copy is built.
        case reveal(screen: String, dismissing: [String])
        /// Refused with an error.
        case reject(DeeplinkError)
    }

    /// The link as given.
    package let url: String
    /// The name of the plugin that matched, if one did.
    package let plugin: String?
    /// Whether a delegate was set.
    package let delegateGate: Gate
    /// Whether the login requirement is met.
    package let authenticationGate: Gate
    /// Whether the app is ready to navigate.
    package let readinessGate: Gate
    /// Whether the visible screen already shows the link.
    package let duplicateGate: Gate
    /// What happens to the link.
    package let outcome: Outcome
    /// The typed route the link matched, when its plugin is declared by a pattern.
    package var route: Route?
    /// The navigations handling the link takes, one per step (empty when it is not handled).
    package var steps: [String] = []
    /// For a link its pattern refused: the pattern, and which parameter broke which constraint.
    package var mismatch: Mismatch?

    /// A link its route pattern refused, and why.
    package struct Mismatch: Hashable, Sendable {
        /// The pattern the link's scheme and host belong to.
        package let pattern: RoutePattern
        /// Which parameter broke which constraint (`'a b' is not a valid 'name' (expected …)`).
        package let reason: String
    }

    /// A readable description: the link, the matched route and parameters, the plugin and the
    /// gates, then the verdict.
    package var description: String {
        (["link: \(url)"] + detailLines + verdictLines).joined(separator: "\n")
    }

    /// What happens to the link, then each step of its plan when there are several.
    package var verdictLines: [String] {
        switch outcome {
        case .handle(let target, let action):
            var lines = ["→ \(action) from \(target)"]
            if steps.count > 1 {
                lines += steps.enumerated().map { "  \($0.offset + 1). \($0.element)" }
            }
            return lines
        case .wait(let reason): return ["→ waits: \(reason)"]
        case .duplicate: return ["→ ignored: already on screen"]
        case .reveal(let screen, let layers):
            return ["→ dismisses \(Self.list(layers)), shows \(screen) already on screen"]
        case .reject(let error): return ["→ refused: \(error)"]
        }
    }

    /// The matched route and its typed parameters, the plugin, and each gate's verdict.
    package var detailLines: [String] {
        var lines: [String] = []
        if let route {
            lines.append("route: \(route.pattern)")
            lines.append("parameters: \(route.parameterSummary)")
            if let constraints = route.pattern.constraintSummary { lines.append("accepts: \(constraints)") }
        }
        if let mismatch {
            lines.append("expected: \(mismatch.pattern)")
            lines.append("why: \(mismatch.reason)")
        }
        lines.append("plugin: \(plugin ?? "none")")
        func text(_ gate: Gate) -> String {
            switch gate {
            case .passed: "passed"
            case .blocked(let reason): "blocked — \(reason)"
            case .notChecked: "not checked"
            }
        }
        lines.append("delegate: \(text(delegateGate))")
        lines.append("login: \(text(authenticationGate))")
        lines.append("ready: \(text(readinessGate))")
        lines.append("duplicate: \(text(duplicateGate))")
        return lines
    }

    /// The plan as the deep-link console shows it: the verdict first, then the plan's steps,
    /// the matched route and its typed parameters, the plugin and the gates — so that a small
    /// screen that cuts the bottom lines never cuts the verdict. The link itself is left out
    /// (the console's field shows it).
    package var consoleLines: [String] { verdictLines + detailLines }

    /// `a`, `a and b`, `a, b and c`.
    private static func list(_ names: [String]) -> String {
        guard let last = names.last, names.count > 1 else { return names.first ?? "nothing" }
        return names.dropLast().joined(separator: ", ") + " and " + last
    }
}

extension DeeplinkPlan {
    /// The same plan with another outcome.
    func with(outcome: Outcome) -> DeeplinkPlan {
        DeeplinkPlan(url: url, plugin: plugin, delegateGate: delegateGate, authenticationGate: authenticationGate,
                     readinessGate: readinessGate, duplicateGate: duplicateGate, outcome: outcome, route: route, steps: steps)
    }
}
