import Testing
import TerminalCore
import TerminalUI
@testable import LCoordinator

@MainActor
extension PF {
    // MARK: - Screens and coordinators

    /// A screen with a title and one line of body text.
    @MainActor
    final class Screen: ViewController {
        let body: String

        init(_ title: String, body: String? = nil) {
            self.body = body ?? "\(title) body"
            super.init()
            self.title = title
        }

        override func loadView() {
            view = Label(body)
        }
    }

    /// A router coordinator that shows one `Screen` with `perform` and records its start and
    /// the finish callback (in a recorder that outlives it).
    @MainActor
    class ScreenCoordinator: BaseRouterCoordinator {
        let title: String
        let recorder: Recorder?
        private(set) weak var screen: Screen?
        private(set) var startCount = 0

        init(router: any RouterProtocol, style: RouterPresentationStyle = .push, title: String, recorder: Recorder? = nil) {
            self.title = title
            self.recorder = recorder
            super.init(router: router, presentationStyle: style)
        }

        override func start() {
            startCount += 1
            recorder?.record("start \(title)")
            let screen = Screen(title)
            self.screen = screen
            let recorder = self.recorder
            let title = self.title
            perform(screen, from: self) { recorder?.record("finish \(title)") }
        }

        /// Adds `child` and starts it.
        @discardableResult
        func show<Child: Coordinator>(_ child: Child) -> Child {
            addChildCoordinator(child)
            child.start()
            return child
        }
    }

    /// A root coordinator that shows nothing itself (like the demo's start-up coordinator) and
    /// remembers what the tree looked like when it started.
    @MainActor
    final class SilentRootCoordinator: BaseRouterCoordinator {
        let name: String
        let recorder: Recorder
        private(set) var parentAtStart: (any Coordinator)?
        private(set) var childrenAtStart: [any Coordinator] = []

        init(router: any RouterProtocol, name: String, recorder: Recorder) {
            self.name = name
            self.recorder = recorder
            super.init(router: router)
        }

        override func start() {
            recorder.record("start \(name)")
            parentAtStart = parentCoordinator
            childrenAtStart = children
        }
    }

    // MARK: - Tabs

    /// A tab's root coordinator: shows one screen on the tab's own router.
    @MainActor
    class TabRoot: ScreenCoordinator {}
    @MainActor
    final class HomeTab: TabRoot {}
    @MainActor
    final class OrdersTab: TabRoot {}
    @MainActor
    final class ProfileTab: TabRoot {}

    /// A tab bar coordinator with three tabs (Home, Orders, Profile), one router per tab.
    @MainActor
    final class Tabs: TabBarCoordinator {
        let tracker: LeakTracker?
        let recorder: Recorder?

        init(router: any RouterProtocol, style: RouterPresentationStyle = .push, tracker: LeakTracker?, recorder: Recorder? = nil) {
            self.tracker = tracker
            self.recorder = recorder
            super.init(router: router, presentationStyle: style)
        }

        /// Tabs the user may not select (a subclass refusing a selection).
        var lockedTabs: Set<Int> = []

        override func start() {
            recorder?.record("start Tabs")
            super.start()
        }

        override func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool {
            guard let index = tabBarController.viewControllers.firstIndex(where: { $0 === viewController }) else { return false }
            return !lockedTabs.contains(index)
        }

        override func makeTabs() -> [any RouterCoordinator] {
            func router() -> Router { Router(navigationController: NavigationController(), leakTracker: tracker) }
            return [
                HomeTab(router: router(), title: "Home", recorder: recorder),
                OrdersTab(router: router(), title: "Orders", recorder: recorder),
                ProfileTab(router: router(), title: "Profile", recorder: recorder),
            ]
        }

        /// The router of tab `index`.
        func tabRouter(_ index: Int) -> Router? { tabCoordinators[index].router as? Router }

        /// The titles of tab `index`'s navigation stack, bottom first.
        func stackTitles(_ index: Int) -> [String] {
            tabCoordinators[index].router.navigationController.viewControllers.map { $0.title ?? "" }
        }
    }
}
