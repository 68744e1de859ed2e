import LCoordinator

// The Navigation Patterns article: strategies, plugins, tab selection, plans and flows, as an
// app writes them (the Shop demo uses each, and `scripts/check-examples-public.sh` proves it
// reaches them as a module of another package would).

// doc-snippet begin
/// The ways to sign in: each key gets one strategy coordinator, built on first use and kept.
enum SignInMethod: StrategyType {
    case password(String)
    case passkey

    var cacheKey: String {
        switch self {
        case .password: "password"
        case .passkey: "passkey"
        }
    }
}

/// Signs in one way. Embedded (`.none`): it shows nothing of its own until it navigates with
/// its parent's router.
@MainActor
class SignInStrategy: BaseRouterCoordinator, StrategyCoordinator {
    init(router: any RouterProtocol) {
        super.init(router: router, presentationStyle: .none)
    }

    func perform(with input: SignInMethod) {}
}

@MainActor
final class PasswordSignIn: SignInStrategy {
    override func perform(with input: SignInMethod) {
        guard case .password(let password) = input, !password.isEmpty else { return }
        router.showAlert(title: "Signed in", message: "Welcome back.", from: self, animated: true,
                         actions: [AlertAction(title: "OK", style: .cancel)])
    }
}

@MainActor
final class SignInCoordinator: BaseRouterCoordinator {
    let strategies = StrategyCoordinatorFactory<SignInMethod, SignInStrategy> { method, router in
        switch method {
        case .password: PasswordSignIn(router: router)
        case .passkey: nil
        }
    }

    override func start() {
        strategies.configure(router: router, parentCoordinator: self) { [weak self] in self?.addChildCoordinator($0) }
        perform(PaddedScreen(title: "Sign in", [Label("Enter your password.")]), from: self)
    }

    func signIn(password: String) {
        strategies.getStrategy(for: .password(password))?.perform(with: .password(password))
    }
}
// doc-snippet end

// doc-snippet begin
/// A banner embedded in the home screen: its own coordinator and view, sharing the home
/// screen's router.
@MainActor
final class BannerPlugin: BasePluginCoordinator<String> {
    override func makePluginViewController() -> ViewController {
        PaddedScreen(title: "Today", [Label(context)])
    }
}

@MainActor
final class HomeScreenCoordinator: BaseRouterCoordinator {
    override func start() {
        // Adds the plugins as children, starts them, and hands back their screens to embed.
        let parts = installPlugins([BannerPlugin(router: router, context: "Spring sale: 20% off")])
        perform(HomeScreen(plugins: parts), from: self)
    }
}

/// The plugins' screens, one under the other.
final class HomeScreen: ViewController {
    let plugins: [ViewController]

    init(plugins: [ViewController]) {
        self.plugins = plugins
        super.init()
    }

    override func loadView() {
        let stack = StackView(spacing: 0, horizontalPadding: 1, topPadding: 0)
        view = stack
        for plugin in plugins { embed(plugin, in: stack) }
    }
}
// doc-snippet end

// doc-snippet begin
/// Two tabs, each a coordinator with its own stack.
@MainActor
final class AppTabsCoordinator: TabBarCoordinator {
    override func makeTabs() -> [any RouterCoordinator] {
        [InboxTabCoordinator(router: Router(navigationController: NavigationController())),
         SettingsTabCoordinator(router: Router(navigationController: NavigationController()))]
    }

    /// Selects Settings by its coordinator's type (nil: no such tab, or the selection was refused).
    func showSettings() -> SettingsTabCoordinator? {
        selectTab(ofType: SettingsTabCoordinator.self)
    }
}
// doc-snippet end

@MainActor
final class InboxTabCoordinator: BaseRouterCoordinator {
    override func start() { perform(PaddedScreen(title: "Inbox", [Label("No mail.")]), from: self) }
}

@MainActor
final class SettingsTabCoordinator: BaseRouterCoordinator {
    override func start() { perform(PaddedScreen(title: "Settings", [Label("Nothing to set.")]), from: self) }
}

// doc-snippet begin
/// `mail://settings`: from any screen, dismisses what is presented (sheets, alerts), then
/// selects the Settings tab.
final class SettingsLinkPlugin: RouteDeeplinkPlugin {
    let pattern = RoutePattern.literal("mail://settings")
    let usage = "a settings link has no path (mail://settings)"

    func buildCoordinator(route: Route, router: any RouterProtocol) -> (any Coordinator)? {
        SettingsLinkCoordinator(router: router)
    }

    /// What the `:` console's dry run lists: the plan's steps.
    func steps(for route: Route) -> [String] { ["dismiss what is presented", "select Settings"] }
}

/// Runs the link's plan on the tabs, then leaves the tree (the plan runs on).
@MainActor
final class SettingsLinkCoordinator: BaseRouterCoordinator {
    init(router: any RouterProtocol) {
        super.init(router: router, presentationStyle: .none)
    }

    override func start() {
        guard let tabs = findAncestor(ofType: AppTabsCoordinator.self) else { return finish() }
        let plan = NavigationPlan([
            // Each step is a real navigation; it says when it is done, or stops the plan.
            NavigationStep("dismiss what is presented") { [weak tabs] done in
                guard let tabs else { return done(false) }
                tabs.router.dismissAllPresented(isAnimated: true) { done(true) }
            },
            .immediate("select Settings") { [weak tabs] in
                tabs?.selectTab(ofType: SettingsTabCoordinator.self) != nil
            },
        ])
        plan.run { outcome in
            if !outcome.isComplete { print("stopped at \(outcome.stoppedAt ?? "")") }
        }
        finish()
    }
}
// doc-snippet end
