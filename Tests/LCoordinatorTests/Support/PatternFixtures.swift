import Testing
import TerminalCore
import TerminalUI
@testable import LCoordinator

/// Fixtures for the app-flow, deep-link and pattern tests. They live in the `PF` namespace so
/// they never clash with the types of other test files in this target.
@MainActor
enum PF {
    // MARK: - App on a headless terminal

    /// An `Application` on an 80×24 `HeadlessTerminal` with a `VirtualClock` and a leak tracker.
    @MainActor
    final class Harness {
        let terminal: HeadlessTerminal
        let clock = VirtualClock()
        let app: Application
        let tracker = LeakTracker()

        var window: Window { app.window }

        init(size: Size = .reference) {
            terminal = HeadlessTerminal(size: size)
            app = Application(terminal: terminal, clock: clock)
        }

        /// A router on `navigation` that reports to this harness's leak tracker.
        func makeRouter(_ navigation: NavigationController = NavigationController()) -> Router {
            Router(navigationController: navigation, leakTracker: tracker)
        }

        /// Makes `root` the window's root and puts the window on screen.
        func show(_ root: ViewController) {
            window.rootViewController = root
            start()
        }

        /// Puts the window on screen (once) and draws a frame.
        func start() {
            app.start()
            app.renderIfNeeded()
        }

        /// Types `keys` through the terminal and the application's real input path.
        func press(_ keys: KeyEvent...) {
            terminal.enqueue(contentsOf: keys.map { .key($0) })
            app.processPendingInput()
        }

        /// The screen as text, after drawing what changed.
        var screen: String {
            app.renderIfNeeded()
            return terminal.text
        }

        /// Whether the screen shows `text` on one row.
        func shows(_ text: String) -> Bool {
            app.renderIfNeeded()
            return terminal.contains(text)
        }
    }

    /// Records events in the order they happened.
    @MainActor
    final class Recorder {
        private(set) var events: [String] = []

        func record(_ event: String) { events.append(event) }

        func count(_ event: String) -> Int { events.filter { $0 == event }.count }
    }

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
            addChild(child)
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

    // MARK: - App flows

    enum Route: FlowRoute, Equatable {
        /// Log in: the root pushes "Log in", its pre-built child pushes "Intro".
        case login
        /// Home: a silent root with the tab bar coordinator as its pre-built child.
        case home
        /// Welcome: the root pushes "Welcome", its pre-built child presents "Terms" as a form sheet.
        case welcome
    }

    /// Builds the two flows, each on a fresh navigation controller and router.
    @MainActor
    struct FlowBuilder: FlowFactory {
        let tracker: LeakTracker?
        let recorder: Recorder

        func make(_ route: Route, parent: (any Coordinator)?) -> AppFlowBuildResult {
            let navigation = NavigationController()
            let router = Router(navigationController: navigation, leakTracker: tracker)
            switch route {
            case .login:
                let login = ScreenCoordinator(router: router, title: "Log in", recorder: recorder)
                let intro = ScreenCoordinator(router: router, title: "Intro", recorder: recorder)
                return AppFlowBuildResult(rootViewController: navigation, rootCoordinator: login, childCoordinators: [intro])
            case .home:
                navigation.isNavigationBarHidden = true
                let startup = SilentRootCoordinator(router: router, name: "Startup", recorder: recorder)
                let tabs = Tabs(router: router, tracker: tracker, recorder: recorder)
                return AppFlowBuildResult(rootViewController: navigation, rootCoordinator: startup, childCoordinators: [tabs])
            case .welcome:
                let welcome = ScreenCoordinator(router: router, title: "Welcome", recorder: recorder)
                let terms = ScreenCoordinator(router: router, style: .present(.formSheet), title: "Terms", recorder: recorder)
                return AppFlowBuildResult(rootViewController: navigation, rootCoordinator: welcome, childCoordinators: [terms])
            }
        }
    }

    typealias AppCoordinator = BaseAppCoordinator<FlowBuilder>

    // MARK: - Deep links

    /// The deep-link manager's delegate: login and readiness switches, what was refused and handled.
    @MainActor
    final class DeeplinkHost: DeeplinkManagerDelegate {
        var isAuthenticated = true
        var isReadyForDeeplinks = true
        weak var root: (any Coordinator)?
        private(set) var rejections: [(url: String, error: DeeplinkError)] = []
        /// Links handled, with the coordinator each built (held weakly, so checks of its release hold).
        private(set) var handled: [Handled] = []

        struct Handled {
            let url: String
            weak var coordinator: (any Coordinator)?
        }

        init(root: (any Coordinator)? = nil) {
            self.root = root
        }

        var deeplinkRootCoordinator: (any Coordinator)? { root }

        func deeplinkManager(_ manager: DeeplinkManager, didReject url: String, error: DeeplinkError) {
            rejections.append((url, error))
        }

        func deeplinkManager(_ manager: DeeplinkManager, didHandle url: String, with coordinator: any Coordinator) {
            handled.append(Handled(url: url, coordinator: coordinator))
        }
    }

    /// The id of a product link: one path segment of 1 to 9 ASCII digits, no query (like the demo's).
    static func numericID(_ component: DeeplinkComponent) -> Int? {
        guard component.pathSegments.count == 1, let text = component.pathSegments.first,
              (1...9).contains(text.count), text.allSatisfy({ $0.isASCII && $0.isNumber }),
              component.queryItems.isEmpty
        else { return nil }
        return Int(text)
    }

    /// `app://product/<id>`: pushes `Product <id>` on the deepest visible router.
    @MainActor
    final class ProductPlugin: DeeplinkPlugin {
        var requireAuthentication = true
        var shouldPreventDuplicate = true
        /// When false, `buildCoordinator` returns nil (a plugin that cannot build its screen).
        var canBuild = true
        private(set) var buildCount = 0

        func isApplicable(component: DeeplinkComponent) -> Bool {
            component.scheme == "app" && component.host == "product"
        }

        func validate(component: DeeplinkComponent) -> String? {
            PF.numericID(component) == nil ? "a product link needs an id of 1 to 9 digits (app://product/42)" : nil
        }

        func buildCoordinator(component: DeeplinkComponent, router: any RouterProtocol) -> (any Coordinator)? {
            guard canBuild, let id = PF.numericID(component) else { return nil }
            buildCount += 1
            return ScreenCoordinator(router: router, title: "Product \(id)")
        }

        func actionDescription(for component: DeeplinkComponent) -> String {
            "push Product \(component.pathSegments.first ?? "?")"
        }
    }

    /// `app://about`: a link that needs no login.
    @MainActor
    final class AboutPlugin: DeeplinkPlugin {
        var requireAuthentication: Bool { false }

        func isApplicable(component: DeeplinkComponent) -> Bool {
            component.scheme == "app" && component.host == "about"
        }

        func buildCoordinator(component: DeeplinkComponent, router: any RouterProtocol) -> (any Coordinator)? {
            ScreenCoordinator(router: router, title: "About")
        }
    }

    /// The home flow of `FlowBuilder` on a window, with a deep-link manager and its delegate.
    @MainActor
    final class TabbedApp {
        let harness = Harness()
        let recorder = Recorder()
        let app: AppCoordinator
        let manager: DeeplinkManager
        let host: DeeplinkHost
        let plugin = ProductPlugin()

        init(setUpDeeplinks: Bool = true) {
            app = AppCoordinator(window: harness.window, factory: FlowBuilder(tracker: harness.tracker, recorder: recorder),
                                 leakTracker: harness.tracker)
            manager = DeeplinkManager(plugins: [plugin, AboutPlugin()])
            host = DeeplinkHost(root: app)
            app.navigate(to: .home)
            harness.start()
            if setUpDeeplinks { manager.setup(delegate: host) }
        }

        var tabs: Tabs { app.findCoordinator(as: Tabs.self)! }

        /// Handles `url` and draws the result.
        @discardableResult
        func open(_ url: String) -> DeeplinkPlan {
            let plan = manager.handle(url: url)
            harness.app.settle()
            return plan
        }

        /// The product coordinators built from links that are still in the tree.
        var productTitles: [String] {
            var titles: [String] = []
            var stack: [any Coordinator] = [app]
            while let current = stack.popLast() {
                if let screen = current as? ScreenCoordinator, screen.title.hasPrefix("Product") { titles.append(screen.title) }
                stack.append(contentsOf: current.children.reversed())
            }
            return titles
        }
    }

    // MARK: - Popups

    /// A popup of the popup-flow tests.
    struct Popup: PopupItem, Equatable {
        enum Kind: Equatable {
            /// A system alert without a coordinator, shown with `router.showAlert`.
            case alert
            /// A bottom-sheet coordinator.
            case sheet
            /// Nothing on screen: the test calls `onDismiss` itself.
            case manual
        }

        let name: String
        let priority: Int
        var kind: Kind = .manual
    }

    /// A bottom sheet shown as a popup: tells the popup factory when it has closed.
    @MainActor
    final class PopupSheetCoordinator: BaseRouterCoordinator, PopupCoordinator {
        let title: String
        var onPopupDismiss: (@MainActor () -> Void)?

        init(router: any RouterProtocol, title: String) {
            self.title = title
            super.init(router: router, presentationStyle: .panModel)
        }

        override func start() {
            perform(Screen(title, body: "\(title) sheet"), from: self) { [weak self] in self?.onPopupDismiss?() }
        }
    }

    /// Shows the screen the popups go over and runs a popup flow through a `PopupFactory`.
    @MainActor
    final class PopupHost: BaseRouterCoordinator, PopupFlowCoordinatorDelegate {
        typealias Flow = PopupFlowCoordinator<Popup, PopupHost>

        let factory = PopupFactory()
        private(set) var shown: [String] = []
        private(set) var closed: [String] = []
        private(set) var finishedCount = 0
        /// Each popup's `onDismiss`, by name.
        private(set) var dismissers: [String: @MainActor () -> Void] = [:]
        /// The system alerts' answers, by popup name.
        private(set) var answers: [String: String] = [:]

        override func start() {
            factory.configure(router: router, parentCoordinator: self) { [weak self] child in self?.addChild(child) }
            perform(Screen("Start", body: "Welcome"), from: self)
        }

        /// A popup flow owned by this host.
        func makeFlow(_ popups: [Popup]) -> Flow {
            let flow = Flow()
            flow.delegate = self
            addChild(flow)
            for popup in popups { flow.addPopup(popup) }
            return flow
        }

        func showPopup(_ item: Popup, onDismiss: @escaping @MainActor () -> Void) -> (any Coordinator)? {
            shown.append(item.name)
            dismissers[item.name] = onDismiss
            switch item.kind {
            case .manual:
                return nil
            case .alert:
                let name = item.name
                let answer: @MainActor (AlertAction) -> Void = { [weak self] action in self?.answers[name] = action.title }
                factory.showAlert(title: item.name, message: "A system popup", actions: [
                    AlertAction(title: "Don't allow", style: .cancel, handler: answer),
                    AlertAction(title: "Allow", handler: answer),
                ], onDismiss: onDismiss)
                return nil
            case .sheet:
                return factory.showCoordinator({ router in PopupSheetCoordinator(router: router, title: item.name) }, onDismiss: onDismiss)
            }
        }

        func popupClosed(_ item: Popup) {
            closed.append(item.name)
        }

        func popupFlowFinished() {
            finishedCount += 1
        }
    }

    /// A popup flow delegate with no screen of its own: records what it is asked to show.
    @MainActor
    final class PopupLog: PopupFlowCoordinatorDelegate {
        private(set) var shown: [String] = []
        private(set) var finishedCount = 0

        func showPopup(_ item: Popup, onDismiss: @escaping @MainActor () -> Void) -> (any Coordinator)? {
            shown.append(item.name)
            return nil
        }

        func popupFlowFinished() {
            finishedCount += 1
        }
    }

    // MARK: - Strategies

    enum LoginKind: StrategyType {
        case password(String)
        case biometric

        var cacheKey: String {
            switch self {
            case .password: "password"
            case .biometric: "biometric"
            }
        }
    }

    /// A login strategy: embedded (`.none`), navigating with its `parentRouter`.
    @MainActor
    class LoginStrategy: BaseRouterCoordinator, StrategyCoordinator {
        private(set) var performed: [String] = []

        init(router: any RouterProtocol) {
            super.init(router: router, presentationStyle: .none)
        }

        func perform(with input: LoginKind) {
            performed.append(input.cacheKey)
        }
    }

    /// Pushes a "Verifying <name>" screen on the parent's router.
    @MainActor
    final class PasswordStrategy: LoginStrategy {
        override func perform(with input: LoginKind) {
            super.perform(with: input)
            guard case .password(let name) = input else { return }
            parentRouter.push(drawable: Screen("Verifying \(name)"), to: self, isAnimated: true, onNavigateBack: nil)
        }
    }

    /// Presents a "Touch the sensor" bottom sheet on the parent's router.
    @MainActor
    final class BiometricStrategy: LoginStrategy {
        override func perform(with input: LoginKind) {
            super.perform(with: input)
            let sheet = Screen("Touch the sensor")
            sheet.modalPresentationStyle = .bottomSheet
            parentRouter.present(drawable: sheet, coordinator: self, isAnimated: true, onDismiss: nil)
        }
    }

    /// Shows a login screen and owns a strategy factory.
    @MainActor
    final class LoginOwner: BaseRouterCoordinator {
        let strategies = StrategyCoordinatorFactory<LoginKind, LoginStrategy> { kind, router in
            switch kind {
            case .password: PasswordStrategy(router: router)
            case .biometric: BiometricStrategy(router: router)
            }
        }

        override func start() {
            strategies.configure(router: router, parentCoordinator: self) { [weak self] child in self?.addChild(child) }
            perform(Screen("Log in"), from: self)
        }
    }

    // MARK: - Plugins

    /// An embedded badge: a one-line label.
    @MainActor
    final class BadgePlugin: BasePluginCoordinator<String> {
        private(set) var startCount = 0

        init(router: any RouterProtocol, name: String) {
            super.init(router: router, context: name)
        }

        override var pluginId: String { context }

        override func start() {
            startCount += 1
            super.start()
        }

        override func makePluginViewController() -> ViewController {
            let part = ViewController()
            part.view = Label("[\(context) plugin]")
            return part
        }
    }

    /// A screen made of embedded plugin screens above its own body.
    @MainActor
    final class DashboardScreen: ViewController {
        private let parts: [ViewController]

        init(parts: [ViewController]) {
            self.parts = parts
            super.init()
            title = "Dashboard"
        }

        override func loadView() {
            let stack = StackView()
            view = stack
            for part in parts { embed(part, in: stack) }
            stack.addSubview(Label("Dashboard body"))
        }
    }

    /// A composite screen's coordinator: installs plugins and embeds their screens in its own.
    @MainActor
    final class DashboardCoordinator: BaseRouterCoordinator {
        private(set) var plugins: [BadgePlugin] = []
        private(set) var pluginScreens: [ViewController] = []
        private(set) weak var screen: DashboardScreen?

        override func start() {
            plugins = ["header", "banner", "report"].map { BadgePlugin(router: router, name: $0) }
            pluginScreens = installPlugins(plugins)
            let screen = DashboardScreen(parts: pluginScreens)
            self.screen = screen
            perform(screen, from: self)
        }
    }
}
