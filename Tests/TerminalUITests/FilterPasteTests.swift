import Testing
import TerminalCore
import TerminalUI
import TerminalUITestSupport

/// A paste while a `/` filter is typed, or while a select is open, is typed text on one line
/// (line breaks and tabs as spaces, control characters out), never dropped in silence; and the
/// footer offers no character key the filter takes, the screen's own included.
@MainActor
@Suite struct FilterPasteTests {
    private func paste(_ text: String, into ui: UITestHarness) {
        ui.terminal.enqueue(contentsOf: [.paste(text)])
        ui.app.processPendingInput()
    }

    private func show(_ view: View, size: Size = .reference, bindings: [KeyBinding] = []) -> UITestHarness {
        let ui = UITestHarness(size: size)
        let screen = ViewController()
        screen.title = "Rows"
        screen.view = StackView([view])
        screen.keyBindings = bindings
        ui.start(root: NavigationController(rootViewController: screen))
        ui.renderIfNeeded()
        return ui
    }

    private static let fruits = ["apple", "apricot", "banana", "cherry", "grape fruit"]

    @Test func aPasteIntoAListFilterIsTypedAsOneLine() {
        let list = ListView(items: Self.fruits.map { ListItem($0) })
        list.filterMode = .substring
        let ui = show(list)
        ui.press(.char("/"))
        ui.type("gr")
        paste("ape\r\nfr\u{1B}[31muit\u{7}", into: ui)
        #expect(list.filterText == "grape fr[31muit")
        paste("", into: ui)
        #expect(list.filterText == "grape fr[31muit")
        ui.press(.ctrl("u"))
        paste("grape\tfruit", into: ui)
        #expect(list.filterText == "grape fruit")
        ui.renderIfNeeded()
        #expect(ui.contains("grape fruit"))
        #expect(!ui.contains("banana"))
    }

    @Test func aPasteIntoADataTableFilterIsTypedAndALongOneIsCutWithAStatusLine() {
        let table = DataTable(columns: [DataTableColumn("Fruit")], rows: Self.fruits.map { [$0] })
        let ui = show(table)
        ui.press(.char("/"))
        paste("ap\n", into: ui)
        #expect(table.filterText == "ap ")
        ui.press(.backspace)
        #expect(table.displayedRowCount == 3)
        paste(String(repeating: "x", count: 300), into: ui)
        #expect(table.filterText == "ap" + String(repeating: "x", count: 254))
        ui.renderIfNeeded()
        #expect(ui.contains("Paste cut: 46 characters did not fit the filter (at most 256)."), "\(ui.screenDescription)")
    }

    @Test func aPasteIntoAnOpenSelectFiltersItsOptions() {
        let select = Select("Fruit", options: Self.fruits)
        let ui = show(select)
        ui.press(.enter)
        #expect(select.isOpen)
        paste("CHER\r\n", into: ui)
        #expect(select.filter == "CHER ")
        ui.press(.backspace)
        #expect(select.matches == [3])
        ui.press(.enter)
        #expect(select.selectedOption == "cherry")
        // Closed, a select takes no paste (and types no key).
        paste("apple", into: ui)
        #expect(select.selectedOption == "cherry")
        #expect(!select.isOpen)
    }

    @Test func aPasteThatNoViewTakesWhileKeysAreTypedIsRefusedOnTheStatusLine() {
        let typing = TypingOnlyView()
        let ui = show(typing)
        paste("hello", into: ui)
        ui.renderIfNeeded()
        #expect(ui.contains("Paste not taken here: type the text instead."), "\(ui.screenDescription)")
    }

    @Test func whileAFilterIsTypedTheFooterOffersNoCharacterKeyItTakesTheScreensOwnIncluded() {
        var about = 0
        let table = DataTable(columns: [DataTableColumn("Fruit")], rows: Self.fruits.map { [$0] })
        let ui = show(table, size: Size(width: 200, height: 24), bindings: [KeyBinding(.char("i"), title: "About") { about += 1 },
                                        KeyBinding(.ctrl("r"), title: "Reload")])
        #expect(ui.lines.last?.contains("i About") == true, "\(ui.screenDescription)")
        ui.press(.char("/"))
        ui.renderIfNeeded()
        let footer = ui.lines.last ?? ""
        #expect(!footer.contains("i About"), "the filter takes i: \(footer)")
        #expect(!footer.contains("q Quit"), "\(footer)")
        #expect(footer.contains("Keep filter"), "\(footer)")
        #expect(ui.window.activeKeyBindings.contains { $0.title == "Reload" }, "a control key still reaches the screen")
        ui.press(.char("i"))
        #expect(table.filterText == "i")
        #expect(about == 0)
        ui.press(.enter)
        ui.renderIfNeeded()
        #expect(ui.lines.last?.contains("i About") == true, "\(ui.screenDescription)")
    }
}

/// A focusable view that types keys but takes no paste (an app's own).
@MainActor
private final class TypingOnlyView: View {
    override var canBecomeFocused: Bool { true }
    override var consumesPrintableKeys: Bool { true }
    override func sizeThatFits(_ size: Size) -> Size { Size(width: size.width, height: 1) }
}
