import Testing
import TerminalCore
import TerminalUI
import TerminalUITestSupport

/// The log: appends at the bottom, follows the tail until the user scrolls up, resumes at End.
@MainActor
@Suite struct LogViewTests {
    let ui = UITestHarness(width: 80, height: 24)
    let navigation: NavigationController
    let log = LogView(maxLines: 1_000)

    init() {
        navigation = NavigationController(rootViewController: widgetScreen("Home", Label("Home")))
        ui.start(root: navigation)
        navigation.pushViewController(widgetScreen("Log", log))
        ui.renderIfNeeded()
    }

    private func append(_ range: ClosedRange<Int>) {
        for index in range { log.append("line \(index)") }
        ui.renderIfNeeded()
    }

    @Test func anEmptyLogShowsItsMessage() {
        ui.expectLine(1, contains: "Nothing logged yet")
    }

    @Test func itFollowsTheTailUntilScrolledUpAndResumesAtEnd() {
        append(1...30)
        ui.expectLine(22, contains: "line 30")
        #expect(log.isFollowing)
        ui.press(.up)
        #expect(!log.isFollowing)
        ui.expectLine(22, contains: "line 29")
        append(31...35)
        // Not following: the rows stay, a note counts the new lines.
        ui.expectLine(1, contains: "line 8")
        ui.expectLine(22, contains: "↓ 5 new · End")
        ui.expectLine(23, contains: "End Follow")
        ui.press(.end)
        #expect(log.isFollowing)
        ui.expectLine(22, contains: "line 35")
        append(36...36)
        ui.expectLine(22, contains: "line 36")
    }

    @Test func theScrollKeysShowOnceTheLogIsTallerThanItsFrame() {
        append(1...22)
        #expect(!ui.line(23).contains("Scroll"))
        append(23...23)
        ui.expectLine(23, contains: "↑↓ Scroll")
    }

    @Test func scrollingBackToTheBottomFollowsAgain() {
        append(1...30)
        ui.press(.pageUp)
        #expect(!log.isFollowing)
        ui.press(.pageDown)
        #expect(log.isFollowing)
        ui.press(.home)
        ui.expectLine(1, contains: "line 1")
        ui.scroll(-1, at: Point(x: 5, y: 5))
        ui.scroll(20, at: Point(x: 5, y: 5))
        #expect(log.isFollowing)
    }

    @Test func linesPastTheLimitAreDroppedFromTheTop() {
        append(1...2_500)
        #expect(log.lineCount == 1_000)
        #expect(log.line(at: 0) == "line 1501")
        ui.expectLine(22, contains: "line 2500")
    }

    @Test func controlCharactersAndTabsNeverBreakTheRows() {
        log.append("a\tb")
        log.append("\u{1B}[2Jcleared?\u{202E}x")
        log.append("日本語 👩‍👩‍👧 e\u{301}")
        log.append(String(repeating: "long ", count: 40))
        ui.renderIfNeeded()
        ui.expectLine(1, contains: "a    b")
        ui.expectLine(2, contains: "\\u{001B}[2Jcleared?\\u{202E}x")
        ui.expectLine(4, contains: "…")
        ui.expectNoSplitWideCharacters()
    }

    @Test func aDisabledLogTakesNoKeys() {
        append(1...30)
        log.isEnabled = false
        ui.press(.up)
        #expect(log.isFollowing)
    }

    @Test func aLogIsReleasedWithItsScreen() {
        weak var released: LogView?
        do {
            let gone = LogView()
            released = gone
            navigation.pushViewController(widgetScreen("Gone", gone))
            ui.renderIfNeeded()
            for index in 1...50 { gone.append("line \(index)") }
            ui.press(.up)
        }
        ui.press(.escape, .escape)
        #expect(released == nil)
    }

    @Test func goldenScreens() {
        append(1...40)
        ui.press(.pageUp)
        append(41...43)
        ui.assertSnapshot(named: "log-view-80x24")
        ui.resize(width: 40, height: 12)
        ui.press(.end)
        ui.assertSnapshot(named: "log-view-40x12")
    }
}
