import TerminalUI

/// `DataTable`: 10,000 orders from a provider (made as they are shown), sortable, filterable
/// with `/`, wider than a small screen; a line says which order Enter opened.
struct DataTableScreen: GalleryScreen {
    var name: String { "DataTable" }

    func makeViewController() -> ViewController {
        let customers = ["Ada", "Grace", "Linus", "Margaret", "日本語の客", "Zoë", "Anne-Marie", "Björn"]
        let statuses = ["paid", "shipped", "refunded", "pending"]
        let table = DataTable(columns: [
            DataTableColumn("Order", width: .fixed(7)),
            DataTableColumn("Customer", width: .flexible(minimum: 12)),
            DataTableColumn("Total", width: .fixed(9), alignment: .trailing),
            DataTableColumn("Status", width: .fitToContent(maximum: 10)),
            DataTableColumn("Items", width: .fixed(5), alignment: .center),
        ], rowCount: { 10_000 }, row: { index in
            ["#\(10_001 + index)", customers[index % customers.count], "$\((index * 7_919) % 500).\(index % 10)0",
             statuses[index % statuses.count], "\(1 + index % 9)"]
        }, emptyMessage: "No orders")
        let status = Label("Enter opens an order.")
        table.onActivate = { [weak status] row in status?.text = "Opened order #\(10_001 + row)." }
        return PaddedScreen(title: name, [
            table,
            status,
            HintLabel("←→ column · s sorts · / filters (Esc clears) · a click on a title sorts."),
        ])
    }
}
