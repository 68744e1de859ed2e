import Testing
@testable import TerminalUI

/// Numbers sort by radix over keys in the order of their values: the same stable order as
/// comparing the `Double`s, both ways, ties in the provider's order.
@Suite struct NumericSortTests {
    /// A stable sort of row indices by `values` with `<` (the merge sort's order).
    static func reference(_ values: [Double], ascending: Bool) -> [Int32] {
        let rows = values.indices.map { (row: $0, value: values[$0]) }
        var result: [(row: Int, value: Double)] = []
        // Insertion by binary search after equal keys: stable.
        for row in rows {
            var low = 0, high = result.count
            while low < high {
                let middle = (low + high) / 2
                let goesAfter = ascending ? !(row.value < result[middle].value) : !(result[middle].value < row.value)
                if goesAfter { low = middle + 1 } else { high = middle }
            }
            result.insert(row, at: low)
        }
        return result.map { Int32($0.row) }
    }

    static func sorted(_ values: [Double], ascending: Bool, budget: Int = 3) -> [Int32] {
        var keys = NumericSortKeys(capacity: values.count)
        for value in values { keys.append(value) }
        var sorter = RowSorter(keys: keys.finish(), ascending: ascending)
        while !sorter.step(budget: budget) {}
        return sorter.permutation
    }

    @Test(arguments: [true, false])
    func wholeNumbersSortByValueStablyBothWays(ascending: Bool) {
        var random = RobustnessTests.Generator(state: 7)
        for count in [0, 1, 2, 17, 500, 5_000] {
            let values = (0..<count).map { _ in Double(Int.random(in: -3...3, using: &random) * Int.random(in: 0...(1 << 30), using: &random) % 200) }
            #expect(Self.sorted(values, ascending: ascending) == Self.reference(values, ascending: ascending), "\(count) rows")
        }
        let wide = [Double(Int32.max), Double(Int32.min), 0, -1, 1, Double(Int32.max), -0.0, 0]
        #expect(Self.sorted(wide, ascending: ascending) == Self.reference(wide, ascending: ascending))
    }

    @Test(arguments: [true, false])
    func fractionsInfinitiesAndLargeNumbersSortByValueStably(ascending: Bool) {
        var random = RobustnessTests.Generator(state: 11)
        let specials: [Double] = [.infinity, -.infinity, 0, -0.0, 1e300, -1e300, 2.5, -2.5, 1e-300, 20_261_128_000_000, .greatestFiniteMagnitude]
        for count in [3, 100, 4_000] {
            let values = (0..<count).map { _ -> Double in
                Bool.random(using: &random) ? specials.randomElement(using: &random) ?? 0 : Double(Int.random(in: -50...50, using: &random)) / 4
            }
            #expect(Self.sorted(values, ascending: ascending) == Self.reference(values, ascending: ascending), "\(count) rows")
        }
    }

    @Test func aNaNKeepsTheComparisonSort() {
        var keys = NumericSortKeys(capacity: 3)
        for value in [2, Double.nan, 1] { keys.append(value) }
        guard case .values(let values) = keys.finish() else {
            Issue.record("a NaN should keep the Double keys")
            return
        }
        #expect(values[0] == 2 && values[1].isNaN && values[2] == 1)
    }

    @Test func wholeNumbersTakeFourBytesARowAndOthersEight() {
        var whole = NumericSortKeys(capacity: 2)
        whole.append(12)
        whole.append(-7)
        guard case .integers = whole.finish() else { Issue.record("whole numbers"); return }
        var mixed = NumericSortKeys(capacity: 2)
        mixed.append(12)
        mixed.append(0.5)
        #expect(mixed.value(at: 0) == 12 && mixed.value(at: 1) == 0.5)
        guard case .ordered = mixed.finish() else { Issue.record("a fraction"); return }
    }

    @Test func theTwoNumberReadingsAgreeOnWholeCellsAndReadUnitsOnlyWhenAsked() {
        #expect(DataTable.number(in: "1,234.50") == 1234.5)
        #expect(DataTable.number(in: "-3.5") == -3.5)
        #expect(DataTable.number(in: "12 %") == 12)
        #expect(DataTable.number(in: "9 kB") == nil)
        #expect(RowSortKeyReader.leadingNumber(in: "9 kB") == 9)
        #expect(RowSortKeyReader.leadingNumber(in: "€3.50") == 3.5)
        #expect(RowSortKeyReader.leadingNumber(in: "-1,234.5 m") == -1234.5)
        #expect(RowSortKeyReader.leadingNumber(in: "n/a") == nil)
        #expect(RowSortKeyReader.leadingNumber(in: "1.2.3") == 1.2)
        #expect(RowSortKeyReader.leadingNumber(in: ",5 kB") == nil, "a comma before any digit")
    }
}
