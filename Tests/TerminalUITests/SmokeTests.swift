import Testing
import TerminalCore
@testable import TerminalUI

@MainActor
final class DemoScreen: ViewController {
    let list = ListView(items: (1...30).map { ListItem("Product \($0)", detail: "$\($0 * 3).00") })
    init(_ title: String) { super.init(); self.title = title }
    override func loadView() {
        let stack = StackView(spacing: 1, topPadding: 1, [Label("Welcome to the 日本語 shop — pick a product."), list])
        view = stack
    }
}

@MainActor
@Test func smokeRender() {
    let terminal = HeadlessTerminal(size: Size(width: 80, height: 24))
    let clock = VirtualClock()
    let app = Application(terminal: terminal, clock: clock)
    let tabs = TabBarController()
    let home = NavigationController(rootViewController: DemoScreen("Home"))
    tabs.setViewControllers([home, NavigationController(rootViewController: DemoScreen("Orders")), NavigationController(rootViewController: DemoScreen("Profile"))])
    app.window.rootViewController = tabs
    app.start()
    print(terminal.text)
    home.pushViewController(DemoScreen("Product 42"))
    terminal.enqueue(.key(.down), .key(.down))
    app.processPendingInput()
    print(terminal.text)
    let sheet = NavigationController(rootViewController: DemoScreen("Settings"))
    tabs.present(sheet)
    app.renderIfNeeded()
    print(terminal.text)
    let b = NavigationController(rootViewController: DemoScreen("Checkout"))
    b.modalPresentationStyle = .bottomSheet
    tabs.present(b)
    tabs.present(AlertController(title: "Log out?", message: "You will need to log in again.", actions: [AlertAction(title: "Cancel", style: .cancel), AlertAction(title: "Log out", style: .destructive)]))
    app.renderIfNeeded()
    print(terminal.text)
    terminal.enqueue(.key(.escape), .key(.escape), .key(.escape))
    app.processPendingInput()
    print(terminal.text)
    terminal.resize(to: Size(width: 30, height: 10))
    app.processPendingInput()
    print(terminal.text)
}
