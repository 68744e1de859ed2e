import Testing
import TerminalCore
import TerminalUI
import TerminalUITestSupport

/// `ListView(rowCount:item:)`: rows from a provider, as a `DataTable`'s, so a million rows are
/// neither an array of items nor a million reads: a frame reads the rows on screen only.
@MainActor
@Suite struct ListViewRowProviderTests {
    /// Counts what the list asks of its provider.
    final class Source {
        var count = 1_000_000
        var reads = 0
        var countReads = 0
        func item(_ index: Int) -> ListItem {
            reads += 1
            return ListItem("Row \(index + 1)", detail: index % 7 == 0 ? "sevens" : nil, isEnabled: index != 3)
        }
    }

    let ui = UITestHarness(width: 80, height: 24)
    let source = Source()
    let list: ListView
    var activated: [Int] = []

    init() {
        let source = self.source
        list = ListView(rowCount: { source.countReads += 1; return source.count }, item: { source.item($0) })
        let screen = ViewController()
        screen.title = "Rows"
        screen.view = StackView(horizontalPadding: 0, [list])
        ui.start(root: NavigationController(rootViewController: screen))
    }

    @Test func aFrameReadsOnlyTheRowsOnScreenOfAMillion() {
        ui.expectLine(1, contains: "› Row 1 ")
        ui.expectLine(22, contains: "Row 22")
        source.reads = 0
        ui.press(.down)
        ui.expectLine(2, contains: "› Row 2 ")
        #expect(source.reads <= 2 * 22, "one move read \(source.reads) rows of a million")
        source.reads = 0
        ui.press(.end)
        ui.expectLine(22, contains: "› Row 1000000")
        #expect(list.selectedIndex == 999_999)
        #expect(source.reads <= 2 * 22, "End read \(source.reads) rows")
        ui.press(.home)
        ui.expectLine(1, contains: "› Row 1 ")
    }

    @Test func enterActivatesTheRowsIndexAndADisabledRowIsNot() {
        var activated: [Int] = []
        list.onActivate = { activated.append($0) }
        ui.press(.pageDown)
        ui.press(.enter)
        ui.press(.home)
        ui.press(.down, times: 3)
        ui.press(.enter)
        #expect(activated == [21])
    }

    @Test func aCountThatShrinksClampsTheSelectionAtTheNextFrame() {
        ui.press(.end)
        source.count = 5
        list.setNeedsDisplay()
        _ = ui.renderIfNeeded()
        #expect(list.selectedIndex == 4)
        ui.expectContains("› Row 5 ")
        source.count = 0
        list.setNeedsDisplay()
        _ = ui.renderIfNeeded()
        ui.expectContains("Nothing here yet")
    }

    @Test func theFilterMatchesProvidedRowsAndActivatesTheirIndex() {
        source.count = 100
        list.filterMode = .substring
        var activated: [Int] = []
        list.onActivate = { activated.append($0) }
        list.setNeedsDisplay()
        _ = ui.renderIfNeeded()
        ui.press(.char("/"))
        ui.type("Row 9")
        ui.press(.enter)
        ui.expectContains("11 of 100")
        ui.press(.down)
        ui.press(.enter)
        #expect(activated == [89])   // "Row 9", then "Row 90" (index 89)
        #expect(list.inspectorSummary == "= \"Row 90\", 11 items")
    }
}
