import LCoordinator

/// Builds a `NavigationGraph` from the navigation an app reports on its `NavigationLog` (the
/// tape host attaches one to every session).
///
/// It models what is on screen so each transition starts from the screen it left; a deep link's
/// edges start at the `deep link` node, one per step it took.
@MainActor
public final class NavigationGraphRecorder: NavigationObserver {
    /// The node a session starts from, before its first flow.
    package nonisolated static let launch = "Launch"
    /// The node alerts are drawn as.
    package nonisolated static let alert = "Alert"
    /// The node deep links start from (edges labelled by the route that handled them).
    package nonisolated static let deeplink = "deep link"

    /// What was observed so far.
    public private(set) var graph = NavigationGraph()

    private struct Entry {
        var screen: ObjectIdentifier
        var coordinator: String
        /// For a presentation: the stack that was current when it came (current again once it leaves).
        var returnStack: ObjectIdentifier?
    }

    private var stacks: [ObjectIdentifier: [Entry]] = [:]
    private var presented: [Entry] = []
    private var selectedStack: ObjectIdentifier?
    private var lastStack: ObjectIdentifier?
    private var currentFlow: String?
    /// The deep link navigating now, and the steps it took so far.
    private var link: (label: String, steps: [(to: String, how: String)])?

    /// A recorder that has seen nothing yet.
    package init() {}

    /// Records `event` as an edge of the graph.
    package func navigationDidHappen(_ event: NavigationEvent) {
        switch event {
        case let .shown(screen, coordinator, stack, how):
            shown(Entry(screen: screen, coordinator: coordinator), on: stack, how: how)
        case let .left(screen, stack, reason, byUser):
            left(screen, stack: stack, how: byUser ? "Esc" : "\(reason) by code")
        case let .tabSelected(container, tab, index, stack):
            observe(from: container, to: tab, how: "tab \(index + 1)")
            selectedStack = stack
            lastStack = stack
        case let .flowSwitched(from, to, route):
            graph.observe(from: from ?? currentFlow ?? Self.launch, to: to, how: "flow switch (\(route))")
            // The new flow's screens were shown before its root took the window; the old
            // flow's leave with their own events.
            currentFlow = to
        case let .deeplinkBegan(label):
            link = (label, [])
        case .deeplinkEnded:
            guard let (label, steps) = link else { return }
            link = nil
            for step in steps { graph.observe(from: Self.deeplink, to: step.to, how: "\(label) · \(step.how)") }
        }
    }

    /// An edge, or while a deep link navigates, one of its steps.
    private func observe(from: String, to: String, how: String) {
        if link != nil {
            link?.steps.append((to, how))
        } else {
            graph.observe(from: from, to: to, how: how)
        }
    }

    /// The coordinator of the top-most visible screen.
    private var top: String? {
        if let modal = presented.last { return stacks[modal.screen]?.last?.coordinator ?? modal.coordinator }
        for stack in [selectedStack, lastStack].compactMap({ $0 }) {
            if let entry = stacks[stack]?.last { return entry.coordinator }
        }
        return currentFlow
    }

    private func shown(_ entry: Entry, on stack: ObjectIdentifier, how: String) {
        if how == "push" {
            var list = stacks[stack] ?? []
            if let from = list.last { observe(from: from.coordinator, to: entry.coordinator, how: how) } else { graph.observe(node: entry.coordinator) }
            list.append(entry)
            stacks[stack] = list
            if list.count > 1 || lastStack == nil { lastStack = stack }
            return
        }
        let to = how == "alert" ? Self.alert : entry.coordinator
        observe(from: top ?? Self.launch, to: to, how: how)
        presented.append(Entry(screen: entry.screen, coordinator: to, returnStack: selectedStack ?? lastStack))
    }

    private func left(_ screen: ObjectIdentifier, stack: ObjectIdentifier, how: String) {
        if let index = presented.lastIndex(where: { $0.screen == screen }) {
            let leaving = top
            let wasTop = index == presented.count - 1
            let gone = presented.remove(at: index)
            stacks[screen] = nil
            if lastStack == screen || lastStack == nil { lastStack = gone.returnStack }
            if wasTop, link == nil, let leaving, let now = top, leaving != now { graph.observe(from: leaving, to: now, how: how) }
            return
        }
        guard var list = stacks[stack], let index = list.lastIndex(where: { $0.screen == screen }) else { return }
        let wasVisibleTop = index == list.count - 1 && presented.isEmpty
        let leaving = list.remove(at: index)
        stacks[stack] = list
        if wasVisibleTop, link == nil, let now = list.last, now.coordinator != leaving.coordinator {
            graph.observe(from: leaving.coordinator, to: now.coordinator, how: how)
        }
    }
}
