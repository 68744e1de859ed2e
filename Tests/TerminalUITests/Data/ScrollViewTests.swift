import Testing
import TerminalCore
import TerminalUI
import TerminalUITestSupport

/// The scroll view: content taller than the frame, scrolled by keys and the wheel, with an
/// indicator, keeping the focused control in view.
@MainActor
@Suite struct ScrollViewTests {
    let ui = UITestHarness(width: 80, height: 24)
    let navigation: NavigationController

    init() {
        navigation = NavigationController(rootViewController: widgetScreen("Home", Label("Home")))
        ui.start(root: navigation)
    }

    private func text(_ lines: Int) -> ScrollView {
        ScrollView(StackView(horizontalPadding: 1, (1...lines).map { Label("Paragraph \($0)") }))
    }

    @Test func pageKeysHomeEndAndTheWheelScrollTextThatTakesTheFocusItself() {
        let scroll = text(60)
        navigation.pushViewController(widgetScreen("Terms", scroll))
        ui.renderIfNeeded()
        ui.expectLine(1, contains: "Paragraph 1")
        ui.expectLine(1, contains: "┃")
        ui.press(.pageDown)
        #expect(scroll.contentOffset == 21)
        ui.expectLine(1, contains: "Paragraph 22")
        ui.press(.down)
        ui.expectLine(1, contains: "Paragraph 23")
        ui.press(.end)
        ui.expectLine(22, contains: "Paragraph 60")
        ui.press(.home)
        ui.expectLine(1, contains: "Paragraph 1 ")
        ui.scroll(2, at: Point(x: 5, y: 5))
        #expect(scroll.contentOffset == 6)
        ui.expectLine(23, contains: "PgUp PgDn")
    }

    @Test func theFocusedControlIsKeptInView() {
        var views: [View] = (1...30).map { Label("Line \($0)") }
        views.append(TextField("Name"))
        views += (31...40).map { Label("Line \($0)") }
        views.append(Button("Accept") {})
        let scroll = ScrollView(StackView(horizontalPadding: 0, views))
        navigation.pushViewController(widgetScreen("Form", scroll))
        ui.renderIfNeeded()
        // The first focusable control (the field, the 31st row) is brought into view.
        ui.expectContains("› Name")
        ui.press(.tab)
        ui.expectContains("› [ Accept ]")
        ui.press(.pageUp, .pageUp)
        // Scrolled away by the page keys (the footer still names the button's Enter).
        #expect(!ui.lines[1..<23].contains { $0.contains("Accept") })
        ui.press(.backTab)
        ui.expectContains("› Name")
    }

    @Test func shortContentDoesNotScroll() {
        let scroll = text(3)
        navigation.pushViewController(widgetScreen("Short", scroll))
        ui.renderIfNeeded()
        ui.press(.pageDown)
        #expect(scroll.contentOffset == 0)
        ui.expectNotContains("┃")
        ui.press(.escape)
        #expect(navigation.viewControllers.count == 1)
    }

    @Test func aDisabledScrollViewTakesNoKeysNorWheel() {
        let scroll = text(60)
        scroll.isEnabled = false
        navigation.pushViewController(widgetScreen("Terms", scroll))
        ui.renderIfNeeded()
        ui.press(.pageDown, .end)
        ui.scroll(3, at: Point(x: 5, y: 5))
        #expect(scroll.contentOffset == 0)
        ui.press(.escape)
        #expect(navigation.viewControllers.count == 1)
    }

    @Test func aScrollViewIsReleasedWithItsScreen() {
        weak var released: ScrollView?
        do {
            let scroll = text(60)
            released = scroll
            navigation.pushViewController(widgetScreen("Gone", scroll))
            ui.renderIfNeeded()
            ui.press(.pageDown)
        }
        ui.press(.escape)
        #expect(released == nil)
    }

    @Test func goldenScreens() {
        navigation.pushViewController(widgetScreen("Terms", text(60)))
        ui.renderIfNeeded()
        ui.press(.pageDown)
        ui.assertSnapshot(named: "scroll-view-80x24")
        ui.resize(width: 40, height: 12)
        ui.assertSnapshot(named: "scroll-view-40x12")
    }
}
