import Testing
import TerminalCore
import TerminalUI
import TerminalUITestSupport

@MainActor
@Suite struct FocusTests {
    let ui = UITestHarness(width: 80, height: 24)

    @Test func theFirstFocusableViewIsFocusedOnTheFirstFrame() {
        let login = LoginScreen()
        ui.start(root: NavigationController(rootViewController: login))
        #expect(login.focusedView === login.name)
        #expect(login.name.isFocused)
        // Drawn focused from the very first frame: the cursor sits in the name field.
        #expect(ui.cursor == Point(x: 6, y: 2))
        #expect(ui.style(x: 6, y: 2) == ui.window.theme.focusedField)
        #expect(ui.style(x: 10, y: 4) == ui.window.theme.field)
    }

    @Test func tabMovesFocusForwardAndWrapsAround() {
        let login = LoginScreen()
        ui.start(root: NavigationController(rootViewController: login))
        ui.press(.tab)
        #expect(login.focusedView === login.password)
        #expect(ui.cursor == Point(x: 10, y: 4))
        ui.press(.tab)
        #expect(login.focusedView === login.button)
        #expect(ui.cursor == nil, "no text cursor on a button")
        #expect(ui.style(x: 1, y: 6).attributes.contains(.reverse))
        ui.press(.tab)
        #expect(login.focusedView === login.name)
    }

    @Test func shiftTabMovesFocusBackwardAndWrapsAround() {
        let login = LoginScreen()
        ui.start(root: NavigationController(rootViewController: login))
        ui.press(.backTab)
        #expect(login.focusedView === login.button)
        ui.press(.backTab)
        #expect(login.focusedView === login.password)
        ui.press(.backTab, .backTab)
        #expect(login.focusedView === login.button)
    }

    @Test func keysGoToTheFocusedView() {
        let login = LoginScreen()
        ui.start(root: NavigationController(rootViewController: login))
        ui.type("ann")
        ui.press(.tab)
        ui.type("pw")
        ui.press(.tab, .enter)
        #expect(login.name.text == "ann")
        #expect(login.password.text == "pw")
        #expect(login.submitted == 1)
    }

    @Test func digitsAndQGoToAFocusedTextFieldNotToTheTabsOrTheApp() {
        let log = LifecycleLog()
        let shop = ShopTabs(log: log)
        let login = LoginScreen()
        shop.navigations[0].pushViewController(login)
        ui.start(root: shop.tabs)
        ui.type("2q]")
        #expect(login.name.text == "2q]")
        #expect(shop.tabs.selectedIndex == 0)
        #expect(!ui.app.isQuitting)
    }

    @Test func aSheetHasItsOwnFocusAndTheScreenBelowKeepsIts() {
        let below = LoginScreen()
        let nav = NavigationController(rootViewController: below)
        ui.start(root: nav)
        ui.press(.tab)
        let sheet = LoginScreen()
        nav.present(sheet)
        ui.renderIfNeeded()
        #expect(sheet.focusedView === sheet.name)
        ui.type("x")
        #expect(sheet.name.text == "x")
        #expect(below.password.text.isEmpty)
        sheet.dismiss()
        ui.renderIfNeeded()
        #expect(below.focusedView === below.password)
        #expect(ui.cursor == Point(x: 10, y: 4))
    }

    @Test func focusCanBeSetByCode() {
        let login = LoginScreen()
        ui.start(root: NavigationController(rootViewController: login))
        login.focus(login.button)
        ui.renderIfNeeded()
        #expect(login.button.isFocused)
        #expect(ui.cursor == nil)
    }
}
