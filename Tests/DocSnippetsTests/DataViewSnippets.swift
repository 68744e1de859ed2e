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
