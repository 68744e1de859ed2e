@testable import ShopDemo
import TerminalCore
import TerminalUI
import TerminalUITestSupport
import Testing

/// The Shop's forms (log in, the checkout sheet with its switch and select) at 80×24, 40×12 and
/// 30×10. The Shop itself keeps its minimum at 40×12 (its tapes check the notice below it); here
/// the window's minimum is lowered to 30×10 through `Window.minimumSize`, as an app whose screens
/// all work there does, so the forms are known to work for it.
@MainActor
struct ShopFormsAt30x10Tests {
    private static let sizes = [(Size(width: 80, height: 24), "80x24"), (Size(width: 40, height: 12), "40x12"), (Size(width: 30, height: 10), "30x10")]

    private func shop(_ size: Size, route: StartRoute) async -> (ShopApp, HeadlessTerminal) {
        let terminal = HeadlessTerminal(size: size)
        let shop = ShopApp(terminal: terminal, clock: VirtualClock())
        shop.application.window.minimumSize = Size(width: 30, height: 10)
        shop.start(route: route)
        await shop.application.waitForWork()
        return (shop, terminal)
    }

    private func press(_ keys: [KeyEvent], on shop: ShopApp, _ terminal: HeadlessTerminal) async {
        terminal.enqueue(contentsOf: keys.map { .key($0) })
        _ = await shop.application.processPendingInput()
    }

    @Test func theLogInFormShowsBothFieldsAndTheirPlaceholders() async {
        for (size, suffix) in Self.sizes {
            let (_, terminal) = await shop(size, route: .login)
            #expect(terminal.contains("any name"), "\(terminal)")
            #expect(terminal.contains("Password"), "\(terminal)")
            Snapshot.assertMatches(terminal.text, named: "shop-login-\(suffix)", filePath: #filePath, sourceLocation: #_sourceLocation)
        }
    }

    @Test func theCheckoutSheetKeepsItsActionsAndShowsEveryControlsState() async {
        for (size, suffix) in Self.sizes {
            let (shop, terminal) = await shop(size, route: .home)
            await press([.down, .down, .enter, .char("c")], on: shop, terminal)
            #expect(terminal.contains("Place order"), "\(terminal)")
            #expect(terminal.contains("Gift wrap  [○ ] Off"), "\(terminal)")
            Snapshot.assertMatches(terminal.text, named: "shop-checkout-\(suffix)", filePath: #filePath, sourceLocation: #_sourceLocation)
            // Tab to the last control: short of rows, the sheet's stack scrolls it into view.
            await press([.tab, .tab], on: shop, terminal)
            // At 30 columns the Shop's fixed title column leaves the choice 11 columns: cut with "…".
            #expect(terminal.contains(size.width > 30 ? "› Shipping   Standard (free) ▾" : "› Shipping   Standard (… ▾"), "\(terminal)")
            #expect(terminal.contains("Gift wrap  [○ ] Off"), "\(terminal)")
            Snapshot.assertMatches(terminal.text, named: "shop-checkout-shipping-\(suffix)", filePath: #filePath, sourceLocation: #_sourceLocation)
        }
    }
}
