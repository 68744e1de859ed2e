import Testing
import LCoordinator
import TerminalCore
import TerminalUI
@testable import ShopDemo

/// Every Shop link (product, order, order tracking, tab, settings, promo) does what its route
/// says, and every malformed one is refused; checked through the demo's own plugins.
@MainActor
@Suite struct ShopDeeplinkTests {
    let terminal = HeadlessTerminal()
    let clock = VirtualClock()

    private func app(_ route: StartRoute) -> ShopApp {
        let shop = ShopApp(terminal: terminal, clock: clock)
        shop.start(route: route)
        return shop
    }

    @Test(arguments: [
        "shop://product/42", "shop://product/1", "shop://product/999999999", "shop://order/1001",
        "shop://tab/home", "shop://tab/orders", "shop://tab/profile", "shop://settings",
        "shop://promo/SPRING", "shop://promo/A1b2C3d4E5f6G7h8", "SHOP://Product/7",
    ])
    func supportedLinksMatchAPluginAndPassEveryGateWhenLoggedIn(url: String) {
        let shop = app(.home)
        let plan = shop.services.deeplinks.dryRun(url: url)
        guard case .handle = plan.outcome else {
            Issue.record("\(url): \(plan)")
            return
        }
        #expect(plan.plugin != nil)
    }

    @Test(arguments: [
        "http://product/42", "shop://nope", "shop://product/abc", "shop://product/", "shop://product/1234567890",
        "shop://product/4%ZZ", "shop://product/%C3%28", "shop://order/x1", "shop://tab/cart", "shop://settings/more",
        "shop://promo/", "shop://promo/ABCDEFGHIJKLMNOPQ", "shop://promo/SP%20RING", "shop product 42", "",
        "shop://product/" + String(repeating: "1", count: 2100),
        // Strict spellings: each opened Product 42 or Product 7 before.
        "shop://product//42", "shop://%70roduct/42", "shop://product/007", "shop://product/0",
        "shop://product/42/", "shop:///product/42", "shop://order/01001", "shop://tab//home",
        "shop://promo/SPRING/", "shop://product/42?ref=x", "shop://product/\u{1B}]0;x\u{7}",
    ])
    func unsupportedLinksAreRefusedWithAnAlertAndNothingElseChanges(url: String) {
        let shop = app(.home)
        shop.application.renderIfNeeded()
        let before = terminal.lines
        shop.openDeeplink(url)
        shop.application.settle()
        #expect(terminal.contains("Unsupported link"), "\(url)")
        terminal.enqueue(.key(.enter))
        shop.application.processPendingInput()
        #expect(terminal.lines == before, "\(url) changed the screen")
        #expect(shop.services.deeplinks.pendingLinks.isEmpty)
    }

    @Test func aLinkWithControlCharactersNeverPutsThemOnTheCanvas() {
        let shop = app(.home)
        shop.openDeeplink("shop://product/\u{1B}]0;pwned\u{7}\u{9B}2J")
        shop.application.settle()
        #expect(terminal.contains("Unsupported link"))
        #expect(!terminal.lines.joined().unicodeScalars.contains { $0.properties.generalCategory == .control })
    }

    @Test func linksWaitWhileLoggedOutAndRunInOrderAfterLoginAndThePopups() {
        let shop = app(.login)
        shop.openDeeplink("shop://product/42")
        shop.openDeeplink("shop://promo/SPRING")
        #expect(shop.services.deeplinks.pendingLinks == ["shop://product/42", "shop://promo/SPRING"])
        #expect(!terminal.contains("Product 42"))
        terminal.type("alice")
        terminal.enqueue(.key(.tab))
        terminal.type("secret")
        terminal.enqueue(.key(.enter))
        shop.application.processPendingInput()
        shop.application.advance(by: .seconds(2), on: clock)
        #expect(terminal.contains("Allow notifications?"))
        #expect(shop.services.deeplinks.pendingLinks.count == 2)
        for _ in 0..<3 {
            terminal.enqueue(.key(.escape))
            shop.application.processPendingInput()
        }
        #expect(shop.services.deeplinks.pendingLinks.isEmpty)
        #expect(terminal.contains("Promo SPRING"))
        terminal.enqueue(.key(.escape))
        shop.application.processPendingInput()
        #expect(terminal.lines.first?.contains("Product 42") == true)
        #expect(shop.leakReport().isEmpty)
    }

    @Test func aDroppedAppIsReleasedWithItsServicesAndScreens() {
        weak var released: ShopApp?
        weak var services: ShopServices?
        weak var window: Window?
        do {
            let shop = app(.home)
            shop.openDeeplink("shop://product/42")
            shop.openDeeplink("shop://settings")
            shop.application.settle()
            released = shop
            services = shop.services
            window = shop.application.window
        }
        #expect(released == nil)
        #expect(services == nil, "a reference cycle keeps the services (and the deep-link plugins) alive")
        #expect(window == nil)
    }

    @Test func logOutReleasesTheWholeSignedInTree() async {
        let shop = app(.home)
        weak let tabs = shop.appCoordinator.findCoordinator(as: MainTabsCoordinator.self)
        #expect(tabs != nil)
        await shop.application.waitForWork()
        shop.appCoordinator.logOut()
        await shop.application.waitForWork()
        #expect(tabs == nil)
        #expect(shop.leakReport().isEmpty)
        #expect(terminal.contains("Log in to your shop"))
    }
}
