import Testing
import TerminalCore
import TerminalUI
@testable import LCoordinator

// Shared fixtures of the LCoordinator tests: a headless app harness, a generic screen
// coordinator, a callback log that checks "exactly once, after the screen left", and release
// checks with weak references. Every test drives the real TerminalUI controllers.

// MARK: - Screens and view models

/// The view model of a test screen (what a real screen would own).
@MainActor
final class ScreenViewModel: BaseViewModel {
    let name: String

    init(name: String) {
        self.name = name
        super.init()
    }
}

/// A test screen: a title, a label, and (optionally) the view model it owns.
@MainActor
final class Screen: ViewController, ViewModelOwning {
    let viewModel: ScreenViewModel?
    // Lifecycle counters, checked by callbacks ("after the screen has left").
    private(set) var didAppearCount = 0
    private(set) var didDisappearCount = 0
    private(set) var movedToNilParentCount = 0

    var ownedViewModels: [AnyObject] { viewModel.map { [$0] } ?? [] }

    /// Whether the screen is on screen by its appearance callbacks.
    var isAppeared: Bool { didAppearCount > didDisappearCount }

    init(_ title: String, viewModel: ScreenViewModel? = nil) {
        self.viewModel = viewModel
        super.init()
        self.title = title
    }

    override func loadView() {
        view = Label("Screen body of \(title ?? "?")")
    }

    override func viewDidAppear(_ animated: Bool) { didAppearCount += 1 }
    override func viewDidDisappear(_ animated: Bool) { didDisappearCount += 1 }
    override func didMove(toParent parent: ViewController?) {
        if parent == nil { movedToNilParentCount += 1 }
    }
}

// MARK: - Callback log

/// Records completion callbacks, and for each whether its screen had already left the window
/// when it ran, so a test can check "exactly once, after the screen has left".
@MainActor
final class CallbackLog {
    struct Entry {
        let name: String
        /// The screen had left (no window) when the callback ran; true when no screen was given.
        let screenHadLeft: Bool
        /// Facts the caller checked at callback time (all must be true).
        let facts: [String: Bool]
    }

    private(set) var entries: [Entry] = []

    var names: [String] { entries.map(\.name) }

    func count(_ name: String) -> Int {
        entries.filter { $0.name == name }.count
    }

    /// A callback recording `name`, checking that `screen` has left when it runs.
    func callback(_ name: String, leaving screen: ViewController? = nil) -> NavigationBackClosure {
        let hasScreen = screen != nil
        return { [weak self, weak screen] in
            self?.record(name, screen: screen, expectsScreen: hasScreen)
        }
    }

    /// An alert action handler recording `name` (TerminalUI runs handlers after the alert left;
    /// tests that care look at the window from their own handler).
    func alertHandler(_ name: String) -> @MainActor (AlertAction) -> Void {
        { [weak self] _ in self?.record(name, screen: nil, expectsScreen: false) }
    }

    func record(_ name: String, screen: ViewController?, expectsScreen: Bool = true, facts: [String: Bool] = [:]) {
        let left = expectsScreen ? (screen.map(CallbackLog.hasLeft) ?? true) : true
        entries.append(Entry(name: name, screenHadLeft: left, facts: facts))
    }

    /// Whether `screen` is off every window (popped, dismissed, replaced).
    static func hasLeft(_ screen: ViewController) -> Bool {
        screen.window == nil
    }

    /// Each of `names` fired exactly once, after its screen had left, with all its facts true.
    func expectFiredOnceAfterLeaving(_ names: String..., sourceLocation: SourceLocation = #_sourceLocation) {
        for name in names {
            let matching = entries.filter { $0.name == name }
            #expect(matching.count == 1, "\(name) fired \(matching.count) times; log: \(self.names)", sourceLocation: sourceLocation)
            for entry in matching {
                #expect(entry.screenHadLeft, "\(name) ran while its screen was still on screen", sourceLocation: sourceLocation)
                for (fact, holds) in entry.facts.sorted(by: { $0.key < $1.key }) {
                    #expect(holds, "\(name): \(fact) did not hold when it ran", sourceLocation: sourceLocation)
                }
            }
        }
    }

    /// None of `names` fired.
    func expectNotFired(_ names: String..., sourceLocation: SourceLocation = #_sourceLocation) {
        for name in names {
            #expect(count(name) == 0, "\(name) fired too early; log: \(self.names)", sourceLocation: sourceLocation)
        }
    }

    /// `first` fired before `second`.
    func expectOrder(_ first: String, before second: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let a = names.firstIndex(of: first)
        let b = names.firstIndex(of: second)
        #expect(a != nil && b != nil && a! < b!, "expected \(first) before \(second); log: \(names)", sourceLocation: sourceLocation)
    }
}

// MARK: - Coordinators

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
        addChild(child)
        child.start()
        return child
    }
}

// MARK: - App harness

/// A headless app: terminal, virtual clock, application, leak tracker and a coordinator tree.
///
/// `TestApp.stack()` shows one navigation stack with a `Home` screen; `TestApp.tabs(_:)` shows
/// a tab bar with one navigation controller, router and coordinator per tab.
@MainActor
final class TestApp {
    let terminal: HeadlessTerminal
    let clock = VirtualClock()
    let application: Application
    let tracker = LeakTracker()
    let log = CallbackLog()
    let appCoordinator = AppRootCoordinator()
    /// The router of the main stack (the first tab's with tabs). Routers are held by their
    /// coordinators only, never by the harness, so releases can be checked.
    var mainRouter: Router { mainRouterIfAlive! }
    private weak var mainRouterIfAlive: Router?
    /// The coordinator of the main stack's root screen (the first tab's with tabs); held by the
    /// tree only, so a test can check its release.
    private(set) weak var homeIfAlive: ScreenCoordinator?
    var home: ScreenCoordinator { homeIfAlive! }
    private(set) var tabBarController: TabBarController?
    private(set) var tabsCoordinator: TabsCoordinator?
    var tabRouters: [Router] { tabRouterBoxes.compactMap { $0.object as? Router } }
    private var tabRouterBoxes: [WeakBox] = []
    private var watched: [(label: String, box: WeakBox)] = []

    var window: Window { application.window }

    private init(size: Size) {
        terminal = HeadlessTerminal(size: size)
        application = Application(terminal: terminal, clock: clock)
    }

    /// One navigation stack as the window's root, with `Home` at its root.
    static func stack(rootTitle: String = "Home", size: Size = .reference) -> TestApp {
        let app = TestApp(size: size)
        let navigation = NavigationController()
        let router = Router(navigationController: navigation, leakTracker: app.tracker)
        app.mainRouterIfAlive = router
        app.window.rootViewController = navigation
        let home = ScreenCoordinator(rootTitle, router: router, log: app.log)
        app.appCoordinator.addChild(home)
        home.start()
        app.homeIfAlive = home
        app.application.start()
        return app
    }

    /// An app with nothing on screen yet: the test builds its root and calls `showRoot(_:)`.
    static func bare(size: Size = .reference) -> TestApp {
        let app = TestApp(size: size)
        app.application.start()
        return app
    }

    /// Makes `router`'s stack the window's root and the app's main router (held by the
    /// coordinator navigating with it, not by the harness).
    func showRoot(_ router: Router) {
        mainRouterIfAlive = router
        window.rootViewController = router.navigationController
    }

    /// A tab bar as the window's root: one stack, router and `ScreenCoordinator` per title.
    static func tabs(_ titles: [String] = ["Home", "Orders", "Profile"], size: Size = .reference) -> TestApp {
        let app = TestApp(size: size)
        let tabBar = TabBarController()
        let tabs = TabsCoordinator(tabBarController: tabBar)
        app.appCoordinator.addChild(tabs)
        var navigations: [NavigationController] = []
        for title in titles {
            let navigation = NavigationController()
            let router = Router(navigationController: navigation, leakTracker: app.tracker)
            let coordinator = ScreenCoordinator(title, router: router, log: app.log)
            tabs.addChild(coordinator)
            coordinator.start()
            navigations.append(navigation)
            app.tabRouterBoxes.append(WeakBox(router))
        }
        tabBar.setViewControllers(navigations, animated: false)
        app.window.rootViewController = tabBar
        app.tabBarController = tabBar
        app.tabsCoordinator = tabs
        app.mainRouterIfAlive = app.tabRouters.first
        app.homeIfAlive = tabs.children.first as? ScreenCoordinator
        app.application.start()
        return app
    }

    /// Drops the harness's references to the tab bar, its coordinator and routers (after an app
    /// flow switch), so their release can be checked; `mainRouter` becomes the new flow's.
    func forgetTabs(mainRouter router: Router) {
        tabBarController = nil
        tabsCoordinator = nil
        tabRouterBoxes = []
        mainRouterIfAlive = router
    }

    // MARK: Driving

    /// Sends keys through the application's run loop, as a user would.
    func press(_ keys: KeyEvent...) {
        terminal.enqueue(contentsOf: keys.map { .key($0) })
        application.processPendingInput()
    }

    /// Presents a frame if needed and returns the screen as text.
    @discardableResult
    func render() -> String {
        application.renderIfNeeded()
        return terminal.text
    }

    /// Whether the screen shows `text` (after rendering).
    func shows(_ text: String) -> Bool {
        render()
        return terminal.contains(text)
    }

    /// The titles of the presented layers' root screens, bottom to top.
    var presentedTitles: [String] {
        window.presentedViewControllers.map { (($0 as? NavigationController)?.rootViewController ?? $0).title ?? "" }
    }

    /// The title of the screen the user sees.
    var visibleTitle: String? { window.visibleViewController?.title }

    /// Closes every presented layer and pops every stack to its root, by code.
    func closeEverything() {
        let routers = tabRouterBoxes.isEmpty ? [mainRouterIfAlive].compactMap { $0 } : tabRouters
        routers.first?.dismissAllPresented(isAnimated: false, completion: nil)
        for router in routers { router.popToRootCoordinator(isAnimated: false) }
    }

    /// Remembers every coordinator under `coordinator` (not itself, not embedded plugins, which
    /// stay with their host) for `expectAllReleased`.
    func watchSubtree(of coordinator: any Coordinator) {
        for child in coordinator.children where !child.isEmbedded {
            if let screen = child as? ScreenCoordinator { watch(screen) } else { watch(child, "\(child.coordinatorName)") }
            watchSubtree(of: child)
        }
    }

    // MARK: Release checks

    /// Remembers `coordinator` (with its screen, view model and modal router) to check later
    /// that all of them were released.
    func watch(_ coordinator: ScreenCoordinator?, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let coordinator else {
            Issue.record("watched coordinator is already nil", sourceLocation: sourceLocation)
            return
        }
        watched.append(("coordinator \(coordinator.title)", WeakBox(coordinator)))
        if let screen = coordinator.screen { watched.append(("screen \(coordinator.title)", WeakBox(screen))) }
        if let model = coordinator.viewModel { watched.append(("view model \(coordinator.title)", WeakBox(model))) }
        if let router = coordinator.modalRouter {
            watched.append(("modal router of \(coordinator.title)", WeakBox(router)))
            watched.append(("modal navigation of \(coordinator.title)", WeakBox(router.navigationController)))
        }
    }

    /// Remembers any object to check later that it was released.
    func watch(_ object: AnyObject?, _ label: String) {
        watched.append((label, WeakBox(object)))
    }

    /// Everything watched was released, the leak tracker reports nothing, and the long-lived
    /// routers hold only `remainingContexts` contexts (the root screens').
    func expectAllReleased(remainingContexts: Int? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
        for (label, box) in watched where box.object != nil {
            Issue.record("\(label) is still alive", sourceLocation: sourceLocation)
        }
        let leaks = tracker.leaks()
        #expect(leaks.isEmpty, "leak tracker: \(leaks)", sourceLocation: sourceLocation)
        let routers = tabRouterBoxes.isEmpty ? [mainRouterIfAlive].compactMap { $0 } : tabRouters
        let expected = remainingContexts ?? (tabRouterBoxes.isEmpty ? 1 : tabRouterBoxes.count)
        let held = routers.map { $0.contextSnapshots.count }.reduce(0, +)
        #expect(held == expected, "routers hold \(held) contexts, expected \(expected) (the root screens'): \(routers.map(\.contextSnapshots))", sourceLocation: sourceLocation)
    }
}

/// A weak reference, for lists of objects expected to be released.
@MainActor
final class WeakBox {
    weak var object: AnyObject?
    init(_ object: AnyObject?) { self.object = object }
}

/// Every object given is released (its weak reference is nil).
@MainActor
func expectReleased(_ objects: [String: AnyObject?], sourceLocation: SourceLocation = #_sourceLocation) {
    for (label, object) in objects.sorted(by: { $0.key < $1.key }) where object != nil {
        Issue.record("\(label) is still alive", sourceLocation: sourceLocation)
    }
}
