import Testing
import LCoordinator
import TerminalCore
import TerminalUI
@testable import ShopDemo

/// Saving and restoring Shop's navigation: every screen a tape reaches is
/// saved, restored in a fresh app, and the app lands on the same screen — or, for a screen
/// that is not restorable, on the one under it, where the saved path ends.
@MainActor
@Suite struct ShopStateRestorationTests {
    /// One screen to reach: where the app starts, how to get there, the title on top there,
    /// and the title a restore lands on (the same, unless the screen is not restorable).
    struct Walk: CustomStringConvertible, Sendable {
        let screen: String
        let start: StartRoute
        let steps: [Step]
        let title: String
        let restoredTitle: String
        var description: String { screen }

        init(_ screen: String, start: StartRoute = .home, _ steps: [Step], title: String, restoredTitle: String? = nil) {
            self.screen = screen
            self.start = start
            self.steps = steps
            self.title = title
            self.restoredTitle = restoredTitle ?? title
        }
    }

    enum Step: Sendable {
        case keys([KeyEvent])
        case type(String)
        case link(String)
        case sleep(Duration)
    }

    /// Every coordinator screen of `ShopNavigationMap`, plus the deeper and layered paths.
    nonisolated static let walks: [Walk] = [
        Walk("OnboardingCoordinator", start: .onboarding, [], title: "Welcome"),
        Walk("LoginCoordinator", start: .login, [], title: "Log in"),
        Walk("PromptSheetCoordinator", start: .login, [.type("ann"), .keys([.tab]), .type("pw"), .keys([.enter]), .sleep(.milliseconds(1500)),
                                                     .keys([.escape])],
             title: "Create your store", restoredTitle: "Home"),
        Walk("HomeCoordinator", [], title: "Home"),
        Walk("ProductCoordinator", [.keys([.char("1"), .enter])], title: "Product 1"),
        Walk("ProductCoordinator (related)", [.keys([.char("1"), .enter, .enter])], title: "Product 2"),
        Walk("CheckoutCoordinator", [.keys([.char("1"), .enter, .char("c")])], title: "Checkout", restoredTitle: "Product 1"),
        Walk("OrdersCoordinator", [.keys([.char("2")])], title: "Orders"),
        Walk("OrderDetailCoordinator", [.keys([.char("2"), .enter])], title: "Order #1001"),
        Walk("TrackingCoordinator", [.keys([.char("2"), .enter, .char("t")])], title: "Tracking #1001"),
        Walk("ProfileCoordinator", [.keys([.char("3")])], title: "Profile"),
        Walk("StorePickerCoordinator", [.keys([.char("3"), .down, .enter])], title: "Choose store", restoredTitle: "Profile"),
        Walk("log-out alert", [.keys([.char("3"), .down, .down, .enter])], title: "Log out?", restoredTitle: "Profile"),
        Walk("SettingsCoordinator", [.keys([.char("s")])], title: "Settings"),
        Walk("SettingsStepCoordinator", [.keys([.char("s"), .enter])], title: "Settings: Step 2", restoredTitle: "Settings"),
        Walk("PromoCoordinator", [.link("shop://promo/SPRING")], title: "Promo SPRING"),
        Walk("Product in the Settings sheet", [.keys([.char("s")]), .link("shop://product/42")], title: "Product 42"),
        Walk("tracking link over Home's stack", [.keys([.char("1"), .enter]), .link("shop://order/1003/tracking")], title: "Tracking #1003"),
    ]

    private func makeApp(_ start: StartRoute) async -> (ShopApp, HeadlessTerminal) {
        let terminal = HeadlessTerminal()
        let shop = ShopApp(terminal: terminal, clock: VirtualClock())
        shop.start(route: start)
        await shop.application.waitForWork()
        return (shop, terminal)
    }

    private func run(_ steps: [Step], on shop: ShopApp, terminal: HeadlessTerminal) async {
        for step in steps {
            switch step {
            case .keys(let keys):
                for key in keys {
                    terminal.enqueue(.key(key))
                    await shop.application.processPendingInput()
                }
            case .type(let text):
                for character in text {
                    terminal.enqueue(.key(.char(character)))
                    await shop.application.processPendingInput()
                }
            case .link(let url):
                shop.openDeeplink(url)
                await shop.application.waitForWork()
            case .sleep(let duration):
                guard let clock = shop.application.clock as? VirtualClock else { return }
                await shop.application.advance(by: duration, on: clock)
            }
        }
    }

    private func title(_ shop: ShopApp) -> String? {
        shop.application.window.visibleViewController?.navigationTitle
    }

    @Test(arguments: walks)
    func restoringTheStateSavedOnAScreenLandsOnIt(walk: Walk) async {
        let (original, terminal) = await makeApp(walk.start)
        await run(walk.steps, on: original, terminal: terminal)
        #expect(title(original) == walk.title, "did not reach \(walk.screen)")
        let saved = original.navigationState
        let json = saved.jsonText()

        // A signed-in state restores in a signed-in app (a logged-out one waits: tested below).
        let (restored, _) = await makeApp(saved.flow == "home" ? .home : walk.start)
        #expect(restored.restore(json: json) == nil)
        await restored.application.waitForWork()
        #expect(title(restored) == walk.restoredTitle, "\(walk.screen): \(json)")
        #expect(restored.navigationState == saved, "\(walk.screen) restored a different state")
        #expect(restored.leakReport().isEmpty)
    }

    @Test func aRestoreWhileLoggedOutWaitsForLoginAndThePopups() async {
        let (original, terminal) = await makeApp(.home)
        await run([.keys([.char("2"), .enter, .char("t")])], on: original, terminal: terminal)
        let saved = original.navigationState

        let (restored, restoredTerminal) = await makeApp(.login)
        #expect(restored.restore(json: saved.jsonText()) == nil)
        await restored.application.waitForWork()
        #expect(title(restored) == "Log in")
        await run([.type("bo"), .keys([.tab]), .type("pw"), .keys([.enter]), .sleep(.milliseconds(1500))], on: restored, terminal: restoredTerminal)
        #expect(title(restored) == "Allow notifications?")
        await run([.keys([.escape, .escape, .escape])], on: restored, terminal: restoredTerminal)
        #expect(title(restored) == "Tracking #1001")
        #expect(restored.navigationState == saved)
    }

    @Test(arguments: [
        ("not json", "the saved state is malformed (not JSON); starting fresh"),
        (#"{"version": 9}"#, "the saved state is version 9; this app reads version 1; starting fresh"),
        (#"{"version": 1, "flow": "home", "selectedTab": 0, "stacks": [[{"pattern": "shop://wishlist", "parameters": {}}]], "presented": []}"#,
         "the saved state names a screen that no longer exists (shop://wishlist); starting fresh"),
        (#"{"version": 1, "flow": "home", "selectedTab": 0, "stacks": [[{"pattern": "shop://product/<int:id>", "parameters": {"id": -3}}]], "presented": []}"#,
         "the saved state is malformed ('-3' is not a valid 'id' for shop://product/<int:id> (expected 1–9 digits, no leading zero)); starting fresh"),
    ])
    func aBadStateGivesOneLineAndAFreshStart(json: String, reason: String) async {
        let (shop, _) = await makeApp(.home)
        let fresh = shop.navigationState
        #expect(shop.restore(json: json) == reason)
        #expect(shop.navigationState == fresh)
        #expect(title(shop) == "Home")
    }

    /// A hand-edited file whose layer style does not match its screen: the path ends there.
    @Test func aLayerWithAnotherStyleEndsThePath() async throws {
        let (shop, _) = await makeApp(.home)
        let settings = try ShopDeeplinks.table.match(url: "shop://settings")
        var state = shop.navigationState
        state.presented = [.init(style: "bottom sheet", stack: [settings])]
        shop.restore(state)
        #expect(title(shop) == "Home")
    }

    @Test func theVisibleLinkIsThePrintedRouteOfTheScreenOnTop() async {
        let (shop, terminal) = await makeApp(.home)
        #expect(shop.visibleLink == "shop://tab/home")
        await run([.keys([.char("1"), .enter])], on: shop, terminal: terminal)
        #expect(shop.visibleLink == "shop://product/1")
        await run([.keys([.char("c")])], on: shop, terminal: terminal)
        #expect(shop.visibleLink == nil)
        await run([.keys([.escape]), .link("shop://order/7/tracking")], on: shop, terminal: terminal)
        #expect(shop.visibleLink == "shop://order/7/tracking")
    }
}
