import Testing
import TerminalCore

@Suite struct SizeTests {
    @Test(arguments: [("80x24", 80, 24), ("40X12", 40, 12), ("1x1", 1, 1), ("9999x9999", 9999, 9999), ("007x08", 7, 8)])
    func parsesColumnsByRows(_ text: String, _ width: Int, _ height: Int) {
        #expect(Size(parsing: text) == Size(width: width, height: height))
    }

    @Test(arguments: ["", "x", "80", "80x", "x24", "0x24", "80x0", "-80x24", "+80x24", "80x-1", " 80x24", "80x24 ",
                      "80 x 24", "80x24x2", "10000x24", "80*24", "８０x24", "80.5x24", "eightyx24", "80x24\n"])
    func rejectsAnythingElse(_ text: String) {
        #expect(Size(parsing: text) == nil)
    }

    @Test func descriptionIsTheParsedSpelling() {
        #expect(Size(width: 80, height: 24).description == "80x24")
        #expect(Size(parsing: Size.reference.description) == .reference)
    }

    @Test func emptinessAndContainment() {
        #expect(Size(width: 0, height: 5).isEmpty)
        #expect(!Size(width: 1, height: 1).isEmpty)
        #expect(Size(width: 80, height: 24).contains(Size(width: 40, height: 12)))
        #expect(!Size(width: 39, height: 24).contains(Size(width: 40, height: 12)))
    }
}

@Suite struct RectTests {
    @Test func intersectionOfOverlappingAndDisjointRectangles() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(a.intersection(Rect(x: 5, y: 5, width: 10, height: 10)) == Rect(x: 5, y: 5, width: 5, height: 5))
        #expect(a.intersection(Rect(x: 20, y: 0, width: 5, height: 5)).isEmpty)
    }

    @Test func centeredIsClampedToFit() {
        let screen = Rect(size: Size(width: 80, height: 24))
        #expect(screen.centered(Size(width: 40, height: 10)) == Rect(x: 20, y: 7, width: 40, height: 10))
        #expect(screen.centered(Size(width: 100, height: 30)) == screen)
    }

    @Test func insetNeverGoesNegative() {
        #expect(Rect(x: 0, y: 0, width: 3, height: 3).inset(by: 2).size == .zero)
        #expect(Rect(x: 0, y: 0, width: 10, height: 5).inset(by: 1) == Rect(x: 1, y: 1, width: 8, height: 3))
    }

    @Test func topAndBottomRows() {
        let rect = Rect(x: 0, y: 0, width: 10, height: 5)
        #expect(rect.top(1) == Rect(x: 0, y: 0, width: 10, height: 1))
        #expect(rect.bottom(2) == Rect(x: 0, y: 3, width: 10, height: 2))
        #expect(rect.bottom(9) == rect)
    }
}
