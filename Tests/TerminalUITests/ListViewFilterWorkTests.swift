import Testing
import TerminalCore
import TerminalUI
import TerminalUITestSupport

/// A list's `/` filter runs as a table's does (one `RowFilter`): as owned work in slices that
/// answer keys between them, a burst of typed characters costing one pass, a narrower query
/// scanning only the previous matches, and Esc cancelling a pass and putting back what showed.
/// Work is counted (passes, rows scanned), never timed.
@MainActor
@Suite struct ListViewFilterWorkTests {
    let ui = UITestHarness(width: 80, height: 24)
    let list = ListView(items: (1...1_000).map { ListItem("Product \($0)") })

    init() {
        list.filterMode = .substring
        // 1,000 rows in slices of 100: the list filters in ten slices, as a million would.
        list.rowsPerSlice = 100
        let navigation = NavigationController(rootViewController: widgetScreen("Home", Label("Home")))
        ui.start(root: navigation)
        navigation.pushViewController(widgetScreen("Products", list))
        ui.renderIfNeeded()
    }

    /// The titles shown, in order.
    var shown: [String] { (0..<list.rowCount).map { list.rows.item($0).title } }

    @Test func aKeyIsAnsweredWhileAFilterPassRuns() async {
        await ui.press(.char("/"), .char("p"))
        #expect(list.isFiltering, "the pass runs in slices, not on the key")
        ui.expectContains("Filtering… ")
        await ui.press(.down, .down)
        #expect(list.selectedIndex == 2, "the keys moved the selection while the pass ran")
        #expect(list.isFiltering)
        await ui.advance(by: .seconds(5))
        #expect(!list.isFiltering)
        ui.expectNotContains("Filtering…")
        ui.expectContains("1000 of 1000")
    }

    @Test func nineCharactersTypedInABurstMakeOnePass() async {
        await ui.press(.char("/"))
        ui.terminal.enqueue(contentsOf: "product 1".map { .key(.char($0)) })
        await ui.app.processPendingInput()
        #expect(list.isFiltering)
        await ui.advance(by: .seconds(5))
        #expect(!list.isFiltering)
        #expect(list.filterPassesStarted == 1, "one pass for the nine characters")
        #expect(list.rowsScanned < 2 * 1_000, "not nine scans: \(list.rowsScanned) rows")
        // Product 1, 10–19, 100–199 and 1000.
        #expect(list.rowCount == 112)
        ui.expectContains("112 of 1000")
    }

    @Test func aNarrowerQueryScansOnlyThePreviousMatches() async {
        await ui.press(.char("/"))
        ui.terminal.enqueue(contentsOf: "product 1".map { .key(.char($0)) })
        await ui.app.processPendingInput()
        await ui.advance(by: .seconds(5))
        let scanned = list.rowsScanned
        await ui.press(.char("2"))
        await ui.advance(by: .seconds(5))
        #expect(list.rowsScanned - scanned == 112, "only the matches of \"product 1\"")
        #expect(shown == ["Product 12", "Product 120", "Product 121", "Product 122", "Product 123", "Product 124", "Product 125",
                          "Product 126", "Product 127", "Product 128", "Product 129"])
        await ui.press(.backspace)
        #expect(list.rowCount == 112, "a wider query shows the matches it had, at once")
        #expect(!list.isFiltering)
    }

    @Test func escWhileAFilterPassRunsPutsBackTheFilterThatShowed() async {
        await ui.press(.char("/"), .char("2"))
        await ui.advance(by: .seconds(5))
        let before = shown
        await ui.press(.char("x"))
        // One slice of the 271 matches of "2" that "2x" scans.
        await ui.advance(by: DataTable.sliceInterval)
        #expect(list.isFiltering)
        ui.expectContains("Esc Cancel")
        await ui.press(.escape)
        #expect(!list.isFiltering)
        #expect(list.filterText == "2")
        let restored = shown == before
        #expect(restored, "the rows of \"2\" show again")
        ui.expectContains("Products")  // Esc cancelled the pass; it did not go back
        await ui.advance(by: .seconds(5))
        let unchanged = shown == before
        #expect(unchanged, "nothing of the cancelled pass arrives later")
        await ui.press(.escape)
        #expect(list.filterText.isEmpty && list.rowCount == 1_000, "a second Esc clears the filter")
    }

    @Test func aListOfFewerRowsThanASliceFiltersOnTheKey() {
        list.rowsPerSlice = 16_384
        ui.press(.char("/"), .char("9"), .char("9"), .char("9"))
        #expect(!list.isFiltering)
        #expect(shown == ["Product 999"])
    }
}
