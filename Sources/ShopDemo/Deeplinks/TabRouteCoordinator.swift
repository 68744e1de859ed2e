import LCoordinator

/// A deep link's one-off plan on the tabs: dismiss what is presented, select a tab, then the
/// link's own steps (push an order, present its tracking), each a real navigation through the
/// Router. Embedded (`.none`); it leaves the tree at once, the plan runs on.
@MainActor
final class TabRouteCoordinator: BaseRouterCoordinator {
    private let tab: ShopTab
    private let then: @MainActor (MainTabsCoordinator) -> [NavigationStep]

    init(router: any RouterProtocol, tab: ShopTab, then: @escaping @MainActor (MainTabsCoordinator) -> [NavigationStep]) {
        self.tab = tab
        self.then = then
        super.init(router: router, presentationStyle: .none)
    }

    override func start() {
        guard let tabs = findAncestor(ofType: MainTabsCoordinator.self) else {
            finish()
            return
        }
        let steps = [ShopNavigationSteps.dismissPresented(on: tabs), ShopNavigationSteps.select(tab, on: tabs)] + then(tabs)
        NavigationPlan(steps).run()
        finish()
    }
}
