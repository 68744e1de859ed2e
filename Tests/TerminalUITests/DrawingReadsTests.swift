import Testing
import TerminalCore
@testable import TerminalUI
import TerminalUITestSupport

/// Drawing reads the window and its views and makes a frame: a frame drawn again with no event
/// in between changes nothing anyone can observe, and what drawing used to change (a list's
/// selection, scroll position and bindings) follows layout and the events that cause it.
@MainActor
@Suite struct DrawingReadsTests {
    let ui = UITestHarness(width: 80, height: 24)

    /// What a frame could change: the window's own state and every view's on screen.
    private struct Observed: Equatable {
        var keyBindingsGeneration: UInt64
        var needsFrame: Bool
        var hitLayers: [String]
        var footerRow: Int?
        var help: [Int]
        var retained: Frame?
        var retainedRecords: [String]
        var patched: [Int]
        var views: [String]
        var focused: [String]
        var activeKeys: [String]
    }

    private func observe() -> Observed {
        let window = ui.window
        let controllers = [window.rootViewController].compactMap { $0 } + window.presentedViewControllers
        let views = controllers.flatMap { $0.view.allViews }
        return Observed(
            keyBindingsGeneration: window.keyBindingsGeneration,
            needsFrame: window.needsFrame,
            hitLayers: window.mouse.hitLayers.map { "\($0.frame) \($0.isPresented) \($0.targets.map(\.rect))" },
            footerRow: window.mouse.footerRow,
            help: [window.help.rowCount, window.help.rowsShown, window.help.scrollOffset],
            retained: window.patcher.retainedFrame?.frame,
            retainedRecords: window.patcher.retainedFrame?.records.map { "\($0.layerID) \($0.frame) \($0.visible) \(String(describing: $0.state))" } ?? [],
            patched: [window.patchedFrameCount, window.patchedFrameMismatches.count],
            views: views.map { view in
                var line = "\(type(of: view)) \(view.frame) hidden \(view.isHidden)"
                if let list = view as? ListView { line += " selected \(list.selectedIndex) offset \(list.scrollOffset)" }
                return line
            },
            focused: views.filter(\.isFocused).map { "\(type(of: $0)) \($0.frame)" },
            activeKeys: window.activeKeyBindings.map(\.title))
    }

    /// Draws the frame on screen again twice, with no event: nothing changes, and the frame is
    /// the one on screen.
    private func expectDrawingTwiceChangesNothing(_ comment: Comment) {
        let before = observe()
        let shown = ui.lastFrame
        for _ in 0..<2 {
            let rendered = ui.window.renderFrame(size: ui.size, now: ui.clock.elapsed)
            #expect(rendered.frame == shown, comment)
            #expect(observe() == before, comment)
        }
    }

    /// Tabs (a list read through a provider, a form's text field), a sheet with a list, the help.
    @Test func drawingAFrameAgainChangesNoState() {
        let orders = ListView()
        var rows = (1...40).map { ListItem("Order \($0)", detail: "€\($0)") }
        orders.itemsProvider = { rows }
        let home = ViewController()
        home.title = "Home"
        home.view = StackView(horizontalPadding: 0, [Label("Orders"), orders])
        let form = ViewController()
        form.title = "Profile"
        form.view = StackView([TextField("Name"), Button("Save") {}])
        let tabs = TabBarController()
        tabs.setViewControllers([NavigationController(rootViewController: home), NavigationController(rootViewController: form)])
        ui.start(root: tabs)
        expectDrawingTwiceChangesNothing("first frame")

        ui.press(.end, .up, .up)
        expectDrawingTwiceChangesNothing("after list moves (patched frames)")

        rows.removeLast(30)
        ui.window.setNeedsDisplay()
        _ = ui.renderIfNeeded()
        expectDrawingTwiceChangesNothing("after the provider's rows shrank")

        ui.press(.char("2"))
        ui.type("Ada")
        expectDrawingTwiceChangesNothing("a focused text field")

        let sheet = ViewController()
        sheet.title = "Pick"
        sheet.modalPresentationStyle = .pageSheet
        sheet.view = StackView(horizontalPadding: 0, [itemList(30)])
        tabs.present(sheet)
        _ = ui.renderIfNeeded()
        ui.press(.down, .pageDown)
        expectDrawingTwiceChangesNothing("a page sheet with a list")

        ui.window.toggleHelp()
        _ = ui.renderIfNeeded()
        expectDrawingTwiceChangesNothing("the help over the sheet")
    }

    @Test func aProviderWhoseRowsShrinkUnseenIsClampedAndScrolledByLayout() {
        var count = 50
        let list = ListView()
        list.itemsProvider = { (0..<count).map { ListItem("Row \($0 + 1)") } }
        let screen = ViewController()
        screen.view = StackView(horizontalPadding: 0, [list])
        ui.start(root: NavigationController(rootViewController: screen))
        ui.press(.end)
        #expect(list.selectedIndex == 49)
        #expect(list.scrollOffset > 0)
        ui.expectContains("› Row 50")

        // Fewer rows than the page, with no sign but the next frame: the layout keeps the
        // selection on the last row and scrolls back to the top.
        count = 10
        ui.window.setNeedsDisplay()
        _ = ui.renderIfNeeded()
        #expect(list.selectedIndex == 9)
        #expect(list.scrollOffset == 0)
        ui.expectContains("› Row 10")
        ui.expectLine(1, contains: "  Row 1 ")
        ui.expectContains("↑↓ Move")
    }

    @Test func aProviderDownToOneRowDropsTheMoveKeysOnAListMove() {
        var count = 30
        let list = ListView()
        list.itemsProvider = { (0..<count).map { ListItem("Row \($0 + 1)") } }
        let screen = ViewController()
        screen.view = StackView(horizontalPadding: 0, [list])
        ui.window.verifiesPatchedFrames = true
        ui.start(root: NavigationController(rootViewController: screen))
        ui.press(.down, .down)
        ui.expectContains("↑↓ Move")
        // Only a list move follows (which would patch the kept frame): the layout finds one row,
        // the bindings change, and the whole frame is drawn with the footer's keys as they are.
        count = 1
        ui.press(.up)
        #expect(list.selectedIndex == 0)
        #expect(list.scrollOffset == 0)
        ui.expectContains("› Row 1")
        #expect(!ui.contains("Row 2"))
        #expect(!ui.contains("↑↓ Move"))
        #expect(ui.window.patchedFrameMismatches.isEmpty, "\(ui.window.patchedFrameMismatches)")
    }

    @Test func aListMoveRecordsWhatTheFrameDrewNotTheView() {
        let list = itemList(20)
        let screen = ViewController()
        screen.view = StackView(horizontalPadding: 0, [list])
        ui.window.verifiesPatchedFrames = true
        ui.start(root: NavigationController(rootViewController: screen))
        #expect(ui.window.patcher.retainedFrame?.records.first?.state?.selectedIndex == 0)
        ui.press(.down, .down)
        // The kept frame's record follows each patch: the next move patches from there.
        #expect(ui.window.patcher.retainedFrame?.records.first?.state?.selectedIndex == 2)
        #expect(ui.window.patchedFrameCount == 2)
        #expect(ui.window.patchedFrameMismatches.isEmpty)
        ui.expectLine(3, contains: "› Item 3")
    }

    /// A view that notes, in `log`, when it is laid out and when it draws.
    private final class NotingView: View {
        let name: String
        let log: Log
        init(_ name: String, log: Log, subviews: [View] = []) {
            self.name = name
            self.log = log
            super.init()
            for subview in subviews { addSubview(subview) }
        }
        override func sizeThatFits(_ size: Size) -> Size { Size(width: size.width, height: 2) }
        override func layoutSubviews() {
            super.layoutSubviews()
            log.entries.append("layout \(name)")
        }
        override func draw(in canvas: inout Canvas, context: RenderContext) {
            log.entries.append("draw \(name)")
        }
    }

    private final class Log {
        var entries: [String] = []
    }

    @Test func aFrameLaysOutEveryViewBeforeDrawingAny() {
        let log = Log()
        let screen = ViewController()
        screen.view = StackView(horizontalPadding: 0, [
            NotingView("a", log: log, subviews: [NotingView("a.1", log: log)]),
            NotingView("b", log: log),
        ])
        ui.start(root: NavigationController(rootViewController: screen))
        #expect(log.entries == ["layout a", "layout a.1", "layout b", "draw a", "draw a.1", "draw b"])

        // Drawing what the layout placed lays nothing out and changes nothing.
        log.entries = []
        let before = observe()
        let layout = ui.window.layOutFrame(size: ui.size)
        #expect(log.entries == ["layout a", "layout a.1", "layout b"])
        log.entries = []
        for _ in 0..<2 {
            let rendered = ui.window.drawFrame(layout, now: ui.clock.elapsed)
            #expect(rendered.frame == ui.lastFrame)
            #expect(observe() == before)
        }
        #expect(log.entries == ["draw a", "draw a.1", "draw b", "draw a", "draw a.1", "draw b"])
    }

    /// A list through a provider, a focused text field, a label through a provider, a sheet
    /// and the help over it, scrolled: drawing the same layout twice changes nothing.
    @Test func drawingALaidOutFrameChangesNoState() {
        var rows = (1...40).map { ListItem("Order \($0)") }
        let list = ListView()
        list.itemsProvider = { rows }
        var count = 0
        let home = ViewController()
        home.view = StackView(horizontalPadding: 0, [Label { "Orders: \(count)" }, TextField("Find"), list])
        ui.start(root: NavigationController(rootViewController: home))
        ui.type("ab")
        count = 3
        rows.removeLast(10)
        let sheet = ViewController()
        sheet.modalPresentationStyle = .bottomSheet
        sheet.view = StackView(horizontalPadding: 0, [itemList(30)])
        home.present(sheet)
        ui.window.toggleHelp()
        _ = ui.renderIfNeeded()
        ui.press(.end)
        for drawsCells in [true, false] {
            let layout = ui.window.layOutFrame(size: ui.size, drawsCells: drawsCells)
            let before = observe()
            let first = ui.window.drawFrame(layout, now: ui.clock.elapsed, drawsCells: drawsCells).frame
            #expect(observe() == before)
            #expect(ui.window.drawFrame(layout, now: ui.clock.elapsed, drawsCells: drawsCells).frame == first)
            #expect(observe() == before)
        }
    }

    @Test func readingTheFocusChoosesNothingLayoutAndKeysDo() {
        let first = Button("First") {}
        let second = Button("Second") {}
        let screen = ViewController()
        screen.view = StackView([first, second])
        // Before any frame the first focusable view is the one focused, and reading says so
        // without choosing it (drawing reads the focus).
        #expect(first.isFocused)
        #expect(!second.isFocused)
        #expect(screen.focusedView == nil)
        ui.start(root: NavigationController(rootViewController: screen))
        #expect(screen.focusedView === first)
        ui.expectContains("› [ First ]")
    }

    @Test func aLabelDrawnWithoutALayoutShowsItsTextAsItIs() {
        let label = Label("Before")
        let screen = ViewController()
        screen.view = StackView(horizontalPadding: 0, [label])
        ui.start(root: NavigationController(rootViewController: screen))
        ui.expectContains("Before")
        label.text = "After, not laid out"
        var canvas = Canvas(size: ui.size)
        label.draw(in: &canvas, context: RenderContext(now: .zero))
        #expect(canvas.lines[label.frame.minY].hasPrefix("After, not laid out"))
    }
}
