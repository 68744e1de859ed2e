import TerminalCore
import TerminalUI

/// Builds the inspector's lines for a tree.
@MainActor
package enum InspectorReport {
    /// The tree under `root` (deepest visible coordinator marked), each router's stack and
    /// contexts, and the problems found: contexts without a screen, a visible screen no
    /// router owns, and `leakTracker`'s leaks (none reported when it is nil). Before the
    /// problems, `screen`'s views, one per line with its type, title and value, enabled and
    /// focused (the screen under the inspector; none listed when it is nil or gone).
    package static func lines(root: any Coordinator, window: Window, leakTracker: LeakTracker?,
                              screen: ViewController? = nil) -> [String] {
        let deepest = root.deepestVisibleCoordinator
        var lines = ["Deep links go to: \(root.deepestVisibleRouterCoordinator?.coordinatorName ?? "nowhere yet") (deepest visible: \(deepest.coordinatorName))",
                     "Tree (◀ = deepest visible):"]
        lines += root.coordinatorTreeDescription.split(separator: "\n").map { "  " + $0 }
        lines.append("")
        lines.append("Routers:")
        var seen: [ObjectIdentifier] = []
        var ownedScreens: [ObjectIdentifier] = []
        var problems: [String] = []
        for coordinator in root.subtree() {
            guard let routed = coordinator as? any RouterCoordinator else { continue }
            for candidate in [routed.router, routed.parentRouter] {
                guard !seen.contains(ObjectIdentifier(candidate)) else { continue }
                let router = candidate
                seen.append(ObjectIdentifier(router))
                let stack = router.stack.map { screen in
                    screen.isContainer ? String(describing: type(of: screen)) : (screen.title ?? String(describing: type(of: screen)))
                }
                lines.append("  \(coordinator.coordinatorName)'s router: [\(stack.joined(separator: " › "))]")
                for context in router.contextSnapshots {
                    let screen = context.screenTitle ?? "untitled"
                    lines.append("    \(context.kind) \(screen) for \(context.coordinatorType)\(context.hasCallback ? " (callback)" : "")")
                    if !context.isScreenAlive {
                        problems.append("a \(context.kind) context of \(context.coordinatorType) has no screen")
                    }
                }
                for screen in router.stack { ownedScreens.append(ObjectIdentifier(screen)) }
                ownedScreens.append(ObjectIdentifier(router.navigationController))
            }
        }
        if let visible = window.visibleViewController, !visible.isOverlay, !ownedScreens.contains(ObjectIdentifier(visible)) {
            problems.append("the visible screen \(visible.title ?? "untitled") belongs to no router of the tree")
        }
        for leak in leakTracker?.leaks() ?? [] { problems.append("leak: \(leak)") }
        if let screen {
            lines.append("")
            lines.append("Views of \(screen.title ?? String(describing: type(of: screen))):")
            lines += screen.view.inspectorLines.map { "  " + $0 }
        }
        lines.append("")
        lines.append(problems.isEmpty ? "No mismatches, no leaks." : "Problems:")
        lines += problems.map { "  ⚠ " + $0 }
        return lines
    }
}
