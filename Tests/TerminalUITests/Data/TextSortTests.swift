import Testing
@testable import TerminalUI

/// ASCII text sorts by its packed bytes after the shared prefix, then by whole keys where
/// those tie: the same stable order as merging with `String`'s `<`, both ways.
@Suite struct TextSortTests {
    static func reference(_ keys: [String], ascending: Bool) -> [Int32] {
        keys.indices.sorted { a, b in
            let (x, y) = (keys[a], keys[b])
            if x == y { return a < b }
            return ascending ? x < y : y < x
        }.map { Int32($0) }
    }

    static func sorted(_ cells: [String], ascending: Bool, budget: Int = 3) -> (order: [Int32], keys: RowSortKeys) {
        var reader = RowSortKeyReader(sorting: .text, capacity: cells.count)
        for cell in cells { reader.append(cell) }
        let keys = reader.finish()
        var sorter = RowSorter(keys: keys, ascending: ascending)
        while !sorter.step(budget: budget) {}
        return (sorter.permutation, keys)
    }

    @Test(arguments: [true, false])
    func asciiTextSortsAsTheComparisonSortDoes(ascending: Bool) {
        var random = RobustnessTests.Generator(state: 3)
        let pieces = ["package-", "a", "b", "Z", "\u{0}", "1", "10", "9", "-", " ", "zz", "package-1"]
        for count in [0, 1, 2, 50, 3_000] {
            let cells = (0..<count).map { _ in
                (0..<Int.random(in: 0...4, using: &random)).map { _ in pieces.randomElement(using: &random) ?? "" }.joined()
            }
            let (order, keys) = Self.sorted(cells, ascending: ascending)
            guard case .asciiTexts = keys else { Issue.record("ASCII text should take the packed sort"); return }
            #expect(order == Self.reference(cells.map { $0.lowercased() }, ascending: ascending), "\(count) rows")
        }
    }

    @Test(arguments: [true, false])
    func aSharedPrefixIsSkippedAndLongTiesFallBackToMerging(ascending: Bool) {
        let shared = (0..<2_000).map { "package-\(($0 * 7919) % 1_000)" }
        #expect(Self.sorted(shared, ascending: ascending).order == Self.reference(shared, ascending: ascending))
        // 200 rows tie on the 8 bytes after the shared "" prefix: more than a slice of 3 orders.
        let tied = (0..<200).map { "abcdefgh\(($0 * 37) % 100)" } + ["b"]
        #expect(Self.sorted(tied, ascending: ascending).order == Self.reference(tied, ascending: ascending))
    }

    @Test func nonAsciiTextKeepsTheComparisonSort() {
        let cells = ["é", "e\u{301}", "e", "Éa"]
        let (order, keys) = Self.sorted(cells, ascending: true)
        guard case .texts = keys else { Issue.record("non-ASCII text merges"); return }
        #expect(order == Self.reference(cells.map { $0.lowercased() }, ascending: true))
    }
}
