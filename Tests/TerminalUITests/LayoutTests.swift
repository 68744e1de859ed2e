import Testing
import TerminalCore
import TerminalUI
import TerminalUITestSupport

@MainActor
@Suite struct LayoutTests {
    let log = LifecycleLog()

    // MARK: - Bars, content, footer

    @Test func navigationBarOnRowZeroShowsTopTitleAndBackHintOnlyWhenItCanPop() {
        let ui = UITestHarness(width: 80, height: 24)
        let nav = NavigationController(rootViewController: RecordingViewController("Home", log: log))
        ui.start(root: nav)
        ui.expectLine(0, contains: "Home")
        ui.expectScreen(!ui.line(0).contains("‹ Esc"), "A root screen has nothing to go back to")
        #expect(ui.style(x: 0, y: 0).attributes.contains(.reverse))

        nav.pushViewController(RecordingViewController("Detail", log: log, title: "Product 42"))
        ui.renderIfNeeded()
        ui.expectLine(0, contains: "‹ Esc")
        ui.expectLine(0, contains: "Product 42")
        ui.expectNotContains("Home")
    }

    @Test func topScreenFillsTheMiddleFullWidthBetweenBarAndFooter() {
        let ui = UITestHarness(width: 80, height: 24)
        let wide = String(repeating: "x", count: 78)
        let screen = RecordingViewController("A", log: log, views: [Label(wide), itemList(40)])
        ui.start(root: NavigationController(rootViewController: screen))
        ui.expectLine(1, equals: " " + wide)
        // The list takes every row left between the label and the footer (rows 2…22).
        ui.expectLine(2, contains: "Item 1")
        ui.expectLine(22, contains: "Item 21")
        ui.expectLine(23, contains: "? Help")
        ui.expectNotContains("Item 22")
    }

    @Test func tabBarIsTheBottomRowWithTheSelectedTabHighlighted() {
        let ui = UITestHarness(width: 80, height: 24)
        let shop = ShopTabs(log: log)
        ui.start(root: shop.tabs)
        ui.expectLine(23, contains: "1 Home")
        ui.expectLine(23, contains: "2 Orders")
        ui.expectLine(23, contains: "3 Profile")

        let theme = ui.window.theme
        guard let home = ui.locate("1 Home"), let orders = ui.locate("2 Orders") else {
            Issue.record("Tab labels not found\n\(ui.screenDescription)")
            return
        }
        #expect(home.y == 23 && orders.y == 23)
        #expect(ui.style(x: home.x, y: 23) == theme.selectedTab)
        #expect(ui.style(x: orders.x, y: 23) == theme.tabBar)
        #expect(ui.style(x: home.x, y: 23).attributes.contains(.reverse))

        ui.press(.char("2"))
        #expect(shop.tabs.selectedIndex == 1)
        #expect(ui.style(x: home.x, y: 23) == theme.tabBar)
        #expect(ui.style(x: orders.x, y: 23) == theme.selectedTab)
        ui.expectLine(0, contains: "Orders")
    }

    @Test func footerIsTheRowAboveTheTabBarOrTheLastRowWithoutTabs() {
        let ui = UITestHarness(width: 80, height: 24)
        let shop = ShopTabs(log: log)
        ui.start(root: shop.tabs)
        ui.expectLine(22, contains: "? Help")
        ui.expectLine(22, contains: "q Quit")
        shop.navigations[0].pushViewController(RecordingViewController("Detail", log: log))
        ui.renderIfNeeded()
        ui.expectLine(22, contains: "Esc Back")

        let plain = UITestHarness(width: 80, height: 24)
        plain.start(root: NavigationController(rootViewController: RecordingViewController("A", log: log)))
        plain.expectLine(23, contains: "? Help")
    }

    @Test func layoutAt40x12KeepsTitleContentFooterAndTabBar() {
        let ui = UITestHarness(width: 40, height: 12)
        let shop = ShopTabs(log: log)
        ui.start(root: shop.tabs)
        ui.expectLine(0, contains: "Home")
        ui.expectLine(1, contains: "Screen Home")
        ui.expectLine(10, contains: "? Help")
        ui.expectLine(11, contains: "1 Home")
        ui.expectLine(11, contains: "3 Profile")
    }

    @Test func layoutReflowsOnResize() {
        let ui = UITestHarness(width: 80, height: 24)
        let shop = ShopTabs(log: log)
        ui.start(root: shop.tabs)
        ui.resize(width: 50, height: 15)
        #expect(ui.lines.count == 15)
        #expect(ui.lines.allSatisfy { $0.displayWidth == 50 })
        ui.expectLine(13, contains: "? Help")
        ui.expectLine(14, contains: "1 Home")
    }

    // MARK: - Too small

    @Test(arguments: [Size(width: 39, height: 11), Size(width: 39, height: 24), Size(width: 80, height: 11)])
    func tooSmallTerminalShowsAOneLineNoticeAndRecoversAfterResize(small: Size) {
        let ui = UITestHarness(width: 80, height: 24)
        let shop = ShopTabs(log: log)
        shop.navigations[0].pushViewController(RecordingViewController("Detail", log: log))
        ui.start(root: shop.tabs)
        ui.resize(to: small)

        let shown = ui.lines.enumerated().filter { !$0.element.trimmingSpaces.isEmpty }
        #expect(shown.count == 1, "one line only:\n\(ui.screenDescription)")
        ui.expectContains("Terminal too small")
        ui.expectNotContains("Home")

        // Keys do nothing while the notice is shown (no pop, no tab switch).
        ui.press(.escape, .char("2"))
        #expect(shop.navigations[0].viewControllers.count == 2)
        #expect(shop.tabs.selectedIndex == 0)

        ui.resize(width: 80, height: 24)
        ui.expectNotContains("Terminal too small")
        ui.expectLine(0, contains: "Detail")
        ui.expectLine(23, contains: "1 Home")
    }

    @Test func minimumSize40x12IsNotTooSmall() {
        let ui = UITestHarness(width: 40, height: 12)
        ui.start(root: NavigationController(rootViewController: RecordingViewController("A", log: log)))
        ui.expectNotContains("Terminal too small")
        #expect(!ui.window.isTooSmall(Size(width: 40, height: 12)))
        #expect(ui.window.isTooSmall(Size(width: 39, height: 12)))
        #expect(ui.window.isTooSmall(Size(width: 40, height: 11)))
    }

    // MARK: - Modal frames

    /// Rows above the footer (the area sheets are laid out in) at 80×24 with a tab bar.
    private let sheetArea = Rect(x: 0, y: 0, width: 80, height: 22)

    private func presentedFrame(_ controller: ViewController, size: Size = .reference) -> (UITestHarness, Rect?) {
        let ui = UITestHarness(size: size)
        let shop = ShopTabs(log: log)
        ui.start(root: shop.tabs)
        shop.tabs.present(controller)
        ui.renderIfNeeded()
        return (ui, ui.layer("modal.1")?.frame)
    }

    private func expectCentred(_ frame: Rect, in area: Rect, sourceLocation: SourceLocation = #_sourceLocation) {
        let left = frame.minX - area.minX, right = area.maxX - frame.maxX
        let top = frame.minY - area.minY, bottom = area.maxY - frame.maxY
        #expect(abs(left - right) <= 1, "horizontally centred: \(frame) in \(area)", sourceLocation: sourceLocation)
        #expect(abs(top - bottom) <= 1, "vertically centred: \(frame) in \(area)", sourceLocation: sourceLocation)
    }

    @Test func pageSheetIsACentredBorderedWindowOfAbout80PercentBy80Percent() {
        let sheet = NavigationController(rootViewController: RecordingViewController("Settings", log: log))
        sheet.modalPresentationStyle = .pageSheet
        let (ui, frame) = presentedFrame(sheet)
        guard let frame else { Issue.record("no modal layer: \(ui.layerIDs)"); return }
        #expect(frame.width == 64)
        #expect(frame.height == 17)
        expectCentred(frame, in: sheetArea)
        #expect(ui.cell(x: frame.minX, y: frame.minY).symbol == "╭")
        #expect(ui.cell(x: frame.maxX - 1, y: frame.maxY - 1).symbol == "╯")
        // Its own navigation bar is the first row inside the border.
        ui.expectLine(frame.minY + 1, contains: "Settings")
        ui.expectLine(23, contains: "1 Home")
    }

    @Test func formSheetIsACentredWindowOfAbout60PercentBy50Percent() {
        let sheet = RecordingViewController("Form", log: log)
        sheet.modalPresentationStyle = .formSheet
        let (ui, frame) = presentedFrame(sheet)
        guard let frame else { Issue.record("no modal layer: \(ui.layerIDs)"); return }
        #expect(frame.width == 48)
        #expect(frame.height == 11)
        expectCentred(frame, in: sheetArea)
        // A plain screen's title goes in the top border.
        ui.expectLine(frame.minY, contains: " Form ")
    }

    @Test func fullScreenCoversEverythingIncludingTheTabBar() {
        let modal = NavigationController(rootViewController: RecordingViewController("Tracking", log: log))
        modal.modalPresentationStyle = .fullScreen
        let (ui, frame) = presentedFrame(modal)
        #expect(frame == Rect(x: 0, y: 0, width: 80, height: 23))
        ui.expectLine(0, contains: "Tracking")
        ui.expectNotContains("1 Home")
        ui.expectNotContains("Orders")
        ui.expectLine(23, contains: "Esc Close")
    }

    @Test func bottomSheetIsFullWidthAnchoredAtTheBottomSizedToItsContentWithAGrabber() {
        let content = RecordingViewController("Checkout", log: log, views: [Label("Line 1"), Label("Line 2"), Label("Line 3")])
        let sheet = NavigationController(rootViewController: content)
        sheet.modalPresentationStyle = .bottomSheet
        let (ui, frame) = presentedFrame(sheet)
        guard let frame else { Issue.record("no modal layer: \(ui.layerIDs)"); return }
        // Border (2) + navigation bar (1) + three lines.
        #expect(frame == Rect(x: 0, y: 22 - 6, width: 80, height: 6))
        ui.expectLine(frame.minY, contains: "━━━━━━")
        ui.expectLine(frame.minY + 1, contains: "Checkout")
        ui.expectLine(frame.minY + 2, contains: "Line 1")
        ui.expectLine(frame.maxY - 2, contains: "Line 3")
        ui.expectLine(22, contains: "Esc Close")
        ui.expectLine(23, contains: "1 Home")
    }

    @Test func bottomSheetIsAtMostAbout60PercentTall() {
        let sheet = NavigationController(rootViewController: RecordingViewController("Long", log: log, views: [itemList(50)]))
        sheet.modalPresentationStyle = .bottomSheet
        let (_, frame) = presentedFrame(sheet)
        #expect(frame?.height == 13)
        #expect(frame?.maxY == 22)
    }

    @Test func alertIsASmallCentredBoxWithButtons() {
        let alert = AlertController(title: "Log out?", message: "You will need to log in again.", actions: [
            AlertAction(title: "Cancel", style: .cancel), AlertAction(title: "Log out", style: .destructive),
        ])
        let (ui, frame) = presentedFrame(alert)
        guard let frame else { Issue.record("no modal layer: \(ui.layerIDs)"); return }
        #expect(frame.width <= 40 && frame.height <= 8, "small: \(frame)")
        expectCentred(frame, in: sheetArea)
        ui.expectLine(frame.minY + 1, contains: "Log out?")
        ui.expectLine(frame.maxY - 2, contains: "[ Cancel ]  [ Log out ]")
        // The default (non-cancel) button is highlighted; the destructive one is red.
        guard let button = ui.locate("[ Log out ]") else { return }
        #expect(ui.style(x: button.x, y: button.y).attributes.contains(.reverse))
        #expect(ui.style(x: button.x, y: button.y).foreground == .red)
    }

    @Test func sheetsDimWhatIsBelowThem() {
        let sheet = RecordingViewController("Sheet", log: log)
        let (ui, frame) = presentedFrame(sheet)
        guard let frame else { return }
        #expect(ui.style(x: 0, y: 1).attributes.contains(.dim))
        #expect(!ui.style(x: frame.minX + 2, y: frame.minY + 1).attributes.contains(.dim))
    }

    @Test func modalFramesFitAt40x12() {
        for style in [ModalPresentationStyle.pageSheet, .formSheet, .bottomSheet, .fullScreen] {
            let sheet = NavigationController(rootViewController: RecordingViewController("S", log: log, views: [itemList(30)]))
            sheet.modalPresentationStyle = style
            let (ui, frame) = presentedFrame(sheet, size: Size(width: 40, height: 12))
            guard let frame else { Issue.record("no modal layer for \(style)"); continue }
            #expect(Rect(x: 0, y: 0, width: 40, height: 12).intersection(frame) == frame, "\(style) fits: \(frame)")
            #expect(frame.maxY <= 11, "\(style) leaves the footer row: \(frame)")
            ui.expectContains("Item 1")
        }
    }

    @Test func aModalCanPresentAnotherModalAndLayersStack() {
        let ui = UITestHarness(width: 80, height: 24)
        let shop = ShopTabs(log: log)
        ui.start(root: shop.tabs)
        let first = NavigationController(rootViewController: RecordingViewController("First", log: log))
        let second = NavigationController(rootViewController: RecordingViewController("Second", log: log))
        second.modalPresentationStyle = .formSheet
        shop.tabs.present(first)
        first.present(second)
        ui.renderIfNeeded()
        #expect(ui.layerIDs == ["root", "navbar", "tabbar", "modal.1", "modal.2", "footer"])
        #expect(second.presentingViewController === first)
        ui.expectContains("Second")
    }

    @Test func theNavigationBarAndTheTabBarAreLayersOfTheirOwnAboveTheTopScreen() {
        let ui = UITestHarness(width: 80, height: 24)
        let shop = ShopTabs(log: log)
        ui.start(root: shop.tabs)
        let navbar = ui.layer("navbar")
        let tabbar = ui.layer("tabbar")
        #expect(navbar?.frame == Rect(x: 0, y: 0, width: 80, height: 1))
        #expect(tabbar?.frame == Rect(x: 0, y: 23, width: 80, height: 1))
        #expect(tabbar?.canvas.line(0).contains("Home") == true)
        // The root layer keeps the top screen; its bar rows were handed to the bar layers.
        #expect(ui.layer("root")?.canvas.line(23).allSatisfy { $0 == " " } == true)
        #expect(ui.layer("root")?.canvas.line(0).allSatisfy { $0 == " " } == true)
        #expect(ui.lines[23].contains("Home"))
    }

    // MARK: - Wide characters

    @Test func wideCharactersBelowASheetBorderAreNeverSplit() {
        let ui = UITestHarness(width: 80, height: 24)
        // Wide characters start on odd columns (padding 1), so the page sheet's borders at
        // columns 8 and 71 each land on one half of one.
        let cjk = String(repeating: "日本語の", count: 10)
        let screen = RecordingViewController("Home", log: log, views: [Label(cjk, wraps: false), Label(cjk, wraps: false), Label(cjk, wraps: false)])
        let shop = ShopTabs(log: log)
        shop.navigations[0].pushViewController(screen)
        ui.start(root: shop.tabs)
        ui.expectNoSplitWideCharacters()
        shop.tabs.present(NavigationController(rootViewController: RecordingViewController("Sheet", log: log)))
        ui.renderIfNeeded()
        guard let frame = ui.layer("modal.1")?.frame else { Issue.record("no sheet"); return }
        #expect(frame.minX == 8 && frame.maxX == 72)
        ui.expectNoSplitWideCharacters()
        // The wide character under the left border lost its visible half: a blank, not half a glyph.
        #expect(ui.cell(x: 7, y: 3).symbol == " ")
        #expect(ui.cell(x: 8, y: 3).symbol == "│")
        #expect(ui.cell(x: 71, y: 3).symbol == "│")
        #expect(ui.cell(x: 72, y: 3).symbol == " ")
    }

    @Test func wideTitlesAndLabelsInsideASheetAreCutWholeAtItsEdges() {
        let ui = UITestHarness(width: 40, height: 12)
        let cjk = String(repeating: "漢字", count: 20)
        let inner = RecordingViewController("Inner", log: log, title: "設定" + String(repeating: "画面", count: 20),
                                            views: [Label(cjk, wraps: false), Label(cjk)])
        inner.modalPresentationStyle = .formSheet
        let shop = ShopTabs(log: log)
        ui.start(root: shop.tabs)
        shop.tabs.present(inner)
        ui.renderIfNeeded()
        ui.expectNoSplitWideCharacters()
        ui.expectContains(" 設定")
        let alert = AlertController(title: "確認" + String(repeating: "ですか", count: 12), message: cjk, actions: [AlertAction(title: "はい")])
        inner.present(alert)
        ui.renderIfNeeded()
        ui.expectNoSplitWideCharacters()
        ui.expectContains("はい")
        ui.press(.escape)
        ui.expectNoSplitWideCharacters()
        ui.expectContains("…")
    }
}

extension String {
    var trimmingSpaces: String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}
