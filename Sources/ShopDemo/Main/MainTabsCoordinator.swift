import LCoordinator

/// The main tab bar: one coordinator and one router per tab, state kept across switches.
@MainActor
package final class MainTabsCoordinator: TabBarCoordinator, TabSwitching {
    private let services: ShopServices

    init(router: any RouterProtocol, services: ShopServices) {
        self.services = services
        super.init(router: router)
    }

    package override func makeTabs() -> [any RouterCoordinator] {
        [
            HomeCoordinator(router: services.makeRouter(), services: services),
            OrdersCoordinator(router: services.makeRouter(), services: services),
            ProfileCoordinator(router: services.makeRouter(), services: services),
        ]
    }

    @discardableResult
    func switchTo(_ tab: ShopTab) -> (any Coordinator)? {
        selectTab(at: tab.rawValue)
        return activeChildCoordinator
    }

    var homeCoordinator: HomeCoordinator? { findChildCoordinator(ofType: HomeCoordinator.self) }
    var ordersCoordinator: OrdersCoordinator? { findChildCoordinator(ofType: OrdersCoordinator.self) }
}
