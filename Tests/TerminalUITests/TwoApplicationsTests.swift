import Testing
import TerminalCore
import TerminalUI
import TerminalUITestSupport

/// Two applications side by side in one process, keys and resizes interleaved: each keeps its
/// own key bindings, layout passes and kept frame, and draws only its own frames.
@MainActor
@Suite struct TwoApplicationsTests {
    let left = UITestHarness(width: 80, height: 24)
    let right = UITestHarness(width: 60, height: 20)

    /// A navigation stack whose screen shows a list of `prefix` rows and offers `binding`;
    /// every patched frame checked against the frame drawn whole.
    private func start(_ ui: UITestHarness, title: String, prefix: String, binding: KeyBinding, above: View? = nil) {
        let screen = ViewController()
        screen.title = title
        screen.view = StackView(horizontalPadding: 0, [above, itemList(40, prefix: prefix)].compactMap { $0 })
        screen.keyBindings = [binding]
        ui.window.verifiesPatchedFrames = true
        ui.start(root: NavigationController(rootViewController: screen))
    }

    @Test func interleavedKeysAndResizesLeaveEachAppItsOwnFramesAndBindings() {
        var adds = 0
        var buys = 0
        start(left, title: "Left", prefix: "Apple", binding: KeyBinding(.char("a"), title: "Add") { adds += 1 })
        start(right, title: "Right", prefix: "Berry", binding: KeyBinding(.char("b"), title: "Buy") { buys += 1 })
        for step in 0..<10 {
            let leftFrames = left.terminal.presentCount
            right.press(.down)
            // A key the right app's screen takes moves what its responders may offer.
            right.press(.char("b"))
            if step % 3 == 0 { right.resize(to: Size(width: step % 2 == 0 ? 70 : 60, height: 20 + step % 4)) }
            #expect(left.terminal.presentCount == leftFrames, "the right app drew into the left terminal")
            let rightFrames = right.terminal.presentCount
            left.press(.down)
            #expect(right.terminal.presentCount == rightFrames, "the left app drew into the right terminal")
        }
        // Every move of the left list patched its kept frame: nothing the right app did made
        // the left app's bindings or frame stale.
        #expect(left.window.patchedFrameCount == 10)
        #expect(left.window.patchedFrameMismatches.isEmpty)
        #expect(right.window.patchedFrameMismatches.isEmpty)
        #expect(adds == 0)
        #expect(buys == 10)
        left.expectContains("› Apple 11")
        left.expectNotContains("Berry")
        right.expectContains("› Berry 11")
        right.expectNotContains("Apple")
        // Each footer offers its own screen's key, never the other's.
        let leftFooter = left.terminal.lines[left.size.height - 1]
        let rightFooter = right.terminal.lines[right.size.height - 1]
        #expect(leftFooter.contains("a Add") && !leftFooter.contains("Buy"), "\(leftFooter)")
        #expect(rightFooter.contains("b Buy") && !rightFooter.contains("Add"), "\(rightFooter)")
        left.press(.char("a"), .char("b"))
        #expect(adds == 1)
        #expect(buys == 10)
    }

    @Test func aFrameOfOneAppDrawnWhileTheOtherLaysOutKeepsTheOthersLayoutPass() {
        var reads = 0
        let label = Label { [right] in
            reads += 1
            // The other app draws a whole frame in the middle of this one's layout.
            right.resize(to: Size(width: 60 + reads % 2, height: 20))
            return "Read \(reads) times"
        }
        start(right, title: "Right", prefix: "Berry", binding: KeyBinding(.char("b"), title: "Buy"))
        start(left, title: "Left", prefix: "Apple", binding: KeyBinding(.char("a"), title: "Add") {}, above: label)
        let framesBefore = left.terminal.presentCount
        let readsBefore = reads
        left.press(.char("a"))
        // One read per frame of the left app (sizing and drawing share it), however the right
        // app's frames interleave.
        #expect(left.terminal.presentCount == framesBefore + 1)
        #expect(reads == readsBefore + 1)
        left.expectContains("Read \(reads) times")
        right.expectContains("Berry 1")
    }

    @Test func aViewMovedToAnotherAppsWindowOffersItsBindingsThere() {
        var hits: [String] = []
        start(left, title: "Left", prefix: "Apple", binding: KeyBinding(.char("a"), title: "Add"))
        start(right, title: "Right", prefix: "Berry", binding: KeyBinding(.char("b"), title: "Buy"))
        let field = TextField(placeholder: "Name")
        field.onSubmit = { hits.append("submit \($0)") }
        left.window.visibleViewController?.view.addSubview(field)
        left.press(.tab)
        left.type("x")
        // Kept on the left window; then moved to the right one, whose generation may be the same number.
        right.window.visibleViewController?.view.addSubview(field)
        right.press(.tab)
        right.type("y")
        right.press(.enter)
        #expect(hits == ["submit xy"])
    }
}
