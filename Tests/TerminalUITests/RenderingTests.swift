import Observation
import Testing
import TerminalCore
import TerminalUI
import TerminalUITestSupport

@Observable
@MainActor
final class CartModel {
    var count = 0
    var note = "unread"
}

/// Frames: re-render on observed changes, none when nothing changed, `NO_COLOR`, timers.
@MainActor
@Suite struct RenderingTests {
    let log = LifecycleLog()

    // MARK: - Observation

    @Test func changingAnObservedPropertyPresentsANewFrameOfThatScreen() {
        let ui = UITestHarness(width: 80, height: 24)
        let model = CartModel()
        let screen = RecordingViewController("Cart", log: log, views: [Label { "Items in cart: \(model.count)" }])
        ui.start(root: NavigationController(rootViewController: screen))
        ui.expectContains("Items in cart: 0")
        let frames = ui.framesPresented

        model.count = 3
        #expect(ui.renderIfNeeded())
        #expect(ui.framesPresented == frames + 1)
        ui.expectContains("Items in cart: 3")

        #expect(!ui.renderIfNeeded(), "nothing changed since")
        #expect(ui.framesPresented == frames + 1)
    }

    @Test func changingAPropertyNoFrameReadPresentsNothing() {
        let ui = UITestHarness(width: 80, height: 24)
        let model = CartModel()
        let screen = RecordingViewController("Cart", log: log, views: [Label { "Items in cart: \(model.count)" }])
        ui.start(root: NavigationController(rootViewController: screen))
        let frames = ui.framesPresented
        model.note = "read"
        #expect(!ui.renderIfNeeded())
        #expect(ui.framesPresented == frames)
    }

    @Test func aModelReadOnlyByAHiddenTabPresentsNoFrame() {
        let ui = UITestHarness(width: 80, height: 24)
        let model = CartModel()
        let shop = ShopTabs(log: log)
        let orders = RecordingViewController("OrdersList", log: log, views: [Label { "Orders: \(model.count)" }])
        shop.navigations[1].setViewControllers([orders])
        ui.start(root: shop.tabs)
        ui.press(.char("2"))
        ui.expectContains("Orders: 0")
        ui.press(.char("1"))
        let frames = ui.framesPresented
        model.count = 5
        ui.renderIfNeeded()
        #expect(ui.framesPresented == frames)
        ui.press(.char("2"))
        ui.expectContains("Orders: 5")
    }

    @Test func aKeyThatChangesNothingPresentsNoFrame() {
        let ui = UITestHarness(width: 80, height: 24)
        let shop = ShopTabs(log: log)
        ui.start(root: shop.tabs)
        let frames = ui.framesPresented
        ui.press(.char("z"), .char("1"), .escape, .left)
        #expect(ui.framesPresented == frames)
        #expect(ui.terminal.presentCount == frames)
    }

    @Test func oneFramePerKeyAtMost() {
        let ui = UITestHarness(width: 80, height: 24)
        let list = itemList(40)
        ui.start(root: NavigationController(rootViewController: RecordingViewController("L", log: log, views: [list])))
        let frames = ui.framesPresented
        ui.press(.down, .down, .down)
        #expect(ui.framesPresented == frames + 3)
    }

    @Test func resizePresentsAFrameAtTheNewSize() {
        let ui = UITestHarness(width: 80, height: 24)
        ui.start(root: NavigationController(rootViewController: RecordingViewController("A", log: log)))
        ui.resize(width: 60, height: 20)
        #expect(ui.lastFrame?.size == Size(width: 60, height: 20))
        #expect(ui.terminal.screen.size == Size(width: 60, height: 20))
    }

    // MARK: - NO_COLOR

    private func colouredScreen(environment: [String: String]) -> UITestHarness {
        let ui = UITestHarness(size: .reference, environment: environment)
        let shop = ShopTabs(log: log)
        ui.start(root: shop.tabs)
        shop.tabs.present(AlertController(title: "Delete?", message: nil, actions: [AlertAction(title: "Delete", style: .destructive)]))
        ui.renderIfNeeded()
        return ui
    }

    private func styles(_ ui: UITestHarness) -> [Style] {
        guard let frame = ui.lastFrame else { return [] }
        return frame.layers.flatMap { $0.canvas.cells.map(\.style) }
    }

    @Test func noColorPresentsFramesWithoutColoursButWithAttributes() {
        let coloured = colouredScreen(environment: [:])
        #expect(styles(coloured).contains { $0.foreground != .default || $0.background != .default })

        let ui = colouredScreen(environment: ["NO_COLOR": "1"])
        #expect(!ui.app.colorsEnabled)
        let all = styles(ui)
        #expect(!all.isEmpty)
        #expect(all.allSatisfy { $0.foreground == .default && $0.background == .default })
        #expect(all.contains { $0.attributes.contains(.reverse) })
        #expect(all.contains { $0.attributes.contains(.bold) })
        #expect(all.contains { $0.attributes.contains(.dim) })
        // The selected tab stays distinguishable by its attributes alone.
        guard let tab = ui.locate("1 Home") else { Issue.record("no tab bar"); return }
        #expect(ui.style(x: tab.x, y: tab.y) == Style(attributes: [.reverse, .bold, .dim]))
        // Same text either way.
        #expect(ui.text == coloured.text)
    }

    @Test func anEmptyNoColorKeepsColours() {
        let ui = colouredScreen(environment: ["NO_COLOR": ""])
        #expect(ui.app.colorsEnabled)
        #expect(styles(ui).contains { $0.foreground != .default })
    }

    // MARK: - Time

    @Test func aToastExpiresOnTheVirtualClock() {
        let ui = UITestHarness(width: 80, height: 24)
        ui.start(root: NavigationController(rootViewController: RecordingViewController("A", log: log)))
        ui.window.showToast("Saved", duration: .seconds(2))
        ui.renderIfNeeded()
        ui.expectContains(" Saved ")
        ui.advance(by: .milliseconds(1999))
        ui.expectContains(" Saved ")
        ui.advance(by: .milliseconds(1))
        ui.expectNotContains("Saved")
    }

    @Test func scheduledWorkRunsWhenTheVirtualClockReachesIt() {
        let ui = UITestHarness(width: 80, height: 24)
        let nav = NavigationController(rootViewController: RecordingViewController("A", log: log))
        ui.start(root: nav)
        ui.app.schedule(after: .milliseconds(500)) {
            nav.pushViewController(RecordingViewController("Later", log: log))
        }
        ui.advance(by: .milliseconds(499))
        ui.expectNotContains("Later")
        ui.advance(by: .milliseconds(1))
        ui.expectLine(0, contains: "Later")
    }

    @Test func aSpinnerAnimatesOnTheVirtualClockAndStopsAskingForFramesWhenGone() {
        let ui = UITestHarness(width: 80, height: 24)
        let screen = RecordingViewController("A", log: log)
        ui.start(root: NavigationController(rootViewController: screen))
        screen.loadingMessage = "Logging in…"
        ui.renderIfNeeded()
        ui.expectContains("⠋ Logging in…")
        ui.advance(by: .milliseconds(100))
        ui.expectContains("⠙ Logging in…")
        // The screen's own keys wait while it loads.
        screen.keyBindings = [KeyBinding(.char("x"), title: "Act") { Issue.record("a loading screen's binding ran") }]
        ui.press(.char("x"))
        screen.loadingMessage = nil
        ui.renderIfNeeded()
        let frames = ui.framesPresented
        ui.advance(by: .seconds(1))
        #expect(ui.framesPresented == frames)
    }
}

extension RenderingTests {
    @Test func anObservedChangeHandledWithAKeyDoesNotDrawAgainLater() {
        let ui = UITestHarness(width: 80, height: 24)
        let model = CartModel()
        var draws = 0
        let screen = RecordingViewController("Cart", log: log, views: [Label { draws += 1; return "Items: \(model.count)" }])
        ui.start(root: NavigationController(rootViewController: screen))
        // The label reads its text while measured and while drawn: the reads of one frame.
        let perFrame = draws
        model.count = 1
        ui.press(.char("z"))
        ui.expectContains("Items: 1")
        #expect(draws == 2 * perFrame, "one layout for the key and the change together")
        #expect(!ui.renderIfNeeded())
        #expect(draws == 2 * perFrame, "nothing changed since the last frame: no layout, no drawing")
    }
}
