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
        // Drawn focused from the very first frame: the cursor sits in the name field, which
        // (alone) carries the focus marker.
        #expect(ui.cursor == Point(x: 8, y: 2))
        // Past the placeholders, the fields' own styles.
        #expect(ui.style(x: 30, y: 2) == ui.window.theme.focusedField)
        #expect(ui.style(x: 30, y: 4) == ui.window.theme.field)
        #expect(ui.trimmedLine(2).hasPrefix(" › Name"))
        #expect(!ui.trimmedLine(4).contains("›"))
    }

    @Test func tabMovesFocusForwardAndWrapsAround() {
        let login = LoginScreen()
        ui.start(root: NavigationController(rootViewController: login))
        ui.press(.tab)
        #expect(login.focusedView === login.password)
        #expect(ui.cursor == Point(x: 12, y: 4))
        ui.press(.tab)
        #expect(login.focusedView === login.button)
        #expect(ui.cursor == nil, "no text cursor on a button")
        #expect(ui.style(x: 3, y: 6).attributes.contains(.reverse))
        #expect(ui.trimmedLine(6).hasPrefix(" › ["))
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
        #expect(ui.cursor == Point(x: 12, y: 4))
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

extension FocusTests {
    @Test func aLoadingOverlaySwallowsKeysBeforeTheFocusedViewSeesThem() {
        let login = LoginScreen()
        let nav = NavigationController(rootViewController: RecordingViewController("Welcome", log: LifecycleLog()))
        nav.pushViewController(login)
        ui.start(root: nav)
        ui.type("ann")
        ui.press(.tab, .tab)
        #expect(login.focusedView === login.button)
        login.loadingMessage = "Logging in…"
        ui.renderIfNeeded()
        ui.expectContains("Logging in…")

        ui.press(.enter, .space, .backTab)
        ui.type("x")
        #expect(login.submitted == 0, "Enter under the overlay must not submit again")
        #expect(login.focusedView === login.button)
        #expect(login.name.text == "ann")
        ui.expectNotContains("Tab Next field")

        login.loadingMessage = nil
        ui.press(.enter)
        #expect(login.submitted == 1)

        // Esc still goes back while loading.
        login.loadingMessage = "Logging in…"
        ui.press(.escape)
        #expect(nav.viewControllers.count == 1)
    }

    @Test func aLoadingOverlayOnTheNavigationControllerSwallowsKeysOfItsScreens() {
        let login = LoginScreen()
        let nav = NavigationController(rootViewController: login)
        ui.start(root: nav)
        nav.loadingMessage = "Please wait"
        ui.type("abc")
        #expect(login.name.text.isEmpty)
        nav.loadingMessage = nil
        ui.type("abc")
        #expect(login.name.text == "abc")
    }
}

extension FocusTests {
    @Test func hidingTheFocusedViewMovesFocusToTheFirstFocusableOne() {
        let login = LoginScreen()
        ui.start(root: NavigationController(rootViewController: login))
        ui.press(.tab)
        #expect(login.focusedView === login.password)
        login.password.isHidden = true
        ui.renderIfNeeded()
        ui.type("a")
        #expect(login.name.text == "a")
        #expect(ui.cursor == Point(x: 9, y: 2))
    }

    @Test func removingTheFocusedViewMovesFocusToTheFirstFocusableOne() {
        let login = LoginScreen()
        ui.start(root: NavigationController(rootViewController: login))
        ui.press(.tab)
        login.password.removeFromSuperview()
        ui.renderIfNeeded()
        ui.type("b")
        #expect(login.name.text == "b")
        #expect(login.password.text.isEmpty)
    }

    @Test func aViewInsideAHiddenContainerIsNotFocused() {
        let name = TextField("Name")
        let inner = TextField("Inner")
        let box = StackView([inner])
        let screen = ViewController()
        screen.view = StackView([box, name])
        ui.start(root: NavigationController(rootViewController: screen))
        #expect(screen.focusedView === inner)
        box.isHidden = true
        ui.type("c")
        #expect(name.text == "c")
        #expect(inner.text.isEmpty)
    }
}
