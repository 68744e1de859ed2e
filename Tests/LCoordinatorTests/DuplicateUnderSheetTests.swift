import Testing
import TerminalCore
import TerminalUI
@testable import LCoordinator

/// Duplicates are judged against what the user can reach. A link whose
/// identical screen tops the stack under presented layers dismisses those layers and shows it —
/// it never pushes a copy inside the sheet. A buried screen (not on top of its stack) is not
/// reachable without popping, so the link is handled like any other.
@MainActor
@Suite struct DuplicateUnderSheetTests {
    let world = PF.TabbedApp()

    /// The product coordinator the first link built.
    func product(_ index: Int = 0) throws -> PF.ScreenCoordinator {
        try #require(world.host.handled[index].coordinator as? PF.ScreenCoordinator)
    }

    /// Presents a page sheet titled `title` from `parent` (a child of it, like the demo's Settings).
    @discardableResult
    func presentSheet(_ title: String, from parent: PF.ScreenCoordinator, style: RouterPresentationStyle = .present(.pageSheet)) -> PF.ScreenCoordinator {
        let sheet = parent.show(PF.ScreenCoordinator(router: parent.router, style: style, title: title, recorder: world.recorder))
        world.harness.app.settle()
        return sheet
    }

    var presentedTitles: [String] {
        world.harness.window.rootViewController?.presentedChain.map { $0.title ?? "" } ?? []
    }

    @Test func anIdenticalScreenUnderASheetIsShownByDismissingTheSheet() throws {
        world.open("app://product/42")
        // Held weakly: the test's own reference must not keep the product alive after Esc.
        weak let product = try product()
        weak let productScreen = product?.screen
        weak var weakSheet: PF.ScreenCoordinator?
        weak var weakSheetScreen: PF.Screen?
        do {
            let sheet = presentSheet("Settings", from: try #require(product))
            weakSheet = sheet
            weakSheetScreen = sheet.screen
        }
        #expect(presentedTitles == ["Settings"])

        let plan = world.open("app://product/42")

        #expect(plan.outcome == .reveal(screen: "Product 42", dismissing: ["Settings"]))
        #expect(plan.duplicateGate == .blocked("already on screen under Settings"))
        #expect(presentedTitles.isEmpty)
        #expect(world.tabs.stackTitles(0) == ["Home", "Product 42"])
        #expect(world.plugin.buildCount == 1)
        #expect(world.productTitles == ["Product 42"])
        #expect(world.recorder.count("finish Settings") == 1)
        #expect(weakSheet == nil)
        #expect(weakSheetScreen == nil)
        #expect(productScreen != nil)
        #expect(world.app.deepestVisibleRouterCoordinator === product)
        #expect(world.host.rejections.isEmpty)
        #expect(world.host.handled.count == 2)
        #expect(world.host.handled.last?.coordinator === product)

        // One Esc goes back to Home: there is only one Product 42, and it is released.
        weak let weakProduct = product
        world.harness.press(.escape)
        #expect(world.tabs.stackTitles(0) == ["Home"])
        #expect(weakProduct == nil)
        #expect(world.recorder.count("finish Settings") == 1)
    }

    @Test func aDryRunOfADuplicateUnderASheetMatchesWhatHandleDoes() throws {
        world.open("app://product/42")
        presentSheet("Settings", from: try product())
        let dry = world.manager.dryRun(url: "app://product/42")
        #expect(presentedTitles == ["Settings"])
        #expect(dry.description.contains("→ dismisses Settings, shows Product 42 already on screen"))
        let done = world.open("app://product/42")
        #expect(dry == done)
        #expect(presentedTitles.isEmpty)
    }

    @Test func everyLayerOverTheScreenIsDismissedAndEachCallbackRunsOnce() throws {
        world.open("app://product/42")
        weak var weakPromo: PF.ScreenCoordinator?
        weak var weakSettings: PF.ScreenCoordinator?
        do {
            // Scoped: the test's own reference must not keep Settings alive after the reveal.
            let settings = presentSheet("Settings", from: try product())
            weakPromo = presentSheet("Promo", from: settings, style: .panModel)
            weakSettings = settings
        }
        #expect(presentedTitles == ["Settings", "Promo"])

        let plan = world.open("APP://Product/%34%32")

        #expect(plan.outcome == .reveal(screen: "Product 42", dismissing: ["Promo", "Settings"]))
        #expect(plan.description.contains("→ dismisses Promo and Settings, shows Product 42 already on screen"))
        #expect(presentedTitles.isEmpty)
        #expect(world.recorder.count("finish Promo") == 1)
        #expect(world.recorder.count("finish Settings") == 1)
        #expect(weakPromo == nil)
        #expect(weakSettings == nil)
        #expect(world.tabs.stackTitles(0) == ["Home", "Product 42"])
        #expect(world.plugin.buildCount == 1)
    }

    @Test func onlyTheLayersAboveTheScreenAreDismissed() throws {
        let home = try #require(world.tabs.tabCoordinators[0] as? PF.HomeTab)
        let settings = presentSheet("Settings", from: home)
        world.open("app://product/42")                   // pushed inside the sheet
        let product = try product()
        #expect(product.parentCoordinator === settings)
        weak var weakPromo: PF.ScreenCoordinator?
        do { weakPromo = presentSheet("Promo", from: product, style: .panModel) }
        #expect(presentedTitles == ["Product 42", "Promo"])

        let plan = world.open("app://product/42")

        #expect(plan.outcome == .reveal(screen: "Product 42", dismissing: ["Promo"]))
        #expect(presentedTitles == ["Product 42"])
        #expect(settings.router.navigationController.viewControllers.map { $0.title ?? "" } == ["Settings", "Product 42"])
        #expect(weakPromo == nil)
        #expect(world.recorder.count("finish Promo") == 1)
        #expect(world.recorder.count("finish Settings") == 0)
        #expect(world.app.deepestVisibleRouterCoordinator === product)
        #expect(world.plugin.buildCount == 1)
    }

    @Test func aPendingLinkRunAfterLoginAlsoDismissesTheSheet() throws {
        world.open("app://product/42")
        presentSheet("Settings", from: try product())
        world.host.isAuthenticated = false
        #expect(world.open("app://product/42").outcome == .wait("waiting for login"))
        #expect(presentedTitles == ["Settings"])
        world.host.isAuthenticated = true
        world.manager.processPendingDeeplinks()
        world.harness.app.settle()
        #expect(presentedTitles.isEmpty)
        #expect(world.manager.history.last?.outcome == .reveal(screen: "Product 42", dismissing: ["Settings"]))
        #expect(world.tabs.stackTitles(0) == ["Home", "Product 42"])
        #expect(world.plugin.buildCount == 1)
        #expect(world.recorder.count("finish Settings") == 1)
    }

    // MARK: - What is not reachable

    /// Documented choice: a screen buried under another one of its stack is not what the user
    /// reaches by closing the sheet, so the link pushes it on the deepest visible router, exactly
    /// as it does without a sheet ([Home, 42, 7] + link 42 pushes 42 again).
    @Test func aScreenBuriedUnderTheSheetStackIsNoDuplicate() throws {
        world.open("app://product/42")
        world.open("app://product/7")
        let settings = presentSheet("Settings", from: try product(1))
        let plan = world.open("app://product/42")
        #expect(plan.outcome == .handle(target: "ScreenCoordinator", action: "push Product 42"))
        #expect(plan.duplicateGate == .passed)
        #expect(presentedTitles == ["Product 42"])
        #expect(settings.router.navigationController.viewControllers.map { $0.title ?? "" } == ["Settings", "Product 42"])
        #expect(world.tabs.stackTitles(0) == ["Home", "Product 42", "Product 7"])
        #expect(world.recorder.count("finish Settings") == 0)
    }

    /// A tab selected under the sheet (by code) covers the product: closing the sheet would show
    /// Orders, so the product is not reachable and the link is handled like any other.
    @Test func aScreenOnATabNoLongerSelectedIsNoDuplicate() throws {
        world.open("app://product/42")
        presentSheet("Settings", from: try product())
        world.tabs.selectTab(at: 1)
        world.harness.app.settle()
        let plan = world.open("app://product/42")
        guard case .handle = plan.outcome else {
            Issue.record("expected a push in the sheet, got \(plan.outcome)")
            return
        }
        #expect(presentedTitles == ["Product 42"])
        #expect(world.plugin.buildCount == 2)
    }
}
