/// A sort or a filter pass of a `DataTable` in progress: its state between slices, the owned
/// task that runs it, and what its progress line says.
@MainActor
final class DataTableWork {
    enum Kind {
        /// Sorting by a column, reading its keys (`reader`) and then ordering them (`sorter`).
        case sort(column: Int, ascending: Bool)
        /// Filtering with `pass`.
        case filter
    }

    let kind: Kind
    /// The rows the work is for.
    let count: Int
    /// A sort's keys while they are read, and where the reading goes on.
    var reader: RowSortKeyReader?
    var readPosition = 0
    /// A sort's merge, once the keys are read.
    var sorter: RowSorter?
    /// A filter's pass.
    var pass: FilterPass?
    /// The filter's text when the work began: Esc puts it back.
    let previousQuery: String
    /// The owned task running the slices (nil while it runs at once).
    var task: OwnedTask?
    /// Whether Esc, a newer sort or a change of rows cancelled it.
    private(set) var isCancelled = false

    init(kind: Kind, count: Int, previousQuery: String) {
        self.kind = kind
        self.count = count
        self.previousQuery = previousQuery
    }

    /// Cancels the work: its slices stop and its result is dropped.
    func cancel() {
        isCancelled = true
        task?.cancel()
    }

    var isSort: Bool { if case .sort = kind { true } else { false } }

    /// What the progress line says: "Sorting… 42 %", "Filtering… 310,000 of 1,000,000".
    var progressText: String {
        switch kind {
        case .sort:
            guard count > 0 else { return "Sorting… 0 %" }
            let percent: Int
            if let sorter {
                let passes = sorter.passes
                percent = 50 + 50 * passes.done / max(1, passes.total)
            } else {
                percent = 50 * readPosition / count
            }
            return "Sorting… \(min(99, percent)) %"
        case .filter:
            let pass = pass
            return "Filtering… \(Self.grouped(pass?.position ?? 0)) of \(Self.grouped(pass?.count ?? count))"
        }
    }

    /// `number` with a comma between each group of three digits ("1,000,000").
    static func grouped(_ number: Int) -> String {
        let digits = Array(String(number.magnitude))
        var text = number < 0 ? "-" : ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return text
    }
}
