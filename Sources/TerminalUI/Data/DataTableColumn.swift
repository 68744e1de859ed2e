/// A column of a `DataTable`: its title, how wide it is, how its cells sit in that width,
/// whether the rows can be sorted by it and how its cells compare.
///
/// ```swift
/// let columns = [
///     DataTableColumn("Name", width: .flexible(minimum: 10)),
///     DataTableColumn("Price", width: .fixed(9), alignment: .trailing),
///     DataTableColumn("Tag", width: .fitToContent(maximum: 12)),
/// ]
/// ```
public struct DataTableColumn: Sendable, Hashable {
    /// How a column's width is chosen.
    public enum Width: Sendable, Hashable {
        /// Exactly this many cells.
        case fixed(Int)
        /// A share of the room the other columns leave, by `weight`, never under `minimum`.
        case flexible(minimum: Int = 4, weight: Int = 1)
        /// As wide as its title and the widest cell among the first `DataTable.fitSampleRows`
        /// rows (so a million rows are not measured), at most `maximum` cells.
        case fitToContent(maximum: Int = 40)
    }

    /// Where a cell's text sits in its column.
    public enum Alignment: Sendable, Hashable {
        /// Against the left edge.
        case leading
        /// In the middle.
        case center
        /// Against the right edge (numbers, prices).
        case trailing
    }

    /// The header's text.
    public var title: String
    /// How wide the column is.
    public var width: Width
    /// Where the cells' text sits.
    public var alignment: Alignment
    /// Whether `s` and a click on the header sort the rows by this column.
    public var isSortable: Bool
    /// How the cells compare when the rows are sorted by this column.
    public var sorting: Sorting

    /// A column titled `title`.
    public init(_ title: String, width: Width = .flexible(), alignment: Alignment = .leading, isSortable: Bool = true,
                sorting: Sorting = .automatic) {
        self.title = title
        self.width = width
        self.alignment = alignment
        self.isSortable = isSortable
        self.sorting = sorting
    }
}
