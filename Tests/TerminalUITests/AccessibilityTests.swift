import Testing
import TerminalCore
import TerminalUI
import TerminalUITestSupport

/// In accessible mode the hardware cursor sits on the focused control, and what is
/// selected or focused is marked by more than colour.
@MainActor
@Suite struct AccessibilityTests {
    let log = LifecycleLog()

    @Test func theCursorFollowsTheSelectedRowOfAFocusedListOnlyInAccessibleMode() throws {
        for accessible in [false, true] {
            let ui = UITestHarness(width: 80, height: 24)
            ui.window.keepsCursorOnFocus = accessible
            let list = itemList(10)
            let screen = ViewController()
            screen.view = list
            ui.start(root: NavigationController(rootViewController: screen))
            ui.press(.down, .down)
            let row = try #require(ui.locate("Item 3"))
            let cursor = ui.terminal.lastFrame?.cursor
            #expect(cursor == (accessible ? Point(x: row.x - 2, y: row.y) : nil))
        }
    }

    @Test func theCursorFollowsFocusAcrossButtonsFieldsAndAnAlertsChosenAction() throws {
        let ui = UITestHarness(width: 80, height: 24)
        ui.window.keepsCursorOnFocus = true
        let login = LoginScreen()
        ui.start(root: NavigationController(rootViewController: login))
        // A text field places the cursor itself (inside the field).
        let field = try #require(ui.terminal.lastFrame?.cursor)
        #expect(ui.line(field.y).contains("Name"))
        ui.press(.tab, .tab)
        #expect(login.button.isFocused)
        let button = try #require(ui.locate("[ Log in ]"))
        #expect(ui.terminal.lastFrame?.cursor == Point(x: button.x - 2, y: button.y))

        login.present(AlertController(title: "Sure?", message: nil, actions: [
            AlertAction(title: "No", style: .cancel), AlertAction(title: "Yes"),
        ]))
        ui.renderIfNeeded()
        let yes = try #require(ui.locate("[ Yes ]"))
        #expect(ui.terminal.lastFrame?.cursor == yes)
        ui.press(.left)
        let no = try #require(ui.locate("[ No ]"))
        #expect(ui.terminal.lastFrame?.cursor == no)
    }

    @Test func selectionAndFocusAreMarkedWithoutColour() throws {
        let ui = UITestHarness(width: 80, height: 24, environment: ["NO_COLOR": "1"])
        let shop = ShopTabs(log: log)
        ui.start(root: shop.tabs)
        // The selected tab: reverse video, not only a colour.
        let tab = try #require(ui.locate("1 Home"))
        #expect(ui.style(x: tab.x, y: tab.y).attributes.contains(.reverse))
        let other = try #require(ui.locate("2 Orders"))
        #expect(!ui.style(x: other.x, y: other.y).attributes.contains(.reverse))

        let list = itemList(5)
        let screen = ViewController()
        screen.view = list
        shop.navigations[0].pushViewController(screen)
        ui.renderIfNeeded()
        let selected = try #require(ui.locate("› Item 1"))
        #expect(ui.style(x: selected.x + 2, y: selected.y).attributes.contains(.reverse))
        #expect(ui.locate("› Item 2") == nil)

        shop.tabs.present(AlertController(title: "Sure?", message: nil, actions: [
            AlertAction(title: "No", style: .cancel), AlertAction(title: "Yes"),
        ]))
        ui.renderIfNeeded()
        let yes = try #require(ui.locate("[ Yes ]"))
        let no = try #require(ui.locate("[ No ]"))
        #expect(ui.style(x: yes.x, y: yes.y).attributes.contains(.reverse))
        #expect(!ui.style(x: no.x, y: no.y).attributes.contains(.reverse))
    }
}
