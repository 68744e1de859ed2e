import Testing
import TerminalCore
import TerminalUI
@testable import LCoordinator

/// Links the manager refuses (parser, plugin lookup or the plugin's validation), with their kind.
let refusedLinks: [(String, DeeplinkErrorKind)] = unparsableLinks + [
    ("http://product/42", .noPlugin),
    ("shop://product/42", .noPlugin),
    ("app://nothing/42", .noPlugin),
    ("app://product:80/42", .noPlugin),
    ("app://product", .invalid),
    ("app://product/", .malformed),
    ("app://product/abc", .invalid),
    ("app://product/12a", .invalid),
    ("app://product/-1", .invalid),
    ("app://product/1234567890", .invalid),
    ("app://product/４２", .invalid),
    ("app://product/%20", .invalid),
    ("app://product/1/2", .invalid),
    ("app://product/42?x=1", .invalid),
]

/// Delivery to the deepest visible router coordinator, the gates, refused links, dry runs.
@MainActor
@Suite struct DeeplinkManagerTests {
    let world = PF.TabbedApp()

    var home: PF.HomeTab { world.tabs.tabCoordinators[0] as! PF.HomeTab }

    // MARK: - Delivery

    @Test func aLinkPushesOnTheActiveTab() throws {
        let plan = world.open("app://product/42")
        #expect(plan.outcome == .handle(target: "HomeTab", action: "push Product 42"))
        #expect(world.tabs.stackTitles(0) == ["Home", "Product 42"])
        #expect(world.tabs.stackTitles(1) == ["Orders"])
        #expect(world.tabs.stackTitles(2) == ["Profile"])
        let product = try #require(home.children.last as? PF.ScreenCoordinator)
        #expect(product.title == "Product 42")
        #expect(product.parentCoordinator === home)
        #expect(world.host.handled.map(\.url) == ["app://product/42"])
        #expect(world.host.handled.first?.coordinator === product)
        #expect(world.harness.shows("Product 42"))
        #expect(world.harness.shows("‹ Esc"))
    }

    @Test func afterATabSwitchALinkPushesOnTheNewlySelectedTab() {
        world.harness.press(.char("2"))
        #expect(world.tabs.activeChildCoordinator is PF.OrdersTab)
        world.open("app://product/7")
        #expect(world.tabs.stackTitles(1) == ["Orders", "Product 7"])
        #expect(world.tabs.stackTitles(0) == ["Home"])
        #expect(world.harness.shows("Product 7"))

        world.tabs.selectTab(ofType: PF.ProfileTab.self)
        world.open("app://product/8")
        #expect(world.tabs.stackTitles(2) == ["Profile", "Product 8"])
        #expect(world.tabs.stackTitles(1) == ["Orders", "Product 7"])
    }

    @Test func aLinkPushesInsideAPresentedPageSheet() throws {
        weak var settings: PF.ScreenCoordinator?
        weak var product: PF.ScreenCoordinator?
        do {
            let sheet = home.show(PF.ScreenCoordinator(router: home.router, style: .present(.pageSheet), title: "Settings"))
            settings = sheet
            world.open("app://product/42")
            #expect(sheet.router.navigationController.viewControllers.map(\.title) == ["Settings", "Product 42"])
            product = sheet.children.last as? PF.ScreenCoordinator
            #expect(product?.parentCoordinator === sheet)
        }
        #expect(world.tabs.stackTitles(0) == ["Home"])
        #expect(world.harness.window.presentedViewControllers.count == 1)
        #expect(world.harness.shows("Product 42"))

        // Esc pops inside the sheet first, then closes it.
        world.harness.press(.escape)
        #expect(product == nil)
        #expect(world.harness.window.presentedViewControllers.count == 1)
        #expect(world.harness.shows("Settings"))
        world.harness.press(.escape)
        #expect(settings == nil)
        #expect(world.harness.window.presentedViewControllers.isEmpty)
        #expect(world.harness.tracker.leaks().isEmpty)
    }

    @Test func aLinkWhileABottomSheetIsUpPushesInsideTheSheet() throws {
        let sheet = home.show(PF.ScreenCoordinator(router: home.router, style: .panModel, title: "Promo"))
        #expect(world.harness.window.presentedViewControllers.first?.modalPresentationStyle == .bottomSheet)
        let plan = world.open("app://product/5")
        #expect(plan.outcome == .handle(target: "ScreenCoordinator", action: "push Product 5"))
        #expect(sheet.router.navigationController.viewControllers.map(\.title) == ["Promo", "Product 5"])
        #expect((sheet.children.last as? PF.ScreenCoordinator)?.title == "Product 5")
        #expect(world.tabs.stackTitles(0) == ["Home"])
        #expect(world.harness.window.presentedViewControllers.count == 1)
        #expect(world.harness.shows("Product 5"))
    }

    @Test func aLinkAfterTheSheetClosedGoesBackToTheTab() {
        home.show(PF.ScreenCoordinator(router: home.router, style: .present(.formSheet), title: "Filters"))
        world.harness.press(.escape)
        #expect(world.harness.window.presentedViewControllers.isEmpty)
        world.open("app://product/3")
        #expect(world.tabs.stackTitles(0) == ["Home", "Product 3"])
    }

    @Test func successiveLinksStackOnTheVisibleRouter() {
        world.open("app://product/1")
        world.open("app://product/2")
        #expect(world.tabs.stackTitles(0) == ["Home", "Product 1", "Product 2"])
        // The second product is a child of the first: the deepest visible coordinator then.
        #expect(world.productTitles == ["Product 1", "Product 2"])
        world.harness.press(.escape, .escape)
        #expect(world.tabs.stackTitles(0) == ["Home"])
        #expect(world.productTitles.isEmpty)
        #expect(world.harness.tracker.leaks().isEmpty)
    }

    @Test func aPopupFlowBesideTheTabsDoesNotTakeLinksAwayFromTheActiveTab() throws {
        let startup = try #require(world.app.children.first as? PF.SilentRootCoordinator)
        let log = PF.PopupLog()
        let flow = PopupFlowCoordinator<PF.Popup, PF.PopupLog>()
        flow.delegate = log
        startup.addChildCoordinator(flow)
        flow.addPopup(PF.Popup(name: "Rate us", priority: 0))
        flow.start()
        // A popup without a coordinator is up (nothing of it is in the tree).
        #expect(world.app.deepestVisibleCoordinator is PF.HomeTab)
        world.open("app://product/1")
        #expect(world.tabs.stackTitles(0) == ["Home", "Product 1"])

        // Finished but still a child: still not where links go.
        flow.notifyClosed()
        #expect(log.finishedCount == 1)
        world.harness.press(.char("2"))
        world.open("app://product/2")
        #expect(world.tabs.stackTitles(1) == ["Orders", "Product 2"])
        #expect(startup.router.navigationController.viewControllers.count == 1)
    }

    // MARK: - Gates

    @Test func whileLoggedOutALinkWaitsAndNothingNavigates() {
        world.host.isAuthenticated = false
        let plan = world.open("app://product/42")
        #expect(plan.outcome == .wait("waiting for login"))
        #expect(plan.authenticationGate == .blocked("log in first"))
        #expect(world.manager.pendingLinks == ["app://product/42"])
        #expect(world.tabs.stackTitles(0) == ["Home"])
        #expect(world.productTitles.isEmpty)
        #expect(world.plugin.buildCount == 0)
        #expect(world.host.rejections.isEmpty)
        #expect(world.host.handled.isEmpty)
        // Processing again changes nothing while still logged out.
        world.manager.processPendingDeeplinks()
        #expect(world.manager.pendingLinks == ["app://product/42"])
        #expect(world.tabs.stackTitles(0) == ["Home"])
    }

    @Test func afterLoginThePendingLinkRuns() {
        world.host.isAuthenticated = false
        world.open("app://product/42")
        world.host.isAuthenticated = true
        world.manager.processPendingDeeplinks()
        #expect(world.manager.pendingLinks.isEmpty)
        #expect(world.tabs.stackTitles(0) == ["Home", "Product 42"])
        #expect(world.host.handled.map(\.url) == ["app://product/42"])
    }

    @Test func severalPendingLinksRunInOrder() {
        world.host.isAuthenticated = false
        for id in [3, 1, 2] { world.open("app://product/\(id)") }
        #expect(world.manager.pendingLinks == ["app://product/3", "app://product/1", "app://product/2"])
        world.host.isAuthenticated = true
        world.manager.processPendingDeeplinks()
        #expect(world.tabs.stackTitles(0) == ["Home", "Product 3", "Product 1", "Product 2"])
        #expect(world.host.handled.map(\.url) == ["app://product/3", "app://product/1", "app://product/2"])
        #expect(world.manager.pendingLinks.isEmpty)
    }

    @Test func aLinkThatNeedsNoLoginRunsWhileLoggedOut() {
        world.host.isAuthenticated = false
        let plan = world.open("app://about")
        #expect(plan.authenticationGate == .passed)
        #expect(world.tabs.stackTitles(0) == ["Home", "About"])
        #expect(world.manager.pendingLinks.isEmpty)
    }

    @Test func aLinkBeforeSetupIsQueuedAndRunsAfterSetup() {
        let world = PF.TabbedApp(setUpDeeplinks: false)
        let plan = world.open("app://product/42")
        #expect(plan.delegateGate == .blocked("no delegate yet"))
        #expect(plan.outcome == .wait("no delegate yet"))
        #expect(world.manager.pendingLinks == ["app://product/42"])
        #expect(world.tabs.stackTitles(0) == ["Home"])
        world.manager.setup(delegate: world.host)
        #expect(world.manager.pendingLinks.isEmpty)
        #expect(world.tabs.stackTitles(0) == ["Home", "Product 42"])
    }

    @Test func aMalformedLinkBeforeSetupIsReportedToTheDelegateAfterSetup() {
        let world = PF.TabbedApp(setUpDeeplinks: false)
        world.open("app://product/abc")
        world.open("app://product/42")
        #expect(world.host.rejections.isEmpty)
        world.manager.setup(delegate: world.host)
        #expect(world.host.rejections.map(\.url) == ["app://product/abc"])
        #expect(world.host.rejections.map { DeeplinkErrorKind($0.error) } == [.invalid])
        #expect(world.tabs.stackTitles(0) == ["Home", "Product 42"])
        #expect(world.manager.pendingLinks.isEmpty)
    }

    @Test func whileNotReadyALinkStaysPending() {
        world.host.isReadyForDeeplinks = false
        let plan = world.open("app://product/42")
        #expect(plan.readinessGate == .blocked("app not ready"))
        #expect(plan.authenticationGate == .passed)
        #expect(world.manager.pendingLinks == ["app://product/42"])
        world.manager.processPendingDeeplinks()
        #expect(world.tabs.stackTitles(0) == ["Home"])
        world.host.isReadyForDeeplinks = true
        world.manager.processPendingDeeplinks()
        #expect(world.tabs.stackTitles(0) == ["Home", "Product 42"])
        #expect(world.manager.pendingLinks.isEmpty)
    }

    @Test func aSecondIdenticalLinkDoesNotPushASecondScreen() {
        world.open("app://product/42")
        let plan = world.open("app://product/42")
        #expect(plan.outcome == .duplicate)
        #expect(plan.duplicateGate == .blocked("already on screen"))
        #expect(world.tabs.stackTitles(0) == ["Home", "Product 42"])
        #expect(world.plugin.buildCount == 1)
        #expect(world.manager.pendingLinks.isEmpty)
        #expect(world.host.rejections.isEmpty)

        // A different id goes through.
        world.open("app://product/43")
        #expect(world.tabs.stackTitles(0) == ["Home", "Product 42", "Product 43"])
    }

    @Test func theSameScreenSpelledDifferentlyIsStillADuplicate() {
        world.open("app://product/42")
        #expect(world.open("APP://Product/42").outcome == .duplicate)
        #expect(world.open("app://product/%34%32").outcome == .duplicate)
        #expect(world.open("app://product/42#top").outcome == .duplicate)
        #expect(world.tabs.stackTitles(0) == ["Home", "Product 42"])
    }

    @Test func theSameLinkIsNoDuplicateOnceItsScreenLeft() {
        world.open("app://product/42")
        world.harness.press(.escape)
        #expect(world.tabs.stackTitles(0) == ["Home"])
        #expect(world.open("app://product/42").outcome == .handle(target: "HomeTab", action: "push Product 42"))
        #expect(world.tabs.stackTitles(0) == ["Home", "Product 42"])
    }

    @Test func duplicatesGoThroughWhenThePluginAllowsThem() {
        world.plugin.shouldPreventDuplicate = false
        world.open("app://product/42")
        world.open("app://product/42")
        #expect(world.tabs.stackTitles(0) == ["Home", "Product 42", "Product 42"])
    }

    // MARK: - Refused links

    @Test(arguments: refusedLinks)
    func aRefusedLinkNavigatesNowhereAndTheDelegateIsToldWhy(_ link: String, _ expected: DeeplinkErrorKind) {
        let plan = world.open(link)
        guard case .reject(let error) = plan.outcome else {
            Issue.record("\(link.debugDescription) was not refused: \(plan.outcome)")
            return
        }
        #expect(DeeplinkErrorKind(error) == expected, "\(link.debugDescription): \(error)")
        #expect(world.host.rejections.count == 1)
        #expect(world.host.rejections.first?.url == link)
        #expect(world.host.rejections.first?.error == error)
        #expect(world.host.handled.isEmpty)
        #expect(world.manager.pendingLinks.isEmpty)
        #expect(world.plugin.buildCount == 0)
        #expect(world.tabs.stackTitles(0) == ["Home"])
        #expect(world.harness.window.presentedViewControllers.isEmpty)
        #expect(world.productTitles.isEmpty)
    }

    @Test func aRefusedLinkIsRefusedEvenWhileLoggedOut() {
        world.host.isAuthenticated = false
        let plan = world.open("app://product/x")
        #expect(DeeplinkErrorKind(plan.rejectedError()) == .invalid)
        #expect(world.manager.pendingLinks.isEmpty)
        #expect(world.host.rejections.count == 1)
    }

    @Test func aPluginThatCannotBuildItsScreenIsReportedAsRefused() {
        world.plugin.canBuild = false
        let plan = world.open("app://product/42")
        #expect(plan.outcome == .reject(.buildFailed))
        #expect(world.manager.history.last?.outcome == .reject(.buildFailed))
        #expect(world.host.rejections.map(\.error) == [.buildFailed])
        #expect(world.tabs.stackTitles(0) == ["Home"])
    }

    // MARK: - Dry run

    @Test func aDryRunOfAHandledLinkMatchesWhatHandleDoes() throws {
        let historyBefore = world.manager.history.count
        let dry = world.manager.dryRun(url: "app://product/42")
        #expect(world.tabs.stackTitles(0) == ["Home"])
        #expect(world.manager.history.count == historyBefore)
        #expect(world.host.handled.isEmpty)

        let done = world.open("app://product/42")
        #expect(dry == done)
        #expect(dry.plugin == "ProductPlugin")
        #expect([dry.delegateGate, dry.authenticationGate, dry.readinessGate, dry.duplicateGate] == [.passed, .passed, .passed, .passed])
        guard case .handle(let target, _) = dry.outcome else {
            Issue.record("expected handle, got \(dry.outcome)")
            return
        }
        let product = try #require(world.host.handled.first?.coordinator)
        #expect(product.parentCoordinator?.coordinatorName == target)
        #expect(world.tabs.stackTitles(0) == ["Home", "Product 42"])
    }

    @Test func aDryRunOfAPendingLinkMatchesWhatHandleDoes() {
        world.host.isAuthenticated = false
        let dry = world.manager.dryRun(url: "app://product/42")
        #expect(world.manager.pendingLinks.isEmpty)
        let done = world.open("app://product/42")
        #expect(dry == done)
        #expect(dry.outcome == .wait("waiting for login"))
        #expect(world.manager.pendingLinks == ["app://product/42"])
        #expect(world.tabs.stackTitles(0) == ["Home"])
    }

    @Test func aDryRunOfADuplicateMatchesWhatHandleDoes() {
        world.open("app://product/42")
        let dry = world.manager.dryRun(url: "app://product/42")
        let done = world.open("app://product/42")
        #expect(dry == done)
        #expect(dry.outcome == .duplicate)
        #expect(world.tabs.stackTitles(0) == ["Home", "Product 42"])
        #expect(world.manager.pendingLinks.isEmpty)
    }

    @Test func aDryRunOfARefusedLinkMatchesWhatHandleDoes() {
        let dry = world.manager.dryRun(url: "app://product/x")
        #expect(world.host.rejections.isEmpty)
        let done = world.open("app://product/x")
        #expect(dry == done)
        #expect(dry.plugin == "ProductPlugin")
        #expect(DeeplinkErrorKind(dry.rejectedError()) == .invalid)
        #expect(world.host.rejections.count == 1)
        #expect(world.tabs.stackTitles(0) == ["Home"])
    }

    @Test func aDryRunDescribesItsGatesAndOutcome() {
        world.host.isAuthenticated = false
        let text = world.manager.dryRun(url: "app://product/42").description
        #expect(text.contains("plugin: ProductPlugin"))
        #expect(text.contains("login: blocked"))
        #expect(text.contains("waits"))
    }

    // MARK: - Robustness

    @Test func aLinkWithNoVisibleRouterWaits() {
        let empty = BaseCoordinator()
        world.host.root = empty
        let plan = withExtendedLifetime(empty) { world.open("app://product/42") }
        #expect(plan.readinessGate == .blocked("no visible router"))
        #expect(world.manager.pendingLinks == ["app://product/42"])
        world.host.root = world.app
        world.manager.processPendingDeeplinks()
        #expect(world.tabs.stackTitles(0) == ["Home", "Product 42"])
    }

    @Test func theManagerHoldsItsDelegateWeakly() {
        let manager = DeeplinkManager(plugins: [PF.ProductPlugin()])
        weak var weakHost: PF.DeeplinkHost?
        do {
            let host = PF.DeeplinkHost()
            weakHost = host
            manager.setup(delegate: host)
        }
        #expect(weakHost == nil)
        #expect(manager.handlePlan(url: "app://product/1").outcome == .wait("no delegate yet"))
    }
}

extension DeeplinkPlan {
    /// The error of a refused plan; records an issue at the caller (and returns `.buildFailed`)
    /// when it was not refused.
    func rejectedError(sourceLocation: SourceLocation = #_sourceLocation) -> DeeplinkError {
        if case .reject(let error) = outcome { return error }
        Issue.record("expected a refusal, got \(outcome)", sourceLocation: sourceLocation)
        return .buildFailed
    }
}
