/// A numeric column's sort keys as they are read, in the narrowest form that orders them as
/// `Double`'s `<` does: 4 bytes a row while every value is a whole number in `Int32`'s range
/// (ids, counts, stars), else 8 (an order-preserving bit pattern of the `Double`).
///
/// Both forms are unsigned integers whose order is the values' order (ties: equal keys), so
/// `RowSorter` sorts them by radix. `-0.0` is keyed as `0.0` (they are equal under `<`). A NaN,
/// which `<` leaves unordered, makes the keys plain `Double`s sorted by comparison, as before.
struct NumericSortKeys {
    private var integers: [UInt32] = []
    private var ordered: [UInt64] = []
    private var isWide = false
    private var sawNaN = false

    init(capacity: Int) { integers.reserveCapacity(capacity) }

    /// How many keys were read.
    var count: Int { isWide ? ordered.count : integers.count }

    /// Adds the next row's value.
    mutating func append(_ value: Double) {
        if !isWide {
            if let whole = Int32(exactly: value) {
                integers.append(UInt32(bitPattern: whole) ^ 0x8000_0000)
                return
            }
            // The first value that is not a whole Int32: every key becomes 8 bytes.
            isWide = true
            ordered.reserveCapacity(integers.capacity)
            for key in integers { ordered.append(Self.orderedBits(Self.value(ofInteger: key))) }
            integers = []
        }
        if value.isNaN { sawNaN = true }
        ordered.append(Self.orderedBits(value))
    }

    /// The value of the key at `index`, as read (`-0.0` as `0.0`).
    func value(at index: Int) -> Double {
        isWide ? Self.value(ofOrdered: ordered[index]) : Self.value(ofInteger: integers[index])
    }

    /// The keys read, for `RowSorter`.
    consuming func finish() -> RowSortKeys {
        if !isWide { return .integers(integers) }
        guard sawNaN else { return .ordered(ordered) }
        return .values(ordered.map(Self.value(ofOrdered:)))
    }

    private static func value(ofInteger key: UInt32) -> Double { Double(Int32(bitPattern: key ^ 0x8000_0000)) }

    /// `value`'s bits turned so that unsigned order is `<`'s order: negatives' bits inverted,
    /// positives' sign bit set (`-0.0` first made `0.0`).
    static func orderedBits(_ value: Double) -> UInt64 {
        let bits = (value == 0 ? 0.0 : value).bitPattern
        return bits & (1 << 63) != 0 ? ~bits : bits | (1 << 63)
    }

    /// The `Double` whose `orderedBits` are `key`.
    static func value(ofOrdered key: UInt64) -> Double {
        Double(bitPattern: key & (1 << 63) != 0 ? key & ~(1 << 63) : ~key)
    }
}
