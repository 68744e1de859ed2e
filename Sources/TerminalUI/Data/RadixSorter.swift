/// A stable least-significant-digit radix sort of an `Int32` permutation of rows by unsigned
/// keys (`NumericSortKeys`), a slice at a time: one sequential pass counts every digit of every
/// key, then one scattering pass per digit in which the keys differ (whole numbers under 2^22
/// differ in two 11-bit digits), each stable, so ties keep the provider's order both ways.
///
/// About 30 instructions a row a pass against a merge sort's 20 passes of compared rows; the
/// memory is the keys, the permutation and one buffer of it (4 bytes a row).
struct RadixSorter<Key: FixedWidthInteger & UnsignedInteger> {
    private static var digitBits: Int { 11 }
    private static var buckets: Int { 1 << digitBits }
    private static var digits: Int { (Key.bitWidth + digitBits - 1) / digitBits }

    private let keys: [Key]
    /// Descending: the keys' bits inverted, so the same stable ascending sort serves.
    private let flip: Key
    /// Each digit's bucket counts (digit `d` at `d * buckets`), then its next places.
    private var counts: [Int32]
    /// The shifts of the digits still to scatter by, least significant first (nil until counted).
    private var shifts: [Int]?
    private var buffer: [Int32] = []
    /// The rows counted so far, or where the current pass goes on.
    private var position = 0
    private(set) var passesDone = 0

    init(keys: [Key], ascending: Bool) {
        self.keys = keys
        flip = ascending ? 0 : ~0
        counts = []
    }

    /// Passes done and in all (counting is the first).
    var passes: (done: Int, total: Int) {
        guard let shifts else { return (0, 1 + Self.digits) }
        return (1 + passesDone, 1 + passesDone + shifts.count)
    }

    var isFinished: Bool { shifts?.isEmpty ?? false }

    /// Sorts `permutation` (the identity at first) about `rows` rows further; returns whether
    /// it is in order.
    mutating func step(_ permutation: inout [Int32], rows: Int) -> Bool {
        var budget = max(1, rows)
        if shifts == nil {
            budget -= count(rows: budget)
            guard shifts != nil else { return false }
        }
        while let shift = shifts?.first, budget > 0 {
            if buffer.isEmpty { buffer = [Int32](repeating: 0, count: permutation.count) }
            let end = min(keys.count, position + budget)
            scatter(&permutation, by: shift, through: end)
            budget -= end - position
            position = end
            if position >= keys.count {
                swap(&permutation, &buffer)
                shifts?.removeFirst()
                passesDone += 1
                position = 0
            }
        }
        if isFinished { buffer = [] }
        return isFinished
    }

    /// Counts the digits of up to `rows` more keys; returns how many it counted. Once every key
    /// is counted, keeps the digits in which keys differ and turns their counts into places.
    private mutating func count(rows: Int) -> Int {
        let total = keys.count
        if counts.isEmpty { counts = [Int32](repeating: 0, count: Self.digits * Self.buckets) }
        let end = min(total, position + rows)
        let flip = flip
        let mask = Key(truncatingIfNeeded: Self.buckets - 1)
        keys.withUnsafeBufferPointer { keys in
            counts.withUnsafeMutableBufferPointer { counts in
                for index in position..<end {
                    let key = keys[index] ^ flip
                    for digit in 0..<Self.digits {
                        let bucket = Int(truncatingIfNeeded: (key &>> (digit * Self.digitBits)) & mask)
                        counts[digit * Self.buckets + bucket] &+= 1
                    }
                }
            }
        }
        let counted = end - position
        position = end
        guard position >= total else { return counted }
        var kept: [Int] = []
        for digit in 0..<Self.digits {
            let base = digit * Self.buckets
            // A digit every key shares orders nothing.
            if counts[base..<base + Self.buckets].contains(Int32(truncatingIfNeeded: total)) { continue }
            var place: Int32 = 0
            for bucket in base..<base + Self.buckets {
                let size = counts[bucket]
                counts[bucket] = place
                place &+= size
            }
            kept.append(digit * Self.digitBits)
        }
        shifts = kept
        position = 0
        return counted
    }

    /// Moves the rows of `permutation` from `position` to `end` into `buffer` by the digit at
    /// `shift`, each after the rows of its bucket placed before it (stable).
    private mutating func scatter(_ permutation: inout [Int32], by shift: Int, through end: Int) {
        let flip = flip
        let mask = Key(truncatingIfNeeded: Self.buckets - 1)
        let base = shift / Self.digitBits * Self.buckets
        let start = position
        keys.withUnsafeBufferPointer { keys in
            counts.withUnsafeMutableBufferPointer { counts in
                permutation.withUnsafeBufferPointer { source in
                    buffer.withUnsafeMutableBufferPointer { target in
                        for index in start..<end {
                            let row = source[index]
                            let bucket = base + Int(truncatingIfNeeded: ((keys[Int(row)] ^ flip) &>> shift) & mask)
                            target[Int(counts[bucket])] = row
                            counts[bucket] &+= 1
                        }
                    }
                }
            }
        }
    }
}
