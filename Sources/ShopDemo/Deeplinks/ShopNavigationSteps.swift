import LCoordinator

/// The single navigations Shop's multi-step links and restored states are made of. Each holds
/// the tabs weakly and stops its plan when they are gone.
@MainActor
enum ShopNavigationSteps {
    /// Dismisses everything presented over the tabs (every callback runs).
    static func dismissPresented(on tabs: MainTabsCoordinator) -> NavigationStep {
        NavigationStep("dismiss what is presented") { [weak tabs] done in
            guard let tabs else { return done(false) }
            tabs.router.dismissAllPresented(isAnimated: true) { done(true) }
        }
    }

    /// Selects `tab`.
    static func select(_ tab: ShopTab, on tabs: MainTabsCoordinator) -> NavigationStep {
        .immediate("select \(tab.title)") { [weak tabs] in
            tabs?.switchTo(tab) != nil
        }
    }

    /// Pushes `Order #id` on the Orders tab.
    static func pushOrder(_ id: Int, on tabs: MainTabsCoordinator) -> NavigationStep {
        .immediate("push Order #\(id)") { [weak tabs] in
            tabs?.ordersCoordinator?.showOrder(id) != nil
        }
    }

    /// Presents the tracking of the order on top of the Orders tab, full screen.
    static func presentTracking(_ id: Int, on tabs: MainTabsCoordinator) -> NavigationStep {
        .immediate("present Tracking #\(id) full screen") { [weak tabs] in
            guard let detail = tabs?.ordersCoordinator?.children.last as? OrderDetailCoordinator, detail.orderID == id else { return false }
            detail.showTracking()
            return true
        }
    }
}
