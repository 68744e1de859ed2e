import Testing
import TerminalCore
import TerminalUI
import TerminalUITestSupport

/// The footer's bindings, the first responder and each responder's bindings are kept between
/// keys while the window's `keyBindingsGeneration` stays put; a list's selection move keeps them. These
/// check that what changes them without a redraw request still reaches the footer and the keys.
@MainActor
@Suite struct KeyBindingsCacheTests {
    let ui = UITestHarness(width: 80, height: 24)
    let screen = ViewController()
    let list = itemList(5)

    init() {
        screen.title = "Items"
        screen.view = StackView(horizontalPadding: 0, [list])
        ui.start(root: NavigationController(rootViewController: screen))
    }

    @Test func aScreensBindingsSetBetweenListMovesReachTheFooterAndTheKeys() {
        ui.press(.down)
        ui.expectLine(23, contains: "↑↓ Move")
        // Set directly, no redraw asked: the next list move's frame must still show it.
        expectScreenBindingsFollow(ui, screen: screen, footer: 23, moves: (.down, .up))
    }

    @Test func aProvidersRowCountGrowingShowsMoveAtTheNextFrame() {
        var rows = [ListItem("Only")]
        list.itemsProvider = { rows }
        ui.window.setNeedsDisplay()
        _ = ui.renderIfNeeded()
        #expect(!ui.line(23).contains("Move"), "one row has nowhere to move")
        // The provider's rows change with no sign to the list; a frame asked for by something
        // that keeps the bindings (a list's selection move) must still notice the new count.
        rows.append(ListItem("Second"))
        ui.press(.down)
        ui.expectLine(23, contains: "↑↓ Move")
    }
}
