/// The sort keys of a table's rows, one per row, made once per sort: what `RowSorter` compares.
///
/// Numbers and dates are unsigned integers in the order of their values (`NumericSortKeys`: 4
/// bytes a row for whole numbers, else 8) and sort by radix; text is its folded `String` (16
/// bytes a row, short cells inline), a comparator keeps the cells themselves.
enum RowSortKeys {
    /// Whole numbers in `Int32`'s range, biased to unsigned.
    case integers([UInt32])
    /// Numbers as `NumericSortKeys.orderedBits`.
    case ordered([UInt64])
    /// Numbers among which a NaN, compared with `<`.
    case values([Double])
    case texts([String])
    /// Folded text that is all ASCII, whose first `commonPrefix` bytes every key shares.
    case asciiTexts([String], commonPrefix: Int)
    case mixed([DataTable.SortKey])
    case cells([String], @Sendable (String, String) -> Bool)

    /// How many rows have a key.
    var count: Int {
        switch self {
        case .integers(let keys): keys.count
        case .ordered(let keys): keys.count
        case .values(let keys): keys.count
        case .texts(let keys): keys.count
        case .asciiTexts(let keys, _): keys.count
        case .mixed(let keys): keys.count
        case .cells(let keys, _): keys.count
        }
    }
}

/// Reads the sort keys of a column's cells, a slice at a time.
struct RowSortKeyReader {
    private let sorting: DataTableColumn.Sorting
    /// How many rows the keys are for.
    private let capacity: Int
    private var values: NumericSortKeys
    private var texts: [String] = []
    private var mixed: [DataTable.SortKey] = []
    /// For `.automatic`: whether every cell so far was a number.
    private var allNumbers = true
    /// For `.text`: whether every folded cell so far was ASCII, the first one's bytes and how
    /// many of them every one shares.
    private var textsAreASCII = true
    private var firstText: [UInt8] = []
    private var commonPrefix = 0

    init(sorting: DataTableColumn.Sorting, capacity: Int) {
        self.sorting = sorting
        self.capacity = capacity
        switch sorting {
        case .automatic, .number, .date, .key: values = NumericSortKeys(capacity: capacity)
        case .text, .comparator:
            values = NumericSortKeys(capacity: 0)
            texts.reserveCapacity(capacity)
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
                mixed.reserveCapacity(capacity)
                for index in 0..<values.count { mixed.append(.number(values.value(at: index))) }
                values = NumericSortKeys(capacity: 0)
            }
            mixed.append(DataTable.SortKey(cell))
        case .number: values.append(Self.leadingNumber(in: cell) ?? .infinity)
        case .date: values.append(Self.dateValue(of: cell) ?? .infinity)
        case .key(let key): values.append(key(cell))
        case .text:
            let folded = cell.lowercased()
            if textsAreASCII { note(folded) }
            texts.append(folded)
        case .comparator: texts.append(cell)
        }
    }

    /// The keys read.
    consuming func finish() -> RowSortKeys {
        switch sorting {
        case .automatic: allNumbers ? values.finish() : .mixed(mixed)
        case .number, .date, .key: values.finish()
        case .text: textsAreASCII ? .asciiTexts(texts, commonPrefix: commonPrefix) : .texts(texts)
        case .comparator(let less): .cells(texts, less)
        }
    }

    /// Notes whether the next text key (folded) is ASCII and how much it shares with the first.
    private mutating func note(_ folded: String) {
        var folded = folded
        let isFirst = texts.isEmpty
        let (ascii, shared, bytes): (Bool, Int, [UInt8]) = folded.withUTF8 { bytes in
            for byte in bytes where byte >= 0x80 { return (false, 0, []) }
            if isFirst { return (true, bytes.count, Array(bytes)) }
            var shared = 0
            let limit = min(commonPrefix, bytes.count)
            while shared < limit, bytes[shared] == firstText[shared] { shared += 1 }
            return (true, shared, [])
        }
        textsAreASCII = ascii
        commonPrefix = shared
        if isFirst { firstText = bytes }
    }

    /// The number a cell starts with, a unit or any text after it ignored ("9 kB", "€3.50",
    /// "-1,234.5 m"); nil when it has no digit before other text.
    static func leadingNumber(in cell: String) -> Double? {
        DataTable.number(in: cell) ?? DataTable.number(in: cell, wholeCell: false)
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
