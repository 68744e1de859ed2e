/// The sort keys of a table's rows, one per row, made once per sort: what `RowSorter` compares.
///
/// Numbers and dates are `Double`s (8 bytes a row), text is its folded `String` (16 bytes a row,
/// short cells inline), a comparator keeps the cells themselves.
enum RowSortKeys {
    case values([Double])
    case texts([String])
    case mixed([DataTable.SortKey])
    case cells([String], @Sendable (String, String) -> Bool)

    /// How many rows have a key.
    var count: Int {
        switch self {
        case .values(let keys): keys.count
        case .texts(let keys): keys.count
        case .mixed(let keys): keys.count
        case .cells(let keys, _): keys.count
        }
    }
}

/// Reads the sort keys of a column's cells, a slice at a time.
struct RowSortKeyReader {
    private let sorting: DataTableColumn.Sorting
    private var values: [Double] = []
    private var texts: [String] = []
    private var mixed: [DataTable.SortKey] = []
    /// For `.automatic`: whether every cell so far was a number.
    private var allNumbers = true

    init(sorting: DataTableColumn.Sorting, capacity: Int) {
        self.sorting = sorting
        switch sorting {
        case .automatic, .number, .date, .key: values.reserveCapacity(capacity)
        case .text, .comparator: texts.reserveCapacity(capacity)
        }
    }

    /// Adds the key of the next row's `cell`.
    mutating func append(_ cell: String) {
        switch sorting {
        case .automatic:
            if allNumbers, let value = DataTable.number(in: cell) {
                values.append(value)
                return
            }
            if allNumbers {
                // The first cell that is not a number: the keys so far become mixed ones.
                allNumbers = false
                mixed.reserveCapacity(values.capacity)
                for value in values { mixed.append(.number(value)) }
                values = []
            }
            mixed.append(DataTable.SortKey(cell))
        case .number: values.append(Self.leadingNumber(in: cell) ?? .infinity)
        case .date: values.append(Self.dateValue(of: cell) ?? .infinity)
        case .key(let key): values.append(key(cell))
        case .text: texts.append(cell.lowercased())
        case .comparator: texts.append(cell)
        }
    }

    /// The keys read.
    consuming func finish() -> RowSortKeys {
        switch sorting {
        case .automatic: allNumbers ? .values(values) : .mixed(mixed)
        case .number, .date, .key: .values(values)
        case .text: .texts(texts)
        case .comparator(let less): .cells(texts, less)
        }
    }

    /// The number a cell starts with, a unit or any text after it ignored ("9 kB", "€3.50",
    /// "-1,234.5 m"); nil when it has no digit before other text.
    static func leadingNumber(in cell: String) -> Double? {
        if let value = DataTable.number(in: cell) { return value }
        var value = 0.0
        var scale = 0.1
        var seenDigit = false
        var seenDot = false
        var negative = false
        scan: for byte in cell.utf8 {
            switch byte {
            case 0x30...0x39:
                seenDigit = true
                let digit = Double(byte - 0x30)
                if seenDot {
                    value += digit * scale
                    scale /= 10
                } else {
                    value = value * 10 + digit
                }
            case 0x2E:
                if seenDot { break scan }
                seenDot = true
            case 0x2C: if !seenDigit { return nil }
            case 0x2D:
                if seenDigit || seenDot { break scan }
                negative = true
            case 0x2B, 0x20, 0x24:
                if seenDigit { break scan }
            default:
                // After the number: its unit. Before it: a currency sign (not ASCII) or text.
                if seenDigit { break scan }
                if byte < 0x80 { return nil }
            }
        }
        guard seenDigit else { return nil }
        return negative ? -value : value
    }

    /// A date or time written year first ("2026-11-28", "2026-1-5", "2026/11/28 18:05",
    /// "2026-11-28T18:05:09Z") as a number that orders them; nil for any other text.
    static func dateValue(of cell: String) -> Double? {
        var fields: [Double] = []
        var current: Double?
        for byte in cell.utf8 {
            switch byte {
            case 0x30...0x39: current = (current ?? 0) * 10 + Double(byte - 0x30)
            case 0x2D, 0x2F, 0x3A, 0x54, 0x20, 0x2E:
                guard let value = current else { return nil }
                fields.append(value)
                current = nil
            case 0x5A: break
            default: return nil
            }
        }
        if let current { fields.append(current) }
        guard fields.count >= 3, fields.count <= 7 else { return nil }
        // Year, month, day, hour, minute, second, fraction: each field a place of its own.
        let scales: [Double] = [1e10, 1e8, 1e6, 1e4, 1e2, 1, 1e-3]
        var value = 0.0
        for (index, field) in fields.enumerated() { value += field * scales[index] }
        return value
    }
}
