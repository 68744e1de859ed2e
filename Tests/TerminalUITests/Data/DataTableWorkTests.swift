import Testing
import TerminalCore
import TerminalUI
import TerminalUITestSupport

/// Sorting and filtering as owned work in slices: keys answered while it runs, Esc restoring
/// the previous order, a burst of typed characters costing one pass, known queries reused.
/// Work is counted (passes, rows scanned), never timed.
@MainActor
@Suite struct DataTableWorkTests {
    let ui = UITestHarness(width: 80, height: 24)
    let rows = CountingRows(1_000)
    let table: DataTable

    init() {
        table = rows.table()
        // 1,000 rows in slices of 100: the table works in ten slices, as a million would.
        table.rowsPerSlice = 100
        let navigation = NavigationController(rootViewController: widgetScreen("Home", Label("Home")))
        ui.start(root: navigation)
        navigation.pushViewController(widgetScreen("Products", table))
        ui.renderIfNeeded()
    }

    /// The provider rows in display order.
    var order: [Int] { (0..<table.displayedRowCount).map { table.providerRow(at: $0) } }

    @Test func aKeyIsHandledWhileASortRuns() async {
        await ui.press(.right, .char("s"))
        #expect(table.isWorking)
        ui.expectContains("Sorting… ")
        ui.expectContains("Esc Cancel")
        await ui.press(.down, .down)
        #expect(table.selectedIndex == 2, "the keys moved the cursor while the sort ran")
        #expect(table.isWorking, "the sort still runs")
        await ui.advance(by: .milliseconds(20))
        ui.expectContains("Sorting… ")
        await ui.advance(by: .seconds(5))
        #expect(!table.isWorking)
        ui.expectNotContains("Sorting…")
        ui.expectLine(1, contains: "Price ▲")
        let prices = order.map { Double(rows.row($0)[1]) ?? -1 }
        #expect(prices == prices.sorted(), "sorted by value")
        #expect(table.selectedIndex == 2, "the cursor stayed on its screen row")
    }

    @Test func escCancelsASortAndLeavesThePreviousOrderExactly() async {
        await ui.press(.right, .char("s"))
        await ui.advance(by: .seconds(5))
        let before = order
        #expect(table.sortOrder?.column == 1)
        await ui.press(.right, .char("s"))
        await ui.advance(by: .milliseconds(30))
        ui.expectContains("Sorting… ")
        await ui.press(.escape)
        #expect(!table.isWorking)
        ui.expectNotContains("Sorting…")
        ui.expectContains("Products")  // Esc cancelled the sort; it did not go back
        #expect(order == before)
        #expect(table.sortOrder?.column == 1 && table.sortOrder?.ascending == true)
        await ui.advance(by: .seconds(5))
        #expect(order == before, "nothing of the cancelled sort arrives later")
        ui.expectLine(1, contains: "Price ▲")
    }

    @Test func nineCharactersTypedInABurstMakeOnePass() async {
        await ui.press(.char("/"))
        // Nine keys queued at once, as a fast typist or a paste sends them.
        ui.terminal.enqueue(contentsOf: "product 1".map { .key(.char($0)) })
        await ui.app.processPendingInput()
        #expect(table.isWorking)
        ui.expectContains("Filtering… ")
        await ui.advance(by: .seconds(5))
        #expect(!table.isWorking)
        #expect(table.filterPassesStarted == 1, "one pass for the nine characters")
        #expect(table.rowsScanned < 2 * rows.count, "not nine scans: \(table.rowsScanned) rows")
        #expect(table.displayedRowCount == 112)
        ui.expectContains("112 of 1000")
    }

    @Test func charactersTypedWhileAPassRunsNarrowItInItsSlicesNotInTheKeysHandler() async {
        await ui.press(.char("/"), .char("p"))
        await ui.advance(by: DataTable.sliceInterval)
        // One slice: 100 rows, every one a match of "p".
        let scanned = table.rowsScanned
        #expect(scanned == 100)
        ui.terminal.enqueue(contentsOf: "roduct 1".map { .key(.char($0)) })
        await ui.app.processPendingInput()
        #expect(table.rowsScanned == scanned, "the keys matched no row themselves")
        #expect(table.isWorking)
        await ui.advance(by: .seconds(5))
        #expect(table.filterPassesStarted == 1)
        #expect(table.rowsScanned == 1_000 + 100, "one pass, and the first slice's matches once again")
        #expect(table.displayedRowCount == 112)
    }

    @Test func textTypedWhileASortRunsFiltersOnceTheSortEndsOrIsCancelled() async {
        await ui.press(.right, .char("s"))
        await ui.press(.char("/"), .char("7"))
        #expect(table.isWorking && table.filterPassesStarted == 0, "the filter waits for the sort")
        await ui.press(.escape)
        #expect(table.sortOrder == nil, "the sort was cancelled")
        await ui.advance(by: .seconds(5))
        #expect(table.filterPassesStarted == 1)
        #expect(table.filterText == "7")
        #expect(order.allSatisfy { rows.row($0).contains { $0.contains("7") } })
    }

    @Test func escWhileAFilterPassRunsPutsBackTheFilterThatShowed() async {
        await ui.press(.char("/"))
        await ui.press(.char("2"))
        await ui.advance(by: .seconds(5))
        let shown = order
        await ui.press(.char("2"))
        await ui.advance(by: .milliseconds(30))
        #expect(table.isWorking)
        await ui.press(.escape)
        #expect(!table.isWorking)
        #expect(table.filterText == "2")
        #expect(order == shown)
        ui.expectContains("Products")
    }

    @Test func aNarrowerQueryScansOnlyTheMatchesAndAWiderOneReusesItsResult() async {
        await ui.press(.char("/"))
        for character in "product 1" { await ui.press(.char(character)) }
        await ui.advance(by: .seconds(5))
        #expect(table.displayedRowCount == 112)
        var scanned = table.rowsScanned
        await ui.press(.char("0"))
        await ui.advance(by: .seconds(5))
        #expect(table.rowsScanned - scanned == 112, "only the matches of \"product 1\"")
        #expect(table.displayedRowCount == 12)  // 10, 100…109, 1000
        scanned = table.rowsScanned
        await ui.press(.backspace)
        #expect(table.rowsScanned == scanned, "\"product 1\" was known")
        #expect(!table.isWorking)
        #expect(table.displayedRowCount == 112)
    }

    @Test func aCombiningMarkBeingComposedNeverRescansEveryRow() {
        let words = ["café", "cafe", "tea"]
        let table = DataTable(columns: [DataTableColumn("Drink")], rowCount: { 300 }, row: { ["\(words[$0 % 3]) \($0)"] })
        let ui = UITestHarness(width: 40, height: 12)
        ui.start(root: widgetScreen("Drinks", table))
        ui.type("/cafe")
        #expect(table.displayedRowCount == 100)
        let scanned = table.rowsScanned
        ui.type("\u{301}")
        #expect(table.filterText == "café")
        #expect(table.displayedRowCount == 100)
        #expect(table.rowsScanned - scanned == 200, "only the rows \"caf\" matched: \(table.rowsScanned - scanned)")
    }
}
