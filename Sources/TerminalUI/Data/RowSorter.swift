/// A stable sort of an `Int32` permutation of rows by their keys, done a slice at a time
/// (`step(budget:)`), so the main actor answers keys between slices: numbers by radix
/// (`RadixSorter`), text, mixed keys and comparators by merging.
///
/// Memory: the keys, the permutation and one buffer of the same size (4 bytes a row each).
/// Ties keep the provider's order both ways (the merge takes the left run's row first).
struct RowSorter {
    private let keys: RowSortKeys
    private let ascending: Bool
    private(set) var permutation: [Int32]
    private var buffer: [Int32]
    /// The runs' length in the current pass (the first pass sorts runs of `runLength`).
    private var width = 0
    /// Where the current pass goes on.
    private var position = 0
    /// Rows are put in order by insertion in runs of this many first.
    private static let runLength = 16
    /// The radix sort of numeric keys (nil for keys that merge).
    private var radix32: RadixSorter<UInt32>?
    private var radix64: RadixSorter<UInt64>?
    /// The sort of ASCII text by packed bytes (nil once it gave up: the keys merge then).
    private var textSorter: TextPrefixSorter?
    /// Rows a radix pass moves for one unit of a slice's budget (a unit is a provider's read).
    private static let radixRowsPerUnit = 8

    init(keys: RowSortKeys, ascending: Bool) {
        self.keys = keys
        self.ascending = ascending
        let count = keys.count
        permutation = (0..<count).map { Int32(truncatingIfNeeded: $0) }
        buffer = []
        switch keys {
        case .integers(let keys): radix32 = RadixSorter(keys: keys, ascending: ascending)
        case .ordered(let keys): radix64 = RadixSorter(keys: keys, ascending: ascending)
        case .asciiTexts(let keys, let shared): textSorter = TextPrefixSorter(keys: keys, commonPrefix: shared, ascending: ascending)
        default: break
        }
    }

    /// How many merge passes the sort makes in all, and how many it made.
    var passes: (done: Int, total: Int) {
        if let radix32 { return radix32.passes }
        if let radix64 { return radix64.passes }
        if let textSorter { return textSorter.passes }
        let count = keys.count
        var total = 1
        var length = Self.runLength
        while length < count { length *= 2; total += 1 }
        var done = 0
        length = Self.runLength
        if width > 0 { done = 1; while length < width { length *= 2; done += 1 } }
        return (done, total)
    }

    /// Whether the permutation is in order.
    var isFinished: Bool {
        if let radix32 { return radix32.isFinished || keys.count <= 1 }
        if let radix64 { return radix64.isFinished || keys.count <= 1 }
        if let textSorter { return textSorter.isFinished || keys.count <= 1 }
        return width >= keys.count && width > 0 || keys.count <= 1
    }

    /// Sorts about `budget` rows' worth; returns whether the sort is finished.
    mutating func step(budget: Int) -> Bool {
        guard keys.count > 1 else { return true }
        if radix32 != nil { return radix32?.step(&permutation, rows: budget * Self.radixRowsPerUnit) ?? true }
        if radix64 != nil { return radix64?.step(&permutation, rows: budget * Self.radixRowsPerUnit) ?? true }
        if var sorter = textSorter {
            textSorter = nil
            let done = sorter.step(&permutation, rows: budget * Self.radixRowsPerUnit)
            guard sorter.gaveUp else {
                textSorter = sorter
                return done
            }
            // Too many rows tie on their packed bytes: merge from the provider's order.
            permutation = (0..<keys.count).map { Int32(truncatingIfNeeded: $0) }
            return false
        }
        switch keys {
        case .integers, .ordered: return true
        case .asciiTexts(let keys, _): return step(budget: budget) { keys[$0] < keys[$1] }
        case .values(let keys): return step(budget: budget) { keys[$0] < keys[$1] }
        case .texts(let keys): return step(budget: budget) { keys[$0] < keys[$1] }
        case .mixed(let keys): return step(budget: budget) { keys[$0] < keys[$1] }
        case .cells(let cells, let less): return step(budget: budget) { less(cells[$0], cells[$1]) }
        }
    }

    private mutating func step(budget: Int, less keyLess: (Int, Int) -> Bool) -> Bool {
        let count = permutation.count
        guard count > 1 else { width = max(1, count); return true }
        let ascending = ascending
        // Whether row `a` goes strictly before row `b` (ties: neither).
        func before(_ a: Int32, _ b: Int32) -> Bool { ascending ? keyLess(Int(a), Int(b)) : keyLess(Int(b), Int(a)) }
        var done = 0
        if width == 0 {
            // Insertion sort of short runs.
            permutation.withUnsafeMutableBufferPointer { rows in
                while position < count, done < budget {
                    let end = min(count, position + Self.runLength)
                    var index = position + 1
                    while index < end {
                        let row = rows[index]
                        var slot = index
                        while slot > position, before(row, rows[slot - 1]) {
                            rows[slot] = rows[slot - 1]
                            slot -= 1
                        }
                        rows[slot] = row
                        index += 1
                    }
                    done += end - position
                    position = end
                }
            }
            guard position >= count else { return false }
            width = Self.runLength
            position = 0
            buffer = [Int32](repeating: 0, count: count)
            if width >= count { buffer = []; return true }
        }
        while width < count, done < budget {
            permutation.withUnsafeMutableBufferPointer { source in
                buffer.withUnsafeMutableBufferPointer { target in
                    while position < count, done < budget {
                        let middle = min(count, position + width)
                        let end = min(count, position + 2 * width)
                        var left = position, right = middle, out = position
                        while left < middle, right < end {
                            // The right run's row goes first only when strictly before: stable.
                            if before(source[right], source[left]) {
                                target[out] = source[right]
                                right += 1
                            } else {
                                target[out] = source[left]
                                left += 1
                            }
                            out += 1
                        }
                        while left < middle { target[out] = source[left]; left += 1; out += 1 }
                        while right < end { target[out] = source[right]; right += 1; out += 1 }
                        // A merge costs far less than a row's read: an eighth of a unit per row.
                        done += max(1, (end - position) / 8)
                        position = end
                    }
                }
            }
            if position >= count {
                swap(&permutation, &buffer)
                width *= 2
                position = 0
            }
        }
        if width >= count {
            buffer = []
            return true
        }
        return false
    }
}
