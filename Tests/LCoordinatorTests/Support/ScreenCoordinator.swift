import Testing
import TerminalCore
import TerminalUI
@testable import LCoordinator

/// A coordinator showing one `Screen` (with a view model) through `perform`, whatever its style.
///
/// Its `perform` callback is logged under its title, with facts checked when it runs: the
/// router it presented or pushed with holds no context for that screen any more, its `router`
/// is back to `parentRouter`, and the screen already got its disappearance callbacks.
@MainActor
class ScreenCoordinator: BaseRouterCoordinator {
    let title: String
    let log: CallbackLog
    private(set) weak var screen: Screen?
    private(set) weak var viewModel: ScreenViewModel?
    /// The modal's router while this flow is presented.
    private(set) weak var modalRouter: Router?
    private(set) var startCount = 0
    /// Runs after the `perform` callback was logged (to navigate from a callback).
    var afterFinish: (@MainActor () -> Void)?

    required init(_ title: String, router: any RouterProtocol, style: RouterPresentationStyle = .push, log: CallbackLog) {
        self.title = title
        self.log = log
        super.init(router: router, presentationStyle: style)
    }

    override func start() {
        startCount += 1
        let viewModel = ScreenViewModel(name: title)
        let screen = Screen(title, viewModel: viewModel)
        self.screen = screen
        self.viewModel = viewModel
        perform(screen, from: self) { [weak self, weak screen] in
            guard let self else { return }
            let screensStillTracked = (self.parentRouter as? Router)?.viewControllers(for: self) ?? []
            let navigation = self.presentationStyle.isUsingPresent ? screen?.navigationController : screen
            self.log.record(self.title, screen: screen, facts: [
                "its router holds no context for the screen": !screensStillTracked.contains { $0 === navigation },
                "router restored to parentRouter": self.router === self.parentRouter,
                "viewDidDisappear ran before": screen?.isAppeared == false,
                // Screens popped off their stack get it; screens that left with their whole
                // stack (a dismissed modal, a replaced tab, a new window root) keep their parent.
                "a screen removed from its stack got didMove(toParent: nil) once before": screen?.parent != nil
                    || screen?.movedToNilParentCount == 1,
            ])
            self.afterFinish?()
        }
        if router !== parentRouter { modalRouter = router as? Router }
    }

    /// The screen's navigation controller when this flow is presented (the modal's).
    var modalNavigationController: NavigationController? { modalRouter?.navigationController }
}

/// A second flow type, for `dismiss(ofType:)`, `findCoordinator(as:)` and friends.
@MainActor
final class OfferCoordinator: ScreenCoordinator {}

/// A type no test instantiates, for "nothing found" checks.
@MainActor
final class UnusedCoordinator: ScreenCoordinator {}

/// A non-routing coordinator (an analytics helper, a startup orchestrator).
@MainActor
final class HelperCoordinator: BaseCoordinator {}

/// An embedded plugin (the library's `BasePluginCoordinator`, `.none`, sharing its host's
/// router): builds a screen for its host to embed; never performs. Its context is its name.
@MainActor
final class TestPlugin: BasePluginCoordinator<String> {
    override func makePluginViewController() -> ViewController { Screen(context) }
}

/// The app's root coordinator (no router), like an `AppCoordinator`.
@MainActor
final class AppRootCoordinator: BaseCoordinator {}

/// A tab bar coordinator: one child per tab, each with its own router.
@MainActor
final class TabsCoordinator: BaseCoordinator, ActiveChildCoordinator {
    let tabBarController: TabBarController

    init(tabBarController: TabBarController) {
        self.tabBarController = tabBarController
        super.init()
    }

    var activeChildCoordinator: (any Coordinator)? {
        let index = tabBarController.selectedIndex
        return children.indices.contains(index) ? children[index] : nil
    }
}

extension RouterCoordinator {
    /// Creates a `ScreenCoordinator` on this coordinator's router (or `router`), adds it as a
    /// child and starts it.
    @discardableResult
    func show<C: ScreenCoordinator>(_ title: String, style: RouterPresentationStyle = .push, router: (any RouterProtocol)? = nil,
                                    as type: C.Type = ScreenCoordinator.self, log: CallbackLog) -> C {
        let child = C(title, router: router ?? self.router, style: style, log: log)
        addChildCoordinator(child)
        child.start()
        return child
    }
}
