import LCoordinator

/// A product as the data-view article's snippets show it.
struct CatalogItem {
    let name: String
    let price: Double
}

@MainActor
enum DataViewSnippets {
    static func table(catalog: [CatalogItem]) -> DataTable {
        // doc-snippet begin
        let table = DataTable(columns: [
            DataTableColumn("Name", width: .flexible(minimum: 12)),
            DataTableColumn("Price", width: .fixed(9), alignment: .trailing),
        ], rowCount: { catalog.count }, row: { index in
            [catalog[index].name, "\(catalog[index].price)"]
        })
        table.onActivate = { index in print("open", catalog[index].name) }
        // doc-snippet end
        return table
    }

    static func savedState(of table: DataTable) {
        // doc-snippet begin
        let saved = table.state            // keep it with the screen's state
        table.state = saved                // sorts, filters and selects as it was
        // doc-snippet end
    }

    static func sortedColumns() -> [DataTableColumn] {
        // doc-snippet begin
        let columns = [
            DataTableColumn("Stars", alignment: .trailing, sorting: .number),
            DataTableColumn("Updated", sorting: .date),
            DataTableColumn("Code point", sorting: .key { Double(UInt64($0.dropFirst(2), radix: 16) ?? 0) }),
        ]
        // doc-snippet end
        return columns
    }

    static func sortings() -> [DataTableColumn] {
        // doc-snippet begin
        let columns = [
            DataTableColumn("Name", sorting: .text),
            DataTableColumn("Stars", sorting: .number),
            DataTableColumn("Updated", sorting: .date),
            // "0xFFFFD" < "0x10FFFD" by value, not by text:
            DataTableColumn("Code point", sorting: .key { Double(UInt64($0.dropFirst(2), radix: 16) ?? 0) }),
            DataTableColumn("Size", sorting: .comparator { $0.count < $1.count }),
        ]
        // doc-snippet end
        return columns
    }

    static func tree() -> Tree {
        // doc-snippet begin
        let tree = Tree(roots: [
            TreeNode("Documents", children: [TreeNode("notes.txt")]),
            TreeNode("Archive", loadChildren: { (2020...2025).map { TreeNode("\($0)") } }),
            TreeNode("Remote", loadChildrenAsync: {
                try? await Task.sleep(for: .milliseconds(200))
                return [TreeNode("shared.txt")]
            }),
        ])
        tree.onActivate = { node in print("open", node.title) }
        // doc-snippet end
        return tree
    }

    static func log() -> LogView {
        // doc-snippet begin
        let log = LogView(maxLines: 5_000)
        log.append("GET /products 200 (12 ms)")
        // doc-snippet end
        return log
    }

    static func scroll() -> ScrollView {
        // doc-snippet begin
        let terms = ScrollView(StackView([
            Label(String(repeating: "Terms and conditions. ", count: 200)),
            Button("Accept") {},
        ]))
        // doc-snippet end
        return terms
    }
}
