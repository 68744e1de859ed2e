import Testing
@testable import ShopDemo

/// Issue 13.4: a full link typed after the `shop://` prefill is that link.
@Suite struct LinkConsoleInputTests {
    @Test func aFullLinkAfterThePrefillIsThatLink() {
        #expect(LinkConsoleInput.link(from: "shop://shop://product/42") == "shop://product/42")
        #expect(LinkConsoleInput.link(from: "shop://shop://shop://tab/orders") == "shop://tab/orders")
        #expect(LinkConsoleInput.link(from: "  shop://https://example.com/x ") == "https://example.com/x")
    }

    @Test func aLinkWithoutAnotherSchemeIsKeptAsTyped() {
        #expect(LinkConsoleInput.link(from: "shop://product/42") == "shop://product/42")
        #expect(LinkConsoleInput.link(from: "shop://") == "shop://")
        #expect(LinkConsoleInput.link(from: "shop://promo/a:b") == "shop://promo/a:b")
        #expect(LinkConsoleInput.link(from: "shop://1x://y") == "shop://1x://y")
        #expect(LinkConsoleInput.link(from: "product/42") == "product/42")
        #expect(LinkConsoleInput.link(from: "") == "")
    }
}
