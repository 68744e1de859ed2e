import TerminalUI

/// Saves and restores the navigation of an app whose screens hang under a `TabBarCoordinator`:
/// each tab's stack and the layers presented over the tabs, as routes (`NavigationState`).
/// A path ends at the first screen without a route; what the app cannot take is named in `skipped`.
///
/// ```swift
/// let restoration = TabNavigationRestoration(tabs: tabs) { route, router in
///     route.pattern == NotesRoutes.note ? route.int("id").map { NoteCoordinator(router: router, id: $0) } : nil
/// }
/// let json = restoration.state(flow: "main", in: application.window).jsonText()
/// let problem = restoration.restore(json: json, routes: NotesRoutes.table)
/// ```
@MainActor
public struct TabNavigationRestoration {
    /// The tabs whose stacks are saved and restored.
    package let tabs: TabBarCoordinator
    /// Builds the coordinator of each saved route on its router, not started (nil: the app has
    /// no such screen); its `presentationStyle` must be the one the screen was saved with.
    package let screens: @MainActor (_ route: Route, _ router: any RouterProtocol) -> (any RouterCoordinator)?

    /// Saves and restores `tabs`, building restored screens with `screens`.
    public init(tabs: TabBarCoordinator, screens: @escaping @MainActor (_ route: Route, _ router: any RouterProtocol) -> (any RouterCoordinator)?) {
        self.tabs = tabs
        self.screens = screens
    }

    // MARK: - Saving

    /// The navigation of `tabs` now, with `window`'s presented layers, as flow `flow`.
    public func state(flow: String, in window: Window) -> NavigationState {
        let owners = Array(tabs.subtree())
        let stacks = tabs.tabCoordinators.map { Self.stack(of: $0.router, owners: owners) }
        var layers: [NavigationState.Layer] = []
        for presented in window.presentedViewControllers {
            guard let navigation = presented as? NavigationController,
                  let owner = Self.presenter(of: navigation, among: owners) as? any RouteProviding & RouterCoordinator,
                  owner.route != nil
            else { break }
            let routes = Self.stack(of: owner.router, owners: owners)
            guard !routes.isEmpty else { break }
            layers.append(NavigationState.Layer(style: NavigationEvent.label(of: navigation.modalPresentationStyle), stack: routes))
            // A layer whose stack ended early (a step with no route on top) ends the path.
            guard routes.count == navigation.viewControllers.count else { break }
        }
        return NavigationState(flow: flow, selectedTab: tabs.tabBarController.selectedIndex, stacks: stacks, presented: layers)
    }

    // MARK: - Restoring

    /// The steps that rebuild `state`'s tabs and layers (its flow is the app's business), and
    /// one line for each part of `state` they leave out.
    public func plan(restoring state: NavigationState) -> (plan: NavigationPlan, skipped: [String]) {
        var skipped: [String] = []
        var steps = [dismissPresented()]
        let tabCount = tabs.tabCoordinators.count
        // Without a valid saved selection, the tab selected now stays selected.
        let selectedNow = tabs.tabBarController.selectedIndex
        for (index, stack) in state.stacks.enumerated() {
            guard index < tabCount else {
                skipped.append("stack \(index + 1) (the app has \(tabCount) tabs)")
                continue
            }
            guard let root = stack.first else { continue }
            let tab = tabs.tabCoordinators[index]
            guard let tabRoute = (tab as? any RouteProviding)?.route, tabRoute == root else {
                skipped.append("tab \(index + 1)'s stack (its root \(root.url) is not the tab's screen)")
                continue
            }
            steps.append(select(index))
            steps.append(.immediate("pop tab \(index + 1) to its root") { [weak tab] in
                guard let tab else { return false }
                tab.router.popToRootCoordinator(isAnimated: true)
                return true
            })
            steps += pushSteps(stack.dropFirst()) { [weak tab] in tab }
        }
        if let selected = state.selectedTab {
            if (0..<tabCount).contains(selected) {
                steps.append(select(selected))
            } else {
                skipped.append("the selected tab \(selected) (the app has tabs 0 to \(tabCount - 1))")
                steps.append(select(selectedNow))
            }
        } else if steps.count > 1 {
            steps.append(select(selectedNow))
        }
        for (index, layer) in state.presented.enumerated() {
            guard let root = layer.stack.first, Self.styles.contains(layer.style) else {
                let reason = layer.stack.isEmpty ? "it has no screens" : "its style '\(layer.style)' is none of \(Self.styles.joined(separator: ", "))"
                let rest = state.presented.count - index
                skipped.append("presented layer \(index + 1)\(rest > 1 ? " and the \(rest - 1) above it" : "") (\(reason))")
                break
            }
            weak var layerRoot: (any RouterCoordinator)?
            steps.append(.immediate("present \(root.url) as a \(layer.style)") { [weak tabs, screens] in
                guard let target = tabs?.deepestVisibleRouterCoordinator,
                      let coordinator = screens(root, target.router),
                      let style = coordinator.presentationStyle.modalStyle, NavigationEvent.label(of: style) == layer.style
                else { return false }
                target.addChildCoordinator(coordinator)
                coordinator.start()
                layerRoot = coordinator
                return true
            })
            steps += pushSteps(layer.stack.dropFirst()) { layerRoot }
        }
        return (NavigationPlan(steps), skipped.map(PrintableText.escaping))
    }

    /// Decodes `json`, checks it against `routes` and runs the plan that restores it.
    ///
    /// - Returns: one line to show when something was not restored (why nothing was: a
    ///   malformed file, another version, an unknown screen, too large; or the parts left out),
    ///   nil when everything was.
    @discardableResult
    public func restore(json: String, routes: RouteTable) -> String? {
        let state: NavigationState
        do throws(NavigationStateError) {
            state = try NavigationState(json: json, routes: routes)
        } catch {
            return "\(error); starting fresh"
        }
        let (plan, skipped) = plan(restoring: state)
        var problems = skipped
        plan.run { outcome in
            if let stopped = outcome.stoppedAt { problems.append("'\(PrintableText.escaping(stopped))' could not be done, nor what follows it") }
        }
        return problems.isEmpty ? nil : "not restored: " + problems.joined(separator: "; ")
    }

    /// The style names a layer may have: every presentation style, so a new one is restored
    /// without a list to extend here.
    static let styles = ModalPresentationStyle.allCases.map(NavigationEvent.label(of:))

    private func dismissPresented() -> NavigationStep {
        NavigationStep("dismiss what is presented") { [weak tabs] done in
            guard let tabs else { return done(false) }
            tabs.router.dismissAllPresented(isAnimated: true) { done(true) }
        }
    }

    private func select(_ index: Int) -> NavigationStep {
        .immediate("select tab \(index + 1)") { [weak tabs] in
            guard let tabs else { return false }
            tabs.selectTab(at: index)
            // A tab the app refuses (a gate) is not on screen: nothing may be pushed on it.
            return tabs.tabBarController.selectedIndex == index
        }
    }

    /// One step per route: each pushes its screen on the router of the screen before it (the
    /// first on `base`'s), as that screen's child — a tab's stack or a presented layer's.
    private func pushSteps(_ routes: ArraySlice<Route>, base: @escaping @MainActor () -> (any RouterCoordinator)?) -> [NavigationStep] {
        weak var top: (any RouterCoordinator)?
        return routes.map { route in
            .immediate("push \(route.url)") { [screens] in
                guard let parent = top ?? base(),
                      let coordinator = screens(route, parent.router),
                      coordinator.presentationStyle == .push
                else { return false }
                parent.addChildCoordinator(coordinator)
                coordinator.start()
                top = coordinator
                return true
            }
        }
    }

    /// The routes of the screens on `router`'s stack, root first, owned by one of `owners`;
    /// stops at the first screen whose coordinator has no route or is not restorable.
    private static func stack(of router: any RouterInspection, owners: [any Coordinator]) -> [Route] {
        // Each screen's owner, found once: a deep stack is saved in time linear in its size.
        let ownerIDs = router.screenOwnerIDs
        var byID: [ObjectIdentifier: any Coordinator] = [:]
        for owner in owners { byID[ObjectIdentifier(owner)] = owner }
        var routes: [Route] = []
        for screen in router.stack {
            guard let id = ownerIDs[ObjectIdentifier(screen)], let owner = byID[id] as? any RouteProviding,
                  let route = owner.route
            else { break }
            routes.append(route)
        }
        return routes
    }

    /// The coordinator whose flow presented `navigation`.
    private static func presenter(of navigation: NavigationController, among owners: [any Coordinator]) -> (any Coordinator)? {
        owners.first { coordinator in
            guard let routed = coordinator as? any RouterCoordinator, routed.presentationStyle.isUsingPresent else { return false }
            return routed.router.navigationController === navigation
        }
    }
}
