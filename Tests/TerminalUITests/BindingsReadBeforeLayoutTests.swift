import Testing
import TerminalCore
import TerminalUI
import TerminalUITestSupport

/// Bindings read after an event and before the next layout (as a tape's key coverage reads
/// them) do not outlive that layout: the footer shows what the laid-out screen offers.
@MainActor
@Suite struct BindingsReadBeforeLayoutTests {
    private static let longText = (1...30).map { "Line \($0) of a text taller than the screen." }.joined(separator: " ")

    @Test func aScrollViewWhoseContentOverflowsOffersScrollingEvenWhenItsKeysWereReadBeforeItsLayout() {
        let ui = UITestHarness(width: 40, height: 12)
        let list = ViewController()
        list.title = "List"
        list.view = StackView([Label("Enter opens the detail")])
        let navigation = NavigationController(rootViewController: list)
        list.keyBindings = [KeyBinding(.enter, title: "Open") {
            let detail = ViewController()
            detail.title = "Detail"
            detail.view = ScrollView(Label(Self.longText))
            detail.keyBindings = [KeyBinding(.char("n"), title: "Next"), KeyBinding(.char("p"), title: "Previous")]
            navigation.pushViewController(detail)
        }]
        ui.start(root: navigation)
        // What key coverage does after each event, before the frame is laid out.
        ui.app.afterEvent = { [window = ui.window] in _ = window.activeKeyBindings }
        ui.press(.enter)
        ui.renderIfNeeded()
        let footer = ui.lines.last ?? ""
        #expect(footer.contains("↑↓ Scroll"), "\(ui.screenDescription)")
    }
}
