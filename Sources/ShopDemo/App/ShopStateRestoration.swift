import LCoordinator
import TerminalUI

/// Saves Shop's navigation as a `NavigationState` and rebuilds it as a `NavigationPlan`.
///
/// Saved: the flow, the selected tab, each tab's stack and the presented layers, as routes,
/// up to the first screen that has none (`ShopScreenRoutes`): a path ends there. Restored:
/// dismiss what is presented, then per tab select it, pop to its root and push its routes,
/// then select the saved tab and present each layer (checking its style) with the screens
/// pushed inside it — each a real navigation through the Router.
@MainActor
enum ShopStateRestoration {
    /// The state of `app` now.
    static func snapshot(of app: AppCoordinator) -> NavigationState {
        guard case .home = app.currentRoute, let tabs = app.findCoordinator(as: MainTabsCoordinator.self) else {
            return NavigationState(flow: flowName(app.currentRoute))
        }
        let stacks = tabs.tabCoordinators.map { stack(of: $0.router, in: $0) }
        var layers: [NavigationState.Layer] = []
        for presented in app.window.presentedViewControllers {
            guard let navigation = presented as? NavigationController,
                  let owner = presenter(of: navigation, in: app) as? any RouteProviding & RouterCoordinator,
                  owner.isRestorable, owner.route != nil
            else { break }
            let routes = stack(of: owner.router, in: owner)
            guard !routes.isEmpty else { break }
            layers.append(NavigationState.Layer(style: NavigationEvent.label(of: navigation.modalPresentationStyle), stack: routes))
            // A layer whose stack ended early (a step with no route on top) ends the path.
            guard routes.count == navigation.viewControllers.count else { break }
        }
        return NavigationState(flow: "home", selectedTab: tabs.tabBarController.selectedIndex, stacks: stacks, presented: layers)
    }

    /// The steps that rebuild `state` on `app`'s tabs; nil when the state has no tabs to restore.
    static func plan(for state: NavigationState, app: AppCoordinator) -> NavigationPlan? {
        guard state.flow == "home", let tabs = app.findCoordinator(as: MainTabsCoordinator.self) else { return nil }
        let services = app.services
        var steps = [ShopNavigationSteps.dismissPresented(on: tabs)]
        for (index, stack) in state.stacks.enumerated() {
            guard let tab = ShopTab(rawValue: index), let root = stack.first, ShopScreenFactory.tab(of: root) == tab else { continue }
            steps.append(ShopNavigationSteps.select(tab, on: tabs))
            steps.append(.immediate("pop \(tab.title) to its root") { [weak tabs] in
                guard let coordinator = tabs?.tabCoordinators[index] else { return false }
                coordinator.router.popToRootCoordinator(isAnimated: true)
                return true
            })
            steps += pushSteps(stack.dropFirst(), services: services) { [weak tabs] in tabs?.tabCoordinators[index] }
        }
        if let selected = state.selectedTab, let tab = ShopTab(rawValue: selected) {
            steps.append(ShopNavigationSteps.select(tab, on: tabs))
        }
        for layer in state.presented {
            guard let root = layer.stack.first else { break }
            weak var layerRoot: (any RouterCoordinator)?
            steps.append(.immediate("present \(root.url) as a \(layer.style)") { [weak app] in
                guard let target = app?.deepestVisibleRouterCoordinator,
                      let coordinator = ShopScreenFactory.coordinator(for: root, router: target.router, services: services),
                      let style = coordinator.presentationStyle.modalStyle, NavigationEvent.label(of: style) == layer.style
                else { return false }
                target.addChild(coordinator)
                coordinator.start()
                layerRoot = coordinator
                return true
            })
            steps += pushSteps(layer.stack.dropFirst(), services: services) { layerRoot }
        }
        return NavigationPlan(steps)
    }

    /// One step per route: each pushes its screen on the router of the screen before it (the
    /// first on `base`'s), as that screen's child — a tab's stack or a presented layer's.
    private static func pushSteps(_ routes: ArraySlice<Route>, services: ShopServices,
                                  base: @escaping @MainActor () -> (any RouterCoordinator)?) -> [NavigationStep] {
        weak var top: (any RouterCoordinator)?
        return routes.map { route in
            .immediate("push \(route.url)") {
                guard let parent = top ?? base(),
                      let coordinator = ShopScreenFactory.coordinator(for: route, router: parent.router, services: services),
                      coordinator.presentationStyle == .push
                else { return false }
                parent.addChild(coordinator)
                coordinator.start()
                top = coordinator
                return true
            }
        }
    }

    private static func flowName(_ route: AppRoute?) -> String {
        switch route {
        case .onboarding, nil: "onboarding"
        case .login: "login"
        case .home: "home"
        }
    }

    /// The routes of the screens on `router`'s stack, root first, owned by `root` or below it;
    /// stops at the first screen whose coordinator has no route or is not restorable.
    private static func stack(of router: any RouterProtocol, in root: any Coordinator) -> [Route] {
        guard let router = router as? Router else { return [] }
        let owners = subtree(of: root)
        var routes: [Route] = []
        for screen in router.navigationController.viewControllers {
            guard let owner = owners.first(where: { router.viewControllers(for: $0).contains { $0 === screen } }) as? any RouteProviding,
                  owner.isRestorable, let route = owner.route
            else { break }
            routes.append(route)
        }
        return routes
    }

    /// The coordinator whose flow presented `navigation`.
    private static func presenter(of navigation: NavigationController, in root: any Coordinator) -> (any Coordinator)? {
        subtree(of: root).first { coordinator in
            guard let routed = coordinator as? any RouterCoordinator, routed.presentationStyle.isUsingPresent else { return false }
            return routed.router.navigationController === navigation
        }
    }

    /// `root` and every coordinator under it, level by level.
    private static func subtree(of root: any Coordinator) -> [any Coordinator] {
        var result: [any Coordinator] = [root]
        var index = 0
        while index < result.count {
            result += result[index].children
            index += 1
        }
        return result
    }
}
