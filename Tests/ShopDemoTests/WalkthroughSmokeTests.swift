import Testing
import TerminalCore
import TerminalUI
@testable import ShopDemo

@MainActor @Test func walkthroughSmoke() {
    let terminal = HeadlessTerminal()
    let clock = VirtualClock()
    let shop = ShopApp(terminal: terminal, clock: clock)
    shop.start(route: .onboarding, deeplinks: ["shop://product/42"])
    func keys(_ events: KeyEvent...) { terminal.enqueue(contentsOf: events.map { .key($0) }); shop.application.processPendingInput() }
    func show(_ label: String) { print("=== \(label)\n\(terminal.text)") }
    show("onboarding")
    keys(.enter, .enter); show("page 3"); keys(.enter); show("login")
    terminal.type("alice"); shop.application.processPendingInput(); keys(.tab); terminal.type("secret"); shop.application.processPendingInput(); keys(.enter)
    show("loading")
    shop.application.advance(by: .seconds(2), on: clock)
    show("popup 1")
    keys(.escape); show("popup 2"); keys(.escape); show("popup 3"); keys(.escape); show("after popups")
    keys(.escape); show("after esc")
    keys(.char("s")); show("settings"); keys(.enter); keys(.enter); show("step3"); keys(.enter); show("finished")
    keys(.char("3")); show("profile")
    keys(.down, .enter); show("store picker"); keys(.down, .enter); keys(.char("1")); show("home with store")
    keys(.char(":")); terminal.type("order/1002"); shop.application.processPendingInput(); show("console"); keys(.enter); show("order")
    keys(.char("t")); shop.application.advance(by: .seconds(3), on: clock); show("tracking")
    keys(.f(12)); show("inspector"); keys(.f(12)); keys(.escape)
    keys(.char("3"), .down, .down, .enter); show("logout alert"); keys(.enter); show("login again")
    print(shop.coordinatorTree)
    print(shop.leakReport())
}
