import LCoordinator
import Testing

/// The Navigation Patterns article's examples do what the article says.
@MainActor
@Suite struct PatternSnippetsTests {
    /// The app a link opens in: the root of the tree for the deep-link manager.
    final class LinkHost: DeeplinkManagerDelegate {
        let root: any Coordinator
        var refusals: [String] = []
        init(root: any Coordinator) { self.root = root }
        var isAuthenticated: Bool { true }
        var deeplinkRootCoordinator: (any Coordinator)? { root }
        func deeplinkManager(_ manager: DeeplinkManager, didReject url: String, error: DeeplinkError) { refusals.append(url) }
    }

    @Test func theSettingsLinkDismissesTheSheetThenSelectsTheSettingsTab() throws {
        let application = Application(terminal: HeadlessTerminal(), clock: VirtualClock())
        let navigation = NavigationController()
        navigation.isNavigationBarHidden = true
        let tabs = AppTabsCoordinator(router: Router(navigationController: navigation))
        application.window.rootViewController = navigation
        tabs.start()
        application.start()
        let inbox = try #require(tabs.activeChildCoordinator as? InboxTabCoordinator)
        let compose = BaseRouterCoordinator(router: inbox.router, presentationStyle: .present(.bottomSheet))
        inbox.addChildCoordinator(compose)
        compose.perform(PaddedScreen(title: "Compose", [Label("A draft.")]), from: compose)
        application.settle()
        #expect(application.window.presentedViewControllers.count == 1)

        let host = LinkHost(root: tabs)
        let deeplinks = DeeplinkManager()
        deeplinks.register(SettingsLinkPlugin())
        deeplinks.setup(delegate: host)
        deeplinks.handle(url: "mail://settings")
        application.settle()

        #expect(host.refusals.isEmpty)
        #expect(application.window.presentedViewControllers.isEmpty)
        #expect(tabs.activeChildCoordinator is SettingsTabCoordinator)
        #expect(SettingsLinkPlugin().steps(for: try #require(SettingsLinkPlugin().pattern.match(url: "mail://settings"))) ==
            ["dismiss what is presented", "select Settings"])
    }

    @Test func theStrategyFactoryBuildsOnePasswordStrategyAndKeepsIt() {
        let navigation = NavigationController()
        let signIn = SignInCoordinator(router: Router(navigationController: navigation))
        signIn.start()
        signIn.signIn(password: "secret")
        signIn.signIn(password: "secret")
        #expect(signIn.children.count == 1)
        #expect(signIn.children.first is PasswordSignIn)
    }

    @Test func installedPluginsAreStartedChildrenWhoseScreensAreEmbedded() {
        let home = HomeScreenCoordinator(router: Router(navigationController: NavigationController()))
        home.start()
        #expect(home.children.count == 1)
        #expect((home.children.first as? BannerPlugin)?.pluginViewController != nil)
    }
}
