@_spi(Walkers) import TerminalUI

extension Coordinator {
    /// The nearest ancestor (parent, grandparent, …) that is a `T` — a protocol or a class.
    ///
    /// How a child reaches a handler anywhere above it without passing delegates down:
    /// ```swift
    /// findAncestor(ofType: FinishFlowDelegate.self)?.didFinishFlow()
    /// ```
    public func findAncestor<T>(ofType type: T.Type) -> T? {
        for case let match as T in ancestorChain(from: parentCoordinator) { return match }
        return nil
    }

    /// The first coordinator that is a `T` in this subtree (this one included), depth first.
    public func findCoordinator<T>(as type: T.Type) -> T? {
        for case let match as T in subtree() { return match }
        return nil
    }

    /// The most recent child that is a `T`.
    public func currentChild<T>(ofType type: T.Type) -> T? {
        children.reversed().lazy.compactMap { $0 as? T }.first
    }

    /// The coordinator whose screen the user sees: presented flows first, then the active child
    /// of containers, then the latest child — skipping embedded (`.none`) children.
    public var deepestVisibleCoordinator: any Coordinator {
        // A presented layer covers everything under it — even another tab selected (by code)
        // under a sheet presented from the first — so start from the flow whose modal is the
        // top-most on screen, wherever it hangs in this subtree, then walk down.
        var current: any Coordinator = topMostPresentedFlow ?? self
        for child in Chain(current.visibleChild, identity: ObjectIdentifier.init, next: { $0.visibleChild }) {
            current = child
        }
        return current
    }

    /// The deepest visible coordinator that navigates (a router coordinator not `.none`).
    public var deepestVisibleRouterCoordinator: (any RouterCoordinator)? {
        deepestVisibleCoordinator.nearestNavigatingCoordinator
    }

    /// The router coordinator whose screen tops each layer the user reaches by dismissing
    /// presented flows, top-most layer first: `deepestVisibleRouterCoordinator`, then the one on
    /// top under the top-most presented flow, and so on down to the window's base stack.
    /// Screens buried under others of their stack are not in it: reaching them needs a pop.
    var reachableRouterCoordinators: [any RouterCoordinator] {
        var layers: [any RouterCoordinator] = []
        if let top = deepestVisibleRouterCoordinator { layers.append(top) }
        var above = topMostPresentedLayer(below: .max)
        while let ceiling = above {
            let below = topMostPresentedLayer(below: ceiling.depth)
            var current: any Coordinator = below?.coordinator ?? self
            let onScreen = Chain(current.visibleChild(includingPresented: false), identity: ObjectIdentifier.init,
                                 next: { $0.visibleChild(includingPresented: false) })
            for child in onScreen { current = child }
            if let routed = current.nearestNavigatingCoordinator, !layers.contains(where: { $0 === routed }) {
                layers.append(routed)
            }
            above = below
        }
        return layers
    }

    /// This coordinator or its nearest ancestor that navigates (a router coordinator not `.none`).
    private var nearestNavigatingCoordinator: (any RouterCoordinator)? {
        for coordinator in ancestorChain(from: self) {
            if let routed = coordinator as? any RouterCoordinator, routed.presentationStyle != .none {
                return routed
            }
        }
        return nil
    }

    /// `first` and its ancestors, nearest first.
    func ancestorChain(from first: (any Coordinator)?) -> Chain<any Coordinator> {
        Chain(first, identity: ObjectIdentifier.init, next: { $0.parentCoordinator })
    }

    /// This coordinator and every one under it, depth first, parents before their children, each
    /// once (children an app assigns by hand could reach one twice, or loop); the walk goes below
    /// the coordinators `descending` accepts (all by default).
    func subtree(descending: @escaping (any Coordinator) -> Bool = { _ in true }) -> Subtree<any Coordinator> {
        Subtree(self as any Coordinator, identity: ObjectIdentifier.init) { descending($0) ? $0.children : [] }
    }

    /// The router of the deepest visible router coordinator: where a deep link navigates.
    public var topMostRouter: (any RouterProtocol)? {
        deepestVisibleRouterCoordinator?.router
    }

    /// The child on screen one level down, or nil at the bottom.
    var visibleChild: (any Coordinator)? { visibleChild(includingPresented: true) }

    /// The child on screen one level down; without `includingPresented`, as it is under the
    /// presented flows (the layer the user reaches by dismissing them).
    func visibleChild(includingPresented: Bool) -> (any Coordinator)? {
        // A presented flow whose modal already left is not on screen, even if its callback has
        // not removed it from the tree yet.
        // A container is never skipped as embedded: a `.none` tab bar coordinator is one whose
        // screen the app placed itself (a window root), and its active tab is on screen.
        // (A loop, not `filter`: each child is looked at once, its kind found once.)
        var latest: (any Coordinator)?
        var latestPresented: (any Coordinator)?
        for child in children {
            let kind = CoordinatorKind(child)
            guard !kind.isEmbedded, !kind.hasLeftItsModal, !(kind.routed == nil && child.children.isEmpty) else { continue }
            if kind.isPresentedNow {
                guard includingPresented else { continue }
                latestPresented = child
            }
            latest = child
        }
        if let latestPresented { return latestPresented }
        if let container = self as? any ActiveChildCoordinator {
            return container.activeChildCoordinator
        }
        return latest
    }

    /// The flow in this subtree (embedded subtrees skipped) whose modal sits highest in the
    /// window's presentation chain; nil when none of them is presented.
    var topMostPresentedFlow: (any Coordinator)? {
        topMostPresentedLayer(below: .max)?.coordinator
    }

    /// The presented flow in this subtree (embedded subtrees skipped) whose modal sits highest
    /// in the window's presentation chain under `ceiling`, with its depth in that chain.
    private func topMostPresentedLayer(below ceiling: Int) -> (coordinator: any Coordinator, depth: Int)? {
        var best: (coordinator: any Coordinator, depth: Int)?
        // Depths found once per call: n presented flows cost n steps, not n² (a restore
        // presents layer after layer and asks this before each).
        var depths: [ObjectIdentifier: Int] = [:]
        // Embedded subtrees are skipped: what they show is part of their host's screen.
        for node in subtree(descending: { $0 === self || !$0.isEmbedded }) {
            let kind = CoordinatorKind(node)
            if node !== self, kind.isEmbedded { continue }
            if kind.isPresentedNow, let routed = kind.routed {
                let depth = routed.router.navigationController.presentationDepth(remembering: &depths)
                if depth > 0, ceiling > depth, depth > (best?.depth ?? 0) { best = (node, depth) }
            }
        }
        return best
    }

    /// Whether this is a `.none` router coordinator (plugin, strategy): never a navigation target.
    ///
    /// A container (`ActiveChildCoordinator`) is never embedded, even with `.none`: a tab bar
    /// coordinator whose tab bar the caller shows itself would otherwise hide every tab from
    /// `deepestVisibleCoordinator` (and deep links).
    var isEmbedded: Bool { CoordinatorKind(self).isEmbedded }

    /// Whether this is a presented flow whose modal is gone (its router was restored).
    var hasLeftItsModal: Bool { CoordinatorKind(self).hasLeftItsModal }

    /// Whether this is a presented flow whose modal is still up (its router is the modal's).
    var isPresentedNow: Bool { CoordinatorKind(self).isPresentedNow }

    // MARK: - Printing

    /// The tree under this coordinator as text, one coordinator a line, the deepest visible one
    /// marked with `◀ visible`:
    /// ```
    /// AppCoordinator
    /// └─ TabbarCoordinator [push] active: HomeCoordinator
    ///    ├─ HomeCoordinator [push]
    ///    │  └─ HeaderPluginCoordinator [none · embedded]
    /// ```
    package var coordinatorTreeDescription: String {
        let visible = deepestVisibleCoordinator
        // Each coordinator with the branch drawn before its name and the one its children continue.
        typealias Row = (coordinator: any Coordinator, prefix: String, childPrefix: String)
        let rows = Subtree(Row(self, "", ""), identity: { ObjectIdentifier($0.coordinator) }) { row in
            let children = row.coordinator.children
            return children.enumerated().map { index, child in
                let last = index == children.count - 1
                return Row(child, row.childPrefix + (last ? "└─ " : "├─ "), row.childPrefix + (last ? "   " : "│  "))
            }
        }
        return rows.map { $0.coordinator.treeLine(prefix: $0.prefix, visible: visible) }.joined(separator: "\n")
    }

    /// This coordinator's line of the tree, after `prefix`.
    private func treeLine(prefix: String, visible: any Coordinator) -> String {
        var line = prefix + coordinatorName
        if let routed = self as? any RouterCoordinator {
            let embedded = routed.presentationStyle == .none ? " · embedded" : ""
            line += " [\(routed.presentationStyle.name)\(embedded)]"
            if isPresentedNow { line += " presented" }
        }
        if let container = self as? any ActiveChildCoordinator, let active = container.activeChildCoordinator {
            line += " active: \(active.coordinatorName)"
        }
        if self === visible { line += " ◀ visible" }
        return line
    }
}

extension ViewController {
    /// How many presenters are below this controller's layer (0 when it is not presented),
    /// reading and filling `known`, the depths already found.
    func presentationDepth(remembering known: inout [ObjectIdentifier: Int]) -> Int {
        var unknown: [ObjectIdentifier] = []
        // The depth of the lowest controller in `unknown`: 0 at the bottom of the chain, one
        // more than a presenter whose depth is known.
        var base = 0
        for presenter in Chain(self as ViewController?, next: { $0.presentingViewController }) {
            if let found = known[ObjectIdentifier(presenter)] {
                if unknown.isEmpty { return found }
                base = found + 1
                break
            }
            unknown.append(ObjectIdentifier(presenter))
        }
        for (offset, id) in unknown.reversed().enumerated() {
            known[id] = base + offset
        }
        return base + unknown.count - 1
    }
}
