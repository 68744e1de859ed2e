import Testing
import TerminalCore
import TerminalUI
import TerminalUITestSupport

/// A view's own bindings are made once for each state of what they show and kept between its
/// keys (a log's scroll invalidates only its own, when End "Follow" comes or goes): what the
/// footer shows and what the keys do must still follow every change.
@MainActor
@Suite struct OwnKeyBindingsTests {
    let ui = UITestHarness(width: 80, height: 12)
    let screen = ViewController()
    let log = LogView()

    init() {
        screen.title = "Log"
        for index in 1...30 { log.append("line \(index)") }
        screen.view = StackView(horizontalPadding: 0, [log])
        ui.start(root: NavigationController(rootViewController: screen))
    }

    @Test func aLogsFollowComesAndGoesAsItsKeysScrollIt() {
        #expect(!ui.line(11).contains("Follow"))
        for _ in 0..<3 {
            ui.press(.up)
            ui.expectLine(11, contains: "End Follow")
            ui.press(.down)
            #expect(!ui.line(11).contains("Follow"), "back at the bottom, the log follows")
        }
        ui.press(.home)
        ui.expectLine(11, contains: "End Follow")
        ui.press(.end)
        #expect(!ui.line(11).contains("Follow"))
        #expect(log.isFollowing)
    }

    @Test func aScreensBindingsSetBetweenLogScrollsReachTheFooterAndTheKeys() {
        ui.press(.up)
        // Set directly, no redraw asked: the next scroll's frame must still show it.
        expectScreenBindingsFollow(ui, screen: screen, footer: 11, moves: (.up, .down))
    }
}
