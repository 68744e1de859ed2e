import ShopTapes
import Testing

@Suite("Fuzz shrinker")
struct FuzzShrinkerTests {
    @Test("a planted failure (needs 13 before 71) shrinks to exactly those two")
    func shrinksToMinimal() {
        let input = Array(0..<200)
        var replays = 0
        let shrunk = FuzzShrinker<Int> { candidate in
            replays += 1
            guard let a = candidate.firstIndex(of: 13), let b = candidate.firstIndex(of: 71) else { return false }
            return a < b
        }.shrink(input)
        #expect(shrunk == [13, 71])
        #expect(replays < 200)
    }

    @Test("a failure that needs nothing shrinks to the empty list; one that needs all keeps all")
    func extremes() {
        #expect(FuzzShrinker<Int> { _ in true }.shrink([1, 2, 3]).isEmpty)
        #expect(FuzzShrinker<Int> { $0.count == 3 }.shrink([1, 2, 3]) == [1, 2, 3])
    }
}
