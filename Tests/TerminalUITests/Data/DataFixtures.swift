import TerminalCore
import TerminalUI
import TerminalUITestSupport

/// A screen titled `title` showing `view` edge to edge, as the root of a navigation stack.
@MainActor
func widgetScreen(_ title: String, _ views: View...) -> ViewController {
    let screen = ViewController()
    screen.title = title
    screen.view = StackView(horizontalPadding: 0, views)
    return screen
}

/// A products table of `count` rows from a provider that counts the rows it is asked for.
@MainActor
final class CountingRows {
    let count: Int
    private(set) var reads = 0

    init(_ count: Int) { self.count = count }

    func row(_ index: Int) -> [String] {
        reads += 1
        return ["Product \(index + 1)", "\((index * 37) % 1000).00", index % 3 == 0 ? "tools" : "garden", "\(index % 7)"]
    }

    func table() -> DataTable {
        DataTable(columns: [
            DataTableColumn("Name", width: .flexible(minimum: 12)),
            DataTableColumn("Price", width: .fixed(8), alignment: .trailing),
            DataTableColumn("Tag", width: .fitToContent(maximum: 10)),
            DataTableColumn("Stock", width: .fixed(5), alignment: .center),
        ], rowCount: { [count] in count }, row: { self.row($0) })
    }
}
