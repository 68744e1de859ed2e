import Testing
import TerminalCore
@testable import TerminalUI
import TerminalUITestSupport

/// With `defersFrames` (a replay nobody watches) a spinner's turns lay nothing out
/// while only time passes; the next event or look meets the frame of its moment — the one a
/// person watching would have seen. Spinners turn on their beat, so any frame shows the glyph
/// of its moment.
@MainActor
@Suite struct DeferredFrameTests {
    let ui = UITestHarness(width: 40, height: 12)
    let spinner = Spinner(message: "Working")
    let list = itemList(20)

    private func start(defers: Bool) {
        let screen = ViewController()
        screen.title = "Busy"
        screen.view = StackView(horizontalPadding: 0, [spinner, list])
        ui.app.defersFrames = defers
        ui.start(root: NavigationController(rootViewController: screen))
    }

    @Test func watchedASpinnerMakesAFramePerTurn() {
        start(defers: false)
        let before = ui.app.framesMade
        ui.advance(by: .seconds(10))
        #expect(ui.app.framesMade - before >= 100)
        ui.expectContains("\(LoadingOverlay.frame(at: .seconds(10))) Working")
    }

    @Test func deferredASpinnerMakesNoFrameWhileOnlyTimePasses() {
        start(defers: true)
        let before = ui.app.framesMade
        ui.advance(by: .seconds(10))
        #expect(ui.app.framesMade - before <= 1, "\(ui.app.framesMade - before) frames while nobody looked")
        // The key meets the layout of its moment, then the look draws the frame of that moment.
        ui.advance(by: .milliseconds(350))
        ui.press(.down)
        #expect(ui.app.presentDeferredFrame())
        ui.expectContains("\(LoadingOverlay.frame(at: .milliseconds(10_350))) Working")
        ui.expectContains("› Item 2")
    }

    @Test func deferredEachEventMeetsTheLayoutOfTheEventsBeforeIt() {
        start(defers: true)
        let before = ui.app.framesMade
        // The first key meets the frame made at start; each later one first lays out what the
        // key before it changed; nothing lays out the last until a look.
        ui.press(.down, times: 5)
        #expect(ui.app.framesMade - before == 4)
        #expect(ui.app.presentDeferredFrame())
        #expect(ui.app.framesMade - before == 5)
        ui.expectContains("› Item 6")
        #expect(!ui.app.presentDeferredFrame(), "nothing new to present")
    }

    @Test func deferredAndWatchedEndOnTheSameScreenAtAnyMoment() {
        // Moments on and off the 100 ms beat, keys between them.
        let steps: [(Duration, KeyEvent?)] = [(.milliseconds(30), nil), (.milliseconds(70), .down), (.milliseconds(155), .down),
                                              (.milliseconds(1), .up), (.milliseconds(999), nil), (.milliseconds(50), .down)]
        func finalScreen(defers: Bool) -> String {
            let ui = UITestHarness(width: 40, height: 12)
            let screen = ViewController()
            screen.view = StackView(horizontalPadding: 0, [Spinner(message: "Working"), itemList(20)])
            ui.app.defersFrames = defers
            ui.start(root: NavigationController(rootViewController: screen))
            for (duration, key) in steps {
                ui.advance(by: duration)
                if let key { ui.press(key) }
            }
            ui.app.presentDeferredFrame()
            return ui.text
        }
        #expect(finalScreen(defers: true) == finalScreen(defers: false))
    }

    @Test func aSpinnerAsksForItsNextFrameOnItsBeat() {
        #expect(LoadingOverlay.untilNextFrame(at: .zero) == .milliseconds(100))
        #expect(LoadingOverlay.untilNextFrame(at: .milliseconds(130)) == .milliseconds(70))
        #expect(LoadingOverlay.untilNextFrame(at: .milliseconds(300)) == .milliseconds(100))
        #expect(LoadingOverlay.frame(at: .milliseconds(299)) != LoadingOverlay.frame(at: .milliseconds(300)))
    }
}
