import Testing
import LCoordinator

/// A full link typed after the `shop://` prefill is that link.
@Suite struct LinkConsoleInputTests {
    @Test func aFullLinkAfterThePrefillIsThatLink() {
        #expect(LinkConsoleInput.link(from: "shop://shop://product/42", prefill: "shop://") == "shop://product/42")
        #expect(LinkConsoleInput.link(from: "shop://shop://shop://tab/orders", prefill: "shop://") == "shop://tab/orders")
        #expect(LinkConsoleInput.link(from: "  shop://https://example.com/x ", prefill: "shop://") == "https://example.com/x")
    }

    @Test func aLinkWithoutAnotherSchemeIsKeptAsTyped() {
        #expect(LinkConsoleInput.link(from: "shop://product/42", prefill: "shop://") == "shop://product/42")
        #expect(LinkConsoleInput.link(from: "shop://", prefill: "shop://") == "shop://")
        #expect(LinkConsoleInput.link(from: "shop://promo/a:b", prefill: "shop://") == "shop://promo/a:b")
        #expect(LinkConsoleInput.link(from: "shop://1x://y", prefill: "shop://") == "shop://1x://y")
        #expect(LinkConsoleInput.link(from: "product/42", prefill: "shop://") == "product/42")
        #expect(LinkConsoleInput.link(from: "", prefill: "shop://") == "")
    }
}
