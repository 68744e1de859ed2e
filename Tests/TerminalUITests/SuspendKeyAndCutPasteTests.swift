import Testing
import TerminalCore
import TerminalUI
import TerminalUITestSupport

/// What the application asks of its terminal and hears from it: Ctrl+Z as a key exactly while
/// something on screen binds it (a text area's Undo), and a paste the terminal cut at its limit,
/// which the status line then tells truthfully.
@MainActor
@Suite struct SuspendKeyAndCutPasteTests {
    /// A headless terminal that records the suspend-key requests and cuts pastes as told.
    final class RequestTerminal: Terminal {
        let screen = HeadlessTerminal(size: .reference)
        private(set) var suspendKeyRequests: [Bool] = []
        var droppedPasteBytes = 0

        var size: Size { screen.size }
        func start() throws { try screen.start() }
        func stop() { screen.stop() }
        func present(_ frame: Frame) { screen.present(frame) }
        func nextEvent(timeout: Duration?) -> TerminalInput { screen.nextEvent(timeout: timeout) }
        func deliverSuspendKey(_ delivered: Bool) { suspendKeyRequests.append(delivered) }
    }

    private func start(_ views: [View], on terminal: RequestTerminal) -> Application {
        let app = Application(terminal: terminal, clock: VirtualClock(), environment: [:])
        let screen = ViewController()
        screen.title = "Notes"
        screen.view = StackView(views)
        app.window.rootViewController = NavigationController(rootViewController: screen)
        app.start()
        return app
    }

    private func press(_ key: KeyEvent, in app: Application, on terminal: RequestTerminal) {
        terminal.screen.enqueue(.key(key))
        app.processPendingInput()
    }

    @Test func ctrlZIsAskedForAsAKeyExactlyWhileAFocusedTextAreaBindsIt() {
        let terminal = RequestTerminal()
        let area = TextArea(text: "draft")
        let app = start([TextField("Title"), area], on: terminal)
        #expect(terminal.suspendKeyRequests.isEmpty, "a text field does not bind Ctrl+Z: the terminal keeps its suspend key")
        press(.tab, in: app, on: terminal)
        #expect(terminal.suspendKeyRequests == [true])
        press(.char("!"), in: app, on: terminal)
        press(.ctrl("z"), in: app, on: terminal)
        #expect(area.text == "draft", "Ctrl+Z undid the typing")
        #expect(terminal.suspendKeyRequests == [true], "asked once while the area keeps the focus")
        press(.tab, in: app, on: terminal)
        #expect(terminal.suspendKeyRequests == [true, false], "given back when the focus left")
    }

    @Test func aPasteTheTerminalCutIsToldAsOverTheLimitNotAsCharactersThatDidNotFit() {
        let terminal = RequestTerminal()
        let field = TextField("Name", maxLength: 256)
        let app = start([field], on: terminal)
        let kept = TerminalEvent.maximumPasteBytes
        terminal.droppedPasteBytes = 10_000_000 - kept
        terminal.screen.enqueue(.paste(String(repeating: "x", count: kept)))
        app.processPendingInput()
        #expect(field.text.count == 256)
        let screen = terminal.screen.lines.joined(separator: "\n")
        #expect(screen.contains("Paste cut: over the 4 MiB limit (10000000 bytes); 256 characters kept."), "\(screen)")
        #expect(!screen.contains("did not fit"), "\(screen)")
    }

    @Test func aPasteTheTerminalCutIsKeptByATextAreaAndTheStatusLineSaysSo() {
        let terminal = RequestTerminal()
        let area = TextArea(text: "kept", maxLength: 100_000_000)
        let app = start([area], on: terminal)
        terminal.droppedPasteBytes = 1
        terminal.screen.enqueue(.paste(String(repeating: "x", count: 1_000)))
        app.processPendingInput()
        #expect(area.text == "kept" + String(repeating: "x", count: 1_000), "what the terminal kept goes in, as in a field")
        let screen = terminal.screen.lines.joined(separator: "\n")
        #expect(screen.contains("Paste cut: over the 4 MiB limit (1001 bytes); 1000 characters kept."), "\(screen)")
    }

    @Test func aPasteTheTerminalCutIntoAFilterSaysSo() {
        let terminal = RequestTerminal()
        let list = ListView(items: [ListItem("apple"), ListItem("banana")])
        list.filterMode = .substring
        let app = start([list], on: terminal)
        press(.char("/"), in: app, on: terminal)
        terminal.droppedPasteBytes = 5_000_000
        terminal.screen.enqueue(.paste("ban"))
        app.processPendingInput()
        #expect(list.filterText == "ban")
        let screen = terminal.screen.lines.joined(separator: "\n")
        #expect(screen.contains("Paste cut: over the 4 MiB limit (5000003 bytes); 3 characters kept."), "\(screen)")
    }
}
