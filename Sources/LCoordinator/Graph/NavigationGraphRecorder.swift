/// Builds a `NavigationGraph` from what the routers report while the app runs.
///
/// Give it the lines of a `NavigationLog` (`NavigationLog { recorder.record($0) }`): each
/// push, present or alert adds an edge from the coordinator on top to the one that showed the
/// screen; each departure adds one back, labelled `Esc` when the user left, otherwise with how
/// code removed it. The log is the router's existing observation hook, so no router changes.
@MainActor
public final class NavigationGraphRecorder {
    /// What was observed so far.
    public private(set) var graph = NavigationGraph()
    /// The screens on display as far as the log tells, bottom first: (screen, coordinator).
    private var shown: [(screen: String, coordinator: String)] = []

    /// A recorder that has seen nothing yet.
    public init() {}

    /// The node a session starts from, before its first screen.
    public static let launch = "Launch"

    /// Reads one line of a `NavigationLog`; lines it does not know are ignored.
    public func record(_ line: String) {
        guard let space = line.firstIndex(of: " ") else { return }
        let verb = String(line[..<space])
        let rest = String(line[line.index(after: space)...])
        switch verb {
        case "push", "present", "alert":
            let parts = rest.split(separator: " for ", omittingEmptySubsequences: false)
            guard parts.count >= 2, let last = parts.last else { return }
            let screen = parts.dropLast().joined(separator: " for ")
            let coordinator = verb == "alert" ? "Alert" : String(last)
            let from = shown.last?.coordinator ?? Self.launch
            graph.observe(from: from, to: coordinator, how: verb)
            shown.append((screen, coordinator))
        default:
            let byUser = rest.hasSuffix(" by the user")
            guard byUser || rest.hasSuffix(" by code") else { return }
            let screen = String(rest.dropLast(byUser ? " by the user".count : " by code".count))
            guard let index = shown.lastIndex(where: { $0.screen == screen }) else { return }
            let wasTop = index == shown.count - 1
            let leaving = shown.remove(at: index)
            if wasTop, let below = shown.last, below.coordinator != leaving.coordinator {
                graph.observe(from: leaving.coordinator, to: below.coordinator, how: byUser ? "Esc" : "\(verb) by code")
            }
        }
    }
}
