import Testing
import TerminalCore
import TerminalUI
import TerminalUITestSupport

/// Clicks and the wheel reach what the screen shows under the pointer, and a click
/// outside a sheet is a user dismissal.
@MainActor
@Suite struct MouseTests {
    let log = LifecycleLog()
    let ui = UITestHarness(width: 80, height: 24)

    private func startTabs() -> ShopTabs {
        let shop = ShopTabs(log: log)
        ui.start(root: shop.tabs)
        return shop
    }

    @Test func clickingATabSelectsIt() throws {
        let shop = startTabs()
        #expect(ui.click("2 Orders"))
        #expect(shop.tabs.selectedIndex == 1)
        #expect(ui.click("3 Profile"))
        #expect(shop.tabs.selectedIndex == 2)
    }

    @Test func clickingARowSelectsItAndASecondClickOpensIt() throws {
        let list = itemList(30)
        var opened: [Int] = []
        list.onActivate = { opened.append($0) }
        let screen = ViewController()
        screen.view = list
        ui.start(root: NavigationController(rootViewController: screen))
        #expect(ui.click("Item 4"))
        #expect(list.selectedIndex == 3)
        #expect(opened.isEmpty, "the first click only selects")
        #expect(ui.click("Item 4"))
        #expect(opened == [3])
        #expect(ui.click("Item 2"))
        #expect(list.selectedIndex == 1)
        ui.press(.enter)
        #expect(opened == [3, 1])
    }

    @Test func theWheelScrollsAListAndKeepsTheSelectionOnAVisibleRow() throws {
        let list = itemList(60)
        let screen = ViewController()
        screen.view = list
        ui.start(root: NavigationController(rootViewController: screen))
        let point = try #require(ui.locate("Item 1"))
        ui.scroll(5, at: point)
        #expect(list.scrollOffset == 5)
        #expect(list.selectedIndex == 5, "the selection follows onto the first visible row")
        ui.expectNotContains("Item 1 ")
        ui.scroll(-2, at: point)
        #expect(list.scrollOffset == 3)
        ui.scroll(-10, at: point)
        #expect(list.scrollOffset == 0)
    }

    @Test func clickingAButtonFocusesItAndRunsItsAction() throws {
        let login = LoginScreen()
        ui.start(root: NavigationController(rootViewController: login))
        #expect(ui.click("[ Log in ]"))
        #expect(login.submitted == 1)
        #expect(login.button.isFocused)
        #expect(ui.click("Password"))
        #expect(login.password.isFocused)
    }

    @Test func clickingAnAlertActionRunsItAfterTheAlertLeft() throws {
        let shop = startTabs()
        var ran: [String] = []
        shop.tabs.present(AlertController(title: "Delete?", message: nil, actions: [
            AlertAction(title: "Keep", style: .cancel) { _ in ran.append("keep") },
            AlertAction(title: "Delete", style: .destructive) { [ui] _ in
                ran.append(ui.window.presentedViewControllers.isEmpty ? "delete after" : "delete before")
            },
        ]))
        ui.renderIfNeeded()
        // Outside an alert nothing happens: it is not a sheet.
        ui.click(at: Point(x: 0, y: 2))
        ui.expectContains("Delete?")
        #expect(ui.click("[ Delete ]"))
        #expect(ran == ["delete after"])
        ui.expectNotContains("Delete?")
    }

    @Test(arguments: [ModalPresentationStyle.pageSheet, .formSheet, .bottomSheet])
    func clickingOutsideASheetDismissesItAsTheUser(style: ModalPresentationStyle) throws {
        let shop = startTabs()
        let sheet = NavigationController(rootViewController: RecordingViewController("Sheet", log: log))
        sheet.modalPresentationStyle = style
        let delegate = PresentationDelegateSpy()
        sheet.presentationDelegate = delegate
        let departures = DepartureRecorder()
        departures.observe(sheet)
        shop.tabs.present(sheet)
        ui.renderIfNeeded()
        // A click inside the sheet is not a dismissal.
        #expect(ui.click("Sheet"))
        #expect(ui.window.presentedViewControllers.count == 1)
        ui.click(at: Point(x: 0, y: 0))
        #expect(ui.window.presentedViewControllers.isEmpty)
        #expect(delegate.dismissed.count == 1)
        #expect(departures.departures(of: sheet).map(\.isUserInitiated) == [true])
    }

    @Test func clickingOutsideASheetThatIsModalInPresentationIsRefusedWithTheReason() throws {
        let shop = startTabs()
        let root = RecordingViewController("Wizard", log: log)
        root.isModalInPresentation = true
        let sheet = NavigationController(rootViewController: root)
        sheet.modalPresentationStyle = .pageSheet
        let delegate = PresentationDelegateSpy()
        sheet.presentationDelegate = delegate
        shop.tabs.present(sheet)
        ui.renderIfNeeded()
        ui.click(at: Point(x: 0, y: 0))
        #expect(ui.window.presentedViewControllers.count == 1)
        #expect(delegate.dismissed.isEmpty)
        #expect(delegate.attempts.count == 1)
        ui.expectContains(root.modalInPresentationMessage)
    }

    @Test func aFullScreenModalHasNoOutsideAndTheFooterRowIgnoresClicks() throws {
        let shop = startTabs()
        let modal = NavigationController(rootViewController: RecordingViewController("Full", log: log))
        modal.modalPresentationStyle = .fullScreen
        shop.tabs.present(modal)
        ui.renderIfNeeded()
        ui.click(at: Point(x: 0, y: 23))
        ui.click(at: Point(x: 5, y: 5))
        #expect(ui.window.presentedViewControllers.count == 1)
    }

    @Test func anyClickClosesTheKeyHelpAndDisabledMouseIsIgnored() throws {
        let shop = startTabs()
        ui.press(.char("?"))
        #expect(ui.window.isHelpVisible)
        ui.click(at: Point(x: 1, y: 1))
        #expect(!ui.window.isHelpVisible)
        ui.app.isMouseEnabled = false
        ui.click("2 Orders")
        #expect(shop.tabs.selectedIndex == 0)
    }
}
