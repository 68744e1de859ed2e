import ShopTapes
import TapeTesting
import Testing

/// `--coverage` changes nothing on screen: every Shop tape shows the same screens replayed
/// plainly and through the coverage collector (the examples' tapes: ExamplesTests).
@MainActor @Test func coverageChangesNoScreenOfTheShopsTapes() async {
    let tapes = demoTapes()
    #expect(tapes.count > 10)
    await expectCoverageChangesNoScreen(tapes, host: ShopTapeHost())
}
