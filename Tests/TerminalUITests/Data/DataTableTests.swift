import Testing
import TerminalCore
import TerminalUI
import TerminalUITestSupport

/// The data table: header, cursor, sorting, sideways scrolling, the `/` filter, provider cost,
/// Unicode cells, mouse, disabled state and golden screens.
@MainActor
@Suite struct DataTableTests {
    let ui = UITestHarness(width: 80, height: 24)
    let rows = CountingRows(50)
    let table: DataTable
    let navigation: NavigationController

    init() {
        table = rows.table()
        navigation = NavigationController(rootViewController: widgetScreen("Home", Label("Home")))
        ui.start(root: navigation)
        navigation.pushViewController(widgetScreen("Products", table))
        ui.renderIfNeeded()
    }

    @Test func theHeaderStaysWhileTheRowsScroll() {
        ui.expectLine(1, contains: "Name")
        ui.expectLine(2, contains: "› Product 1 ")
        ui.press(.pageDown, .pageDown)
        ui.expectLine(1, contains: "Name")
        ui.expectLine(1, contains: "Price")
        #expect(table.selectedIndex == 40)
        ui.expectContains("› Product 41 ")
        ui.expectNotContains("Product 1 ")
        ui.press(.end)
        ui.expectContains("› Product 50 ")
        ui.press(.home)
        ui.expectLine(2, contains: "› Product 1 ")
    }

    @Test func sKeySortsByTheChosenColumnAndAgainTheOtherWayTheCursorStayingOnItsRow() {
        // The cursor follows its row only when asked (by default it keeps its screen row).
        table.sortFollowsSelection = true
        ui.press(.down, .down)  // Product 3
        ui.press(.right)        // Price
        ui.press(.char("s"))
        ui.expectLine(1, contains: "Price ▲")
        #expect(table.sortOrder?.column == 1 && table.sortOrder?.ascending == true)
        // Prices (index*37 % 1000): Product 1 is 0.00, the lowest; the cursor stays on Product 3.
        ui.expectLine(2, contains: "Product 1 ")
        ui.expectContains("› Product 3 ")
        #expect(table.providerRow(at: table.selectedIndex) == 2)
        ui.press(.char("s"))
        ui.expectLine(1, contains: "Price ▼")
        ui.press(.home)
        // Prices sort by value, not as text: 999.00 > 99.00.
        let top = rows.row(table.providerRow(at: 0))[1]
        #expect(top == "999.00" || Double(top) ?? 0 >= 980)
    }

    @Test func aClickOnTheHeaderSortsByThatColumn() {
        let price = ui.locate("Price")
        #expect(price != nil)
        if let price { ui.click(at: price) }
        #expect(table.sortOrder?.column == 1)
        ui.expectLine(1, contains: "Price ▲")
        if let price = ui.locate("Price") { ui.click(at: price) }
        #expect(table.sortOrder?.ascending == false)
    }

    @Test func aClickOnARowMovesTheCursorAndASecondClickActivatesIt() {
        var activated: [Int] = []
        table.onActivate = { activated.append($0) }
        ui.click("Product 4 ")
        #expect(table.selectedIndex == 3)
        ui.click("Product 4 ")
        #expect(activated == [3])
        ui.press(.enter)
        #expect(activated == [3, 3])
        ui.scroll(3, at: Point(x: 10, y: 5))
        ui.expectNotContains("Product 1 ")
    }

    @Test func slashFiltersAsYouTypeWithACountAndEscClearsItBeforeGoingBack() {
        ui.press(.char("/"))
        ui.expectLine(22, contains: "/ ")
        ui.type("t 4")
        // "Product 4", "Product 40" … "Product 49": 11 of 50.
        ui.expectContains("11 of 50")
        ui.expectContains("› Product 4 ")
        ui.expectNotContains("Product 5 ")
        // Typing "q" went to the filter, not to the app (no quit).
        ui.type("q")
        ui.expectContains("No rows match \"t 4q\"")
        ui.press(.backspace)
        ui.expectContains("11 of 50")
        ui.press(.enter)
        ui.expectLine(23, contains: "Esc Clear filter")
        ui.press(.down)
        ui.expectContains("› Product 40 ")
        ui.press(.escape)
        #expect(navigation.viewControllers.count == 2)
        #expect(table.filterText.isEmpty)
        ui.expectContains("› Product 40 ")
        ui.press(.escape)
        #expect(navigation.viewControllers.count == 1)
    }

    @Test func matchedCharactersAreHighlighted() {
        ui.press(.char("/"))
        ui.type("duct 2")
        guard let match = ui.locate("Product 2 ") else {
            Issue.record("Product 2 not shown:\n\(ui.screenDescription)")
            return
        }
        let plain = ui.style(x: match.x, y: match.y)
        let matched = ui.style(x: match.x + 3, y: match.y)
        #expect(matched.attributes.contains(.underline))
        #expect(matched.attributes.contains(.bold))
        #expect(plain != matched)
    }

    @Test func fuzzyFilterMatchesCharactersInOrder() {
        table.filterMode = .fuzzy
        ui.press(.char("/"))
        ui.type("pt49")
        ui.expectContains("1 of 50")
        ui.expectContains("› Product 49 ")
    }

    @Test func columnsWiderThanTheScreenScrollSideways() {
        let wide = DataTable(columns: (1...8).map { DataTableColumn("Column \($0)", width: .fixed(14)) },
                             rows: (1...5).map { row in (1...8).map { "r\(row)c\($0)" } })
        navigation.pushViewController(widgetScreen("Wide", wide))
        ui.renderIfNeeded()
        ui.expectLine(1, contains: "Column 1")
        ui.expectNotContains("Column 8")
        ui.expectLine(1, contains: "›")
        ui.press(.end)
        for _ in 0..<7 { ui.press(.right) }
        ui.expectLine(1, contains: "Column 8")
        ui.expectLine(1, contains: "‹")
        ui.expectContains("r5c8")
        ui.expectNotContains("Column 1 ")
        ui.expectNoSplitWideCharacters()
    }

    @Test func anEmptyTableShowsItsEmptyMessage() {
        let empty = DataTable(columns: [DataTableColumn("Name")], rows: [], emptyMessage: "No products yet")
        navigation.pushViewController(widgetScreen("Empty", empty))
        ui.renderIfNeeded()
        ui.expectLine(1, contains: "Name")
        ui.expectContains("No products yet")
        ui.press(.down, .char("s"), .enter)
        ui.expectContains("No products yet")
    }

    @Test func aDisabledTableTakesNoKeysNorFocus() {
        table.isEnabled = false
        ui.renderIfNeeded()
        ui.press(.down)
        #expect(table.selectedIndex == 0)
        ui.expectNotContains("› Product")
        ui.press(.escape)
        #expect(navigation.viewControllers.count == 1)
    }

    @Test func theFooterAndTheHelpNameTheTablesKeys() {
        table.onActivate = { _ in }
        ui.renderIfNeeded()
        ui.expectLine(23, contains: "↑↓ Move")
        ui.expectLine(23, contains: "Enter Open")
        ui.expectLine(23, contains: "/ Filter")
        ui.press(.char("?"))
        ui.expectContains("Column")
        ui.expectContains("Sort")
    }

    @Test func theAccessibleCursorSitsOnTheCursorRowAndInTheFilterWhileTyping() {
        ui.window.keepsCursorOnFocus = true
        ui.press(.down)
        ui.renderIfNeeded()
        #expect(ui.cursor == Point(x: 0, y: 3))
        ui.press(.char("/"))
        ui.type("ab")
        #expect(ui.cursor == Point(x: 4, y: 22))
    }

    @Test func aCursorMoveReadsOnlyVisibleRowsWhateverTheRowCount() {
        var readsPerKey: [Int] = []
        for count in [1_000, 1_000_000] {
            let rows = CountingRows(count)
            let table = rows.table()
            navigation.pushViewController(widgetScreen("Rows", table))
            ui.renderIfNeeded()
            ui.press(.down)
            let before = rows.reads
            for _ in 0..<10 { ui.press(.down) }
            ui.press(.pageDown, .end, .home)
            readsPerKey.append((rows.reads - before) / 13)
            navigation.popViewController()
            ui.renderIfNeeded()
        }
        // A frame reads at most the visible rows (21), and a cursor move only the two rows it changed.
        #expect(readsPerKey[0] == readsPerKey[1])
        #expect(readsPerKey[1] <= 21)
    }

    @Test func sortingAMillionRowsReadsEachRowOnce() async {
        let rows = CountingRows(1_000_000)
        let table = rows.table()
        navigation.pushViewController(widgetScreen("Rows", table))
        ui.renderIfNeeded()
        await ui.press(.right, .right)
        let before = rows.reads
        await ui.press(.char("s"))
        // The sort runs in slices: a minute of the virtual clock is far more than it takes.
        await ui.advance(by: .seconds(60))
        #expect(!table.isWorking)
        // Each row once for the keys, then two frames: the visible rows when the progress line
        // comes (the slices redraw only that line), and the sorted rows with the fitted column's sample.
        #expect(rows.reads - before <= 1_000_000 + 100 + 2 * 21)
        ui.expectLine(1, contains: "Tag ▲")
        ui.expectLine(2, contains: "garden")
    }

    @Test func withSortCellASortReadsOnlyTheSortColumnsCells() {
        var cellReads = 0
        table.sortCell = { row, _ in
            cellReads += 1
            return "\(50 - row)"
        }
        let before = rows.reads
        table.sortFollowsSelection = true
        ui.press(.char("s"))
        #expect(cellReads == 50)
        // Only the frame read rows (the visible ones and the fitted column's sample).
        #expect(rows.reads - before <= 50 + 21)
        // The cursor stays on its row, now the last.
        ui.expectLine(22, contains: "› Product 1 ")
        ui.press(.home)
        ui.expectLine(2, contains: "› Product 50 ")
    }

    @Test func unicodeCellsNeverBreakTheGrid() {
        let cells = ["日本語の商品名です", "e\u{301}te\u{301}", "👩‍👩‍👧 family", "\u{202E}evil\u{202C}", "tab\there\u{1B}[31m", "line\nbreak", "🇫🇷🇩🇪", "plain"]
        let grid = DataTable(columns: [
            DataTableColumn("Text", width: .fixed(10)), DataTableColumn("Edge", width: .fixed(4)), DataTableColumn("Fit", width: .fitToContent(maximum: 8)),
        ], rows: cells.map { [$0, "|", $0] })
        navigation.pushViewController(widgetScreen("Unicode", grid))
        ui.renderIfNeeded()
        for row in 0..<cells.count {
            #expect(ui.cell(x: 13, y: 2 + row).symbol == "|", "row \(row): \(ui.line(2 + row))")
        }
        ui.expectNoSplitWideCharacters()
        ui.expectContains("\\u{202E}")
        ui.expectNotContains("\u{1B}")
    }

    @Test func aTableIsReleasedWithItsScreen() {
        weak var released: DataTable?
        do {
            let rows = CountingRows(10)
            let table = rows.table()
            released = table
            navigation.pushViewController(widgetScreen("Gone", table))
            ui.renderIfNeeded()
            ui.press(.char("/"), .char("1"), .enter)
        }
        ui.press(.escape, .escape)
        #expect(released == nil)
    }

    @Test func goldenScreens() {
        table.onActivate = { _ in }
        ui.press(.down, .right, .char("s"))
        ui.assertSnapshot(named: "data-table-80x24")
        ui.press(.char("/"))
        ui.type("t 1")
        ui.assertSnapshot(named: "data-table-filter-80x24")
        ui.resize(width: 40, height: 12)
        ui.assertSnapshot(named: "data-table-filter-40x12")
        ui.press(.escape)
        ui.assertSnapshot(named: "data-table-40x12")
    }
}
