/// A text column's sort when every folded key is ASCII (where `String`'s `<` is the bytes'
/// order), a slice at a time: each key's 8 bytes after the prefix all keys share, packed in a
/// `UInt64` ("package-123" sorts by "123"), are radix-sorted (`RadixSorter`, stable), then the
/// rows whose 8 bytes tie are put in order by comparing their whole keys, a run at a time.
///
/// A merge sort of a million `String`s waits on memory at every comparison (16 bytes a key,
/// read at random); the packed bytes are read in order. Padding a short key with zeros keeps
/// the bytes' order: a key that ends first sorts first. When a run of tied rows is longer than
/// a slice can sort, the sorter gives up (`gaveUp`) and `RowSorter` merges instead.
struct TextPrefixSorter {
    private let keys: [String]
    private let ascending: Bool
    /// How many bytes every key shares at its start.
    private let skip: Int
    private var packed: [UInt64] = []
    private var radix: RadixSorter<UInt64>?
    /// Where packing, then the runs' ordering, goes on.
    private var position = 0
    private(set) var isFinished = false
    /// Whether a run of tied rows was too long to order in a slice.
    private(set) var gaveUp = false

    init(keys: [String], commonPrefix: Int, ascending: Bool) {
        self.keys = keys
        skip = commonPrefix
        self.ascending = ascending
    }

    /// Passes done and in all: packing, the radix's, the runs.
    var passes: (done: Int, total: Int) {
        guard let radix else { return (0, 2 + 9) }
        let inner = radix.passes
        return (1 + inner.done, 2 + inner.total)
    }

    /// Sorts `permutation` (the identity at first) about `rows` rows further; returns whether
    /// it is in order or the sorter gave up.
    mutating func step(_ permutation: inout [Int32], rows: Int) -> Bool {
        let count = keys.count
        var budget = max(1, rows)
        if radix == nil {
            if packed.isEmpty { packed.reserveCapacity(count) }
            let end = min(count, position + budget / 4 + 1)
            for index in position..<end { packed.append(Self.pack(keys[index], skipping: skip)) }
            budget -= (end - position) * 4
            position = end
            guard position >= count else { return false }
            radix = RadixSorter(keys: packed, ascending: ascending)
            position = 0
        }
        if var sorter = radix, !sorter.isFinished {
            radix = nil
            let done = sorter.step(&permutation, rows: budget)
            radix = sorter
            guard done else { return false }
            budget = max(1, budget / 2)
        }
        orderTiedRuns(&permutation, rows: budget)
        return isFinished || gaveUp
    }

    /// Orders by whole keys the runs of rows whose packed bytes tie, from `position`, until
    /// about `rows` rows were compared.
    private mutating func orderTiedRuns(_ permutation: inout [Int32], rows: Int) {
        let count = permutation.count
        var budget = rows
        let limit = max(64, rows / 4)
        while position < count, budget > 0 {
            let first = packed[Int(permutation[position])]
            var end = position + 1
            while end < count, packed[Int(permutation[end])] == first { end += 1 }
            let length = end - position
            if length > 1 {
                guard length <= limit else { gaveUp = true; return }
                // The run is in the provider's order (the radix is stable): ties keep it.
                let keys = keys
                let ascending = ascending
                permutation[position..<end].sort { a, b in
                    let (x, y) = (keys[Int(a)], keys[Int(b)])
                    if x == y { return a < b }
                    return ascending ? x < y : y < x
                }
                budget -= length * 8
            } else {
                budget -= 1
            }
            position = end
        }
        if position >= count { isFinished = true; packed = [] }
    }

    /// The 8 bytes of `key` after its first `skip`, big-endian, zeros after its end.
    private static func pack(_ key: String, skipping skip: Int) -> UInt64 {
        var value: UInt64 = 0
        var taken = 0
        for byte in key.utf8.dropFirst(skip) {
            value = value << 8 | UInt64(byte)
            taken += 1
            if taken == 8 { break }
        }
        return taken == 8 ? value : value << (8 * (8 - taken))
    }
}
