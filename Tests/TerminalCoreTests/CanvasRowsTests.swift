import Testing
@testable import TerminalCore

/// A canvas keeps its cells a row an array, shared between copies until written;
/// cropping copies row slices and repairs cut wide characters exactly as blitting does.
@Suite struct CanvasRowsTests {
    /// A canvas with wide characters at every offset and a few styles.
    private func busyCanvas(width: Int = 13, height: Int = 5) -> Canvas {
        var canvas = Canvas(size: Size(width: width, height: height))
        for y in 0..<height {
            canvas.write(String(repeating: "日a本🇯🇵", count: 4), at: Point(x: y % 3 - 1, y: y), style: y % 2 == 0 ? .plain : Style(attributes: .bold))
        }
        return canvas
    }

    /// What cropping did before rows: a blank canvas with the source blitted at minus the origin.
    private func blitCrop(_ canvas: Canvas, _ rect: Rect) -> Canvas {
        let area = rect.intersection(canvas.bounds)
        var part = Canvas(size: area.size)
        part.blit(canvas, at: Point(x: -area.minX, y: -area.minY))
        return part
    }

    @Test func croppingEqualsBlittingForEveryRectangle() {
        let canvas = busyCanvas()
        for x in 0..<canvas.size.width {
            for width in 1...(canvas.size.width - x) {
                for (y, height) in [(0, 5), (1, 2), (4, 1)] {
                    let rect = Rect(x: x, y: y, width: width, height: height)
                    #expect(canvas.cropped(to: rect) == blitCrop(canvas, rect), "\(rect)")
                }
            }
        }
    }

    @Test func aCopyWritesOnlyTheRowsItChanges() {
        let canvas = busyCanvas()
        var copy = canvas
        copy.write("xy", at: Point(x: 2, y: 3))
        #expect(copy != canvas)
        for y in 0..<canvas.size.height where y != 3 {
            // Shared storage, not only equal cells.
            let shared = canvas.rows[y].withUnsafeBufferPointer { a in copy.rows[y].withUnsafeBufferPointer { $0.baseAddress == a.baseAddress } }
            #expect(shared, "row \(y)")
        }
        #expect(copy.line(3) != canvas.line(3))
    }

    @Test func replacingCellsPutsBackWhatACropTook() {
        var canvas = Canvas(size: Size(width: 12, height: 3))
        for y in 0..<3 { canvas.write("0123日本4567", at: Point(x: 0, y: y), style: Style(attributes: .bold)) }
        // Edges at columns 2 and 10 cut no wide character.
        let rect = Rect(x: 2, y: 0, width: 8, height: 3)
        let under = canvas.cropped(to: rect)
        var drawn = canvas
        drawn.fill(rect, with: "#")
        drawn.replaceCells(in: Rect(x: 2, y: 1, width: 8, height: 1), from: under, at: rect.origin)
        #expect(drawn.line(1) == canvas.line(1))
        #expect((0..<12).allSatisfy { drawn[$0, 1] == canvas[$0, 1] })
        #expect(drawn.line(0) == "01########67")
        #expect(drawn.line(2) == "01########67")
    }

    @Test func fillingWholeRowsSharesOneRow() {
        var canvas = Canvas(size: Size(width: 10, height: 4))
        canvas.fill(canvas.bounds, with: "-", style: Style(attributes: .bold))
        #expect(canvas.lines == Array(repeating: "----------", count: 4))
        canvas.put("x", at: Point(x: 0, y: 0), style: .plain)
        #expect(canvas.lines == ["x---------"] + Array(repeating: "----------", count: 3))
    }
}

/// Labels of printable ASCII wrap from bytes; the lines must be the ones wrapping by
/// characters makes, for every width.
@Suite struct ASCIIWrappingTests {
    @Test func bytesWrapLikeCharactersForRandomText() {
        let pieces = ["a", "bb", "ccc", "word", "longerword", "averyveryverylongword", " ", "  ", "\n", "\n\n", "x.", "-"]
        var state: UInt64 = 42
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<2000 {
            let text = (0..<next(14)).map { _ in pieces[next(pieces.count)] }.joined()
            let width = 1 + next(14)
            #expect(text.wrappedPrintableASCII(toWidth: width) == text.wrappedByCharacters(toWidth: width), "\(text.debugDescription) at \(width)")
        }
    }

    @Test func otherTextIsLeftToCharacters() {
        #expect("café".wrappedPrintableASCII(toWidth: 3) == nil)
        #expect("tab\there".wrappedPrintableASCII(toWidth: 3) == nil)
        #expect("a\r\nb".wrappedPrintableASCII(toWidth: 3) == nil)
    }
}
