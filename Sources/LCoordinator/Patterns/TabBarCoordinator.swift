import TerminalUI

/// A container coordinator for a tab bar: one child coordinator and one router per tab, the
/// selected tab's coordinator as `activeChildCoordinator`, state preserved across switches.
///
/// Subclasses return their tabs from `makeTabs()`; each tab coordinator navigates with its own
/// `Router(navigationController:)`, whose navigation controller becomes the tab.
@MainActor
open class TabBarCoordinator: BaseRouterCoordinator, ActiveChildCoordinator, TabBarControllerDelegate {
    /// The tab bar controller whose tabs are the tab coordinators' navigation controllers.
    public let tabBarController: TabBarController
    /// The tab coordinators, in tab order.
    public private(set) var tabCoordinators: [any RouterCoordinator] = []

    /// A tab bar coordinator shown with `presentationStyle` on `router`.
    public init(router: any RouterProtocol, presentationStyle: RouterPresentationStyle = .push, tabBarController: TabBarController = TabBarController()) {
        self.tabBarController = tabBarController
        super.init(router: router, presentationStyle: presentationStyle)
    }

    /// The coordinator of the selected tab.
    public var activeChildCoordinator: (any Coordinator)? {
        // Matched by screen, not by index: once a tab was replaced (`setViewControllers`), the
        // indices of `tabCoordinators` no longer match the tab bar's.
        guard let selected = tabBarController.selectedViewController else { return nil }
        return children.first { child in
            (child as? any RouterCoordinator)?.parentRouter.navigationController === selected
        }
    }

    /// The tabs' coordinators, each with its own router. Subclasses override it.
    open func makeTabs() -> [any RouterCoordinator] { [] }

    /// Builds and starts the tabs, then shows the tab bar controller with `perform`
    /// (or leaves it to the caller when the style is `.none`).
    open override func start() {
        guard tabCoordinators.isEmpty else { return }
        tabCoordinators = makeTabs()
        for tab in tabCoordinators {
            addChildCoordinator(tab)
            tab.start()
        }
        tabBarController.delegate = self
        tabBarController.setViewControllers(tabCoordinators.map { $0.router.navigationController })
        perform(tabBarController, from: self)
        if let selected = tabBarController.selectedViewController {
            tabBarController(tabBarController, didSelect: selected)
        }
    }

    /// Selects the tab whose coordinator is a `T`; returns it, or nil when there is none or the
    /// selection was refused (`tabBarController(_:shouldSelect:)`).
    @discardableResult
    public func selectTab<T>(ofType type: T.Type) -> T? {
        guard let index = tabCoordinators.firstIndex(where: { $0 is T }) else { return nil }
        tabBarController.select(tab: index)
        // A refused tab is not on screen: a caller must not push on it as if it were.
        guard tabBarController.selectedIndex == index else { return nil }
        return tabCoordinators[index] as? T
    }

    /// Selects tab `index`.
    public func selectTab(at index: Int) {
        tabBarController.select(tab: index)
    }

    /// Whether the tab showing `viewController` may be selected, by a key or by code (default:
    /// true). Declared here so subclasses can override it: the protocol's default implementation
    /// alone would be statically bound and a subclass's version never called.
    open func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool { true }

    /// Removes a finished tab (its stack was replaced) from the tabs too, so it is released.
    open override func childDidFinish(_ child: any Coordinator) {
        tabCoordinators.removeAll { $0 === child }
        super.childDidFinish(child)
    }

    /// Reports the selection on the router's navigation log (an override calls `super`).
    open func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {
        guard let index = tabCoordinators.firstIndex(where: { $0.router.navigationController === viewController }),
              let observer = router.log?.observer
        else { return }
        observer.navigationDidHappen(.tabSelected(container: coordinatorName, tab: tabCoordinators[index].coordinatorName,
                                                  index: index, stack: ObjectIdentifier(viewController)))
    }
}
