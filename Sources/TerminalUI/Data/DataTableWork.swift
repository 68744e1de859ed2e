/// A sort of a `DataTable` in progress: its state between slices, the work that runs it, and
/// what its progress line says (a filter pass is its `RowFilter`'s).
@MainActor
final class DataTableWork {
    /// The column it sorts by, and which way.
    let column: Int
    let ascending: Bool
    /// The rows the work is for.
    let count: Int
    /// The keys while they are read, and where the reading goes on.
    var reader: RowSortKeyReader?
    var readPosition = 0
    /// The merge, once the keys are read.
    var sorter: RowSorter?
    /// The slices' runner.
    let slices = SlicedWork()

    init(column: Int, ascending: Bool, count: Int) {
        self.column = column
        self.ascending = ascending
        self.count = count
    }

    /// Cancels the work: its slices stop and its result is dropped.
    func cancel() { slices.cancel() }

    /// What the progress line says: "Sorting… 42 %".
    var progressText: String {
        guard count > 0 else { return "Sorting… 0 %" }
        let percent: Int
        if let sorter {
            let passes = sorter.passes
            percent = 50 + 50 * passes.done / max(1, passes.total)
        } else {
            percent = 50 * readPosition / count
        }
        return "Sorting… \(min(99, percent)) %"
    }
}
