import TerminalUI

/// `DataTable` over 1,000,000 rows from a provider: `s` sorts in slices while keys are answered
/// ("Sorting… 42 %"), Esc cancels and leaves the order as it was; columns sort by value
/// (a number, a date, a hex code point by its key).
struct MillionRowsScreen: GalleryScreen {
    var name: String { "Million rows" }

    func makeViewController() -> ViewController {
        let table = DataTable(columns: [
            DataTableColumn("Id", width: .fixed(8), alignment: .trailing, sorting: .number),
            DataTableColumn("Name", width: .flexible(minimum: 14), sorting: .text),
            DataTableColumn("Stars", width: .fixed(6), alignment: .trailing, sorting: .number),
            DataTableColumn("Code point", width: .fixed(10), sorting: .key { Double(UInt64($0.dropFirst(2), radix: 16) ?? 0) }),
            DataTableColumn("Updated", width: .fixed(10), sorting: .date),
        ], rowCount: { 1_000_000 }, row: { index in
            ["\(index + 1)", "package-\(index)", "\((index &* 7_919) % 100_000)", "0x\(String((index &* 4_099) % 0x110000, radix: 16, uppercase: true))",
             "2026-\(1 + index % 12)-\(1 + index % 28)"]
        }, emptyMessage: "No rows")
        return PaddedScreen(title: name, [
            table,
            HintLabel("s sorts in slices (keys still work) · Esc cancels · / filters."),
        ])
    }
}
