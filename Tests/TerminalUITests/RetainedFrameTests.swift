import Testing
import TerminalCore
@testable import TerminalUI
import TerminalUITestSupport

/// A list's selection move patches the kept frame (two rows of the list) instead of
/// drawing everything; every patched frame equals the frame drawn whole, and whatever else
/// changed, or covers the list, draws the whole frame.
@MainActor
@Suite struct RetainedFrameTests {
    let ui = UITestHarness(width: 80, height: 24)

    /// A navigation stack whose screen shows `view`; every patched frame checked against the
    /// frame drawn whole.
    private func start(_ view: View, title: String = "Items") {
        let screen = ViewController()
        screen.title = title
        screen.view = view
        ui.window.verifiesPatchedFrames = true
        ui.start(root: NavigationController(rootViewController: screen))
    }

    @Test func aSelectionMovePatchesTheKeptFrameAndMatchesTheFrameDrawnWhole() {
        let list = itemList(50)
        start(StackView(horizontalPadding: 0, [list]))
        ui.press(.down, times: 5)
        #expect(ui.window.patchedFrameCount == 5)
        #expect(ui.window.patchedFrameMismatches.isEmpty)
        ui.expectLine(6, contains: "› Item 6")
        ui.expectLine(5, contains: "  Item 5")
        #expect(ui.style(x: 0, y: 6) == ui.window.theme.selection)
        #expect(ui.style(x: 0, y: 5) != ui.window.theme.selection)
    }

    @Test func scrollingPastTheBottomPatchesTheWholeListAndStaysRight() {
        let list = itemList(50)
        start(StackView(horizontalPadding: 0, [list]))
        ui.press(.down, times: 30)
        ui.press(.pageDown, .end, .pageUp, .home)
        #expect(ui.window.patchedFrameCount == 34)
        #expect(ui.window.patchedFrameMismatches.isEmpty)
        ui.expectLine(1, contains: "› Item 1 ")
    }

    @Test func wideTitlesAndDetailsPatchLikeTheyDraw() {
        let list = ListView(items: (1...40).map { ListItem("商品 \($0) 🇯🇵👍🏽", detail: "€\($0),00 日本") })
        start(StackView(horizontalPadding: 3, [list]))
        ui.press(.down, times: 25)
        ui.press(.up, times: 7)
        #expect(ui.window.patchedFrameCount == 32)
        #expect(ui.window.patchedFrameMismatches.isEmpty)
        ui.expectContains("› 商品 19 🇯🇵👍🏽")
    }

    @Test func aListWhoseSelectionRunsAppCodeIsDrawnWhole() {
        let list = itemList(20)
        let label = Label("Selected: 1")
        list.onChange = { label.text = "Selected: \($0 + 1)" }
        start(StackView(horizontalPadding: 0, [label, list]))
        ui.press(.down, times: 3)
        #expect(ui.window.patchedFrameCount == 0)
        ui.expectContains("Selected: 4")
    }

    @Test func aListCoveredByAViewDrawnAfterItIsDrawnWhole() {
        // A plain View lays every subview over its whole frame: the badge is drawn over the list.
        let container = View()
        container.addSubview(itemList(20))
        container.addSubview(Label("BADGE"))
        start(container)
        ui.press(.down, times: 2)
        #expect(ui.window.patchedFrameCount == 0)
        ui.expectLine(1, contains: "BADGE")
        ui.expectLine(3, contains: "› Item 3")
    }

    @Test func aResizeOrAnotherChangeWithTheMoveDrawsTheWholeFrame() {
        let list = itemList(50)
        let label = Label("Before")
        start(StackView(horizontalPadding: 0, [label, list]))
        ui.press(.down)
        #expect(ui.window.patchedFrameCount == 1)
        ui.resize(width: 60, height: 20)
        #expect(ui.window.patchedFrameCount == 1)
        ui.press(.down)
        #expect(ui.window.patchedFrameCount == 2)
        label.text = "After"
        ui.press(.down)
        #expect(ui.window.patchedFrameCount == 2)
        #expect(ui.window.patchedFrameMismatches.isEmpty)
        ui.expectContains("After")
        ui.expectContains("› Item 4")
    }

    /// A view drawing plain state that, against the rules, changes without asking for a frame.
    private final class Tally: View {
        var count = 0
        override func sizeThatFits(_ size: Size) -> Size { Size(width: size.width, height: 1) }
        override func draw(in canvas: inout Canvas, context: RenderContext) {
            canvas.write("Tally \(count)", at: frame.origin)
        }
    }

    @Test func theCheckCatchesAChangeNobodyAskedToDraw() {
        // The tally changes with no redraw request, then a list move: the patched frame misses
        // it (a frame on screen would, until the next full one); the check must see that.
        let list = itemList(20)
        let tally = Tally()
        start(StackView(horizontalPadding: 0, [tally, list]))
        tally.count = 7
        ui.press(.down)
        #expect(ui.window.patchedFrameMismatches.count == 1)
        // Checking keeps the frame drawn whole.
        ui.expectContains("Tally 7")
    }

    @Test func withoutTheCheckAListMoveDrawsNoOtherView() {
        let list = itemList(20)
        let tally = Tally()
        let screen = ViewController()
        screen.view = StackView(horizontalPadding: 0, [tally, list])
        ui.start(root: NavigationController(rootViewController: screen))
        tally.count = 7
        ui.press(.down)
        #expect(ui.window.patchedFrameCount == 1)
        ui.expectContains("Tally 0")
        ui.expectContains("› Item 2")
    }

    @Test func whileSomethingAnimatesAListMoveDrawsTheWholeFrame() {
        // Fuzz seed 9: a spinner (a loading overlay under a sheet) turned between the kept frame
        // and a list move; the patched frame kept its old glyph (then the spinner asked for its
        // next frame 100 ms after each drawing, off its beat). A full frame at 50 ms, the
        // spinner's turn at 100 ms, the move at 120 ms: whatever the beat, no patch while it turns.
        let list = itemList(20)
        let spinner = Spinner(message: "Working")
        start(StackView(horizontalPadding: 0, [spinner, list]))
        ui.advance(by: .milliseconds(50))
        spinner.setNeedsDisplay()
        _ = ui.renderIfNeeded()
        ui.advance(by: .milliseconds(70))
        ui.press(.down)
        #expect(ui.window.patchedFrameMismatches.isEmpty, "\(ui.window.patchedFrameMismatches)")
        #expect(ui.window.patchedFrameCount == 0)
        ui.expectContains("› Item 2")
    }

    @Test func anAccessibleWindowDrawsWholeFramesSoTheCursorFollowsTheSelection() {
        let list = itemList(20)
        ui.window.keepsCursorOnFocus = true
        start(StackView(horizontalPadding: 0, [list]))
        ui.press(.down, times: 3)
        #expect(ui.window.patchedFrameCount == 0)
        #expect(ui.cursor == Point(x: 0, y: 4))
    }
}
