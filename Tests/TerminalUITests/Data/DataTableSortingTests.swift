import Testing
import TerminalCore
import TerminalUI
import TerminalUITestSupport

/// Columns sort by value (number, date, the app's key or comparator), the sort indicator keeps
/// its cell in a narrow column, and the cursor stays on its screen row after a sort.
@MainActor
@Suite struct DataTableSortingTests {
    func sorted(_ cells: [String], _ sorting: DataTableColumn.Sorting, ascending: Bool = true) -> [String] {
        let table = DataTable(columns: [DataTableColumn("Cell", sorting: sorting)], rows: cells.map { [$0] })
        table.sort(byColumn: 0, ascending: ascending)
        return (0..<cells.count).map { cells[table.providerRow(at: $0)] }
    }

    @Test func aKeySortsHexByValue() {
        let hex = DataTableColumn.Sorting.key { Double(UInt64($0.dropFirst(2), radix: 16) ?? 0) }
        #expect(sorted(["0x10FFFD", "0xFFFFD", "0x9"], hex) == ["0x9", "0xFFFFD", "0x10FFFD"])
        #expect(sorted(["0x10FFFD", "0xFFFFD", "0x9"], .text) == ["0x10FFFD", "0x9", "0xFFFFD"], "as text, the other order")
    }

    @Test func numbersSortByValueAndTextIgnoringCase() {
        #expect(sorted(["10 kB", "9 kB", "100 kB", "n/a"], .number) == ["9 kB", "10 kB", "100 kB", "n/a"])
        #expect(sorted(["10 kB", "9 kB", "100 kB"], .number, ascending: false) == ["100 kB", "10 kB", "9 kB"])
        #expect(sorted(["banana", "Apple", "cherry"], .text) == ["Apple", "banana", "cherry"])
    }

    @Test func datesSortByValue() {
        #expect(sorted(["2026-11-28", "2026-2-1", "2026-1-5", "2025-12-31 23:59"], .date)
                == ["2025-12-31 23:59", "2026-1-5", "2026-2-1", "2026-11-28"])
    }

    @Test func theAppsComparatorOrdersTheCellsAndTiesKeepTheProvidersOrder() {
        let byLength = DataTableColumn.Sorting.comparator { $0.count < $1.count }
        #expect(sorted(["ccc", "a", "bb", "dd"], byLength) == ["a", "bb", "dd", "ccc"])
        #expect(sorted(["ccc", "a", "bb", "dd"], byLength, ascending: false) == ["ccc", "bb", "dd", "a"])
    }

    @Test func theIndicatorKeepsItsCellUnderAThreeCellWideTitle() {
        let ui = UITestHarness(width: 40, height: 12)
        let table = DataTable(columns: [
            DataTableColumn("Qty", width: .fixed(3), alignment: .trailing),
            DataTableColumn("Name", width: .fixed(3)),
        ], rows: [["2", "b"], ["1", "a"]])
        ui.start(root: widgetScreen("Narrow", table))
        ui.press(.char("s"))
        #expect(table.sortOrder?.column == 0)
        #expect(ui.line(0).contains("▲"), "\(ui.line(0))")
        #expect(ui.line(0).hasPrefix("  ") && ui.line(0).contains("…"), "the title is cut, not the arrow: \(ui.line(0))")
        ui.press(.char("s"))
        #expect(ui.line(0).contains("▼"), "\(ui.line(0))")
        ui.press(.right, .char("s"))
        #expect(ui.line(0).contains("▲"), "\(ui.line(0))")
    }

    @Test func afterASortTheCursorStaysOnItsScreenRowUnlessTheAppFollowsTheRow() {
        let rows = CountingRows(50)
        let ui = UITestHarness(width: 80, height: 24)
        let table = rows.table()
        ui.start(root: widgetScreen("Products", table))
        ui.press(.down, .down, .down, .right, .char("s"))
        #expect(table.selectedIndex == 3)
        #expect(table.providerRow(at: 3) != 3, "another row is under the cursor")
        table.sortFollowsSelection = true
        let row = table.providerRow(at: table.selectedIndex)
        ui.press(.char("s"))
        #expect(table.providerRow(at: table.selectedIndex) == row, "the cursor followed its row")
    }
}
