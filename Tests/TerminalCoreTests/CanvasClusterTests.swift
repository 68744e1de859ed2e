import Testing
@testable import TerminalCore

/// Clusters of several scalars (flags, ZWJ families, combining sequences) belong to the canvas
/// that shows them: no table is shared between canvases, cells that move between canvases take
/// the destination's codes, canvases and rows compare by what they show, and a canvas's table
/// stays bounded however many distinct clusters are drawn into it.
@Suite struct CanvasClusterTests {
    /// The `index`th of many distinct clusters: "e" with combining marks spelling `index` in
    /// base 112 (U+0300 to U+036F).
    static func cluster(_ index: Int) -> String {
        var scalars = String.UnicodeScalarView()
        scalars.append("e")
        var rest = index
        repeat {
            scalars.append(Unicode.Scalar(UInt32(0x300 + rest % 112)) ?? "\u{301}")
            rest /= 112
        } while rest > 0
        return String(scalars)
    }

    @Test func theStoredCellIsAPlainValue() {
        #expect(_isPOD(StoredCell.self))
        #expect(MemoryLayout<StoredCell>.size <= 8)
    }

    @Test func twoCanvasesDoNotShareClusterCodes() {
        var a = Canvas(size: Size(width: 4, height: 1))
        var b = Canvas(size: Size(width: 4, height: 1))
        a.write("🇫🇷e\u{301}", at: .zero)
        #expect(a.clusters.count == 2)
        #expect(b.clusters.count == 0, "drawing into one canvas adds nothing to another's table")
        b.write("e\u{301}🇫🇷", at: .zero)
        #expect(a.clusters.count == 2)
        #expect(b.clusters.count == 2)
        // Each table numbers its own clusters from the first code: the same code, other clusters.
        #expect(a.rows[0][0].glyph == ClusterTable.firstCode && b.rows[0][0].glyph == ClusterTable.firstCode)
        #expect(a.line(0) == "🇫🇷e\u{301} ")
        #expect(b.line(0) == "e\u{301}🇫🇷 ")
        #expect(a[0, 0] == b[1, 0] && a[2, 0] == b[0, 0])
        #expect(a[0, 0].symbol == "🇫🇷" && b[0, 0].symbol == "e\u{301}")
    }

    @Test func aCopySharesTheTableUntilItAddsACluster() {
        var a = Canvas(size: Size(width: 6, height: 1))
        a.write("👨\u{200D}👩\u{200D}👧", at: .zero)
        var b = a
        #expect(b.clusters.sharesStorage(with: a.clusters))
        b.write("👍🏽", at: Point(x: 2, y: 0))
        #expect(!b.clusters.sharesStorage(with: a.clusters))
        #expect(a.clusters.count == 1 && b.clusters.count == 2)
        #expect(a.line(0) == "👨\u{200D}👩\u{200D}👧    ")
        #expect(b.line(0) == "👨\u{200D}👩\u{200D}👧👍🏽  ")
    }

    @Test func aStreamOfDistinctClustersKeepsTheTableBounded() {
        var canvas = Canvas(size: Size(width: 20, height: 2))
        let limit = canvas.grid.clusterLimit
        var largest = 0
        for index in 0..<100_000 {
            canvas.write(Self.cluster(index), at: Point(x: index % 20, y: index / 20 % 2))
            largest = max(largest, canvas.clusters.count)
        }
        #expect(largest <= limit, "the table held \(largest) clusters for 40 cells (bound \(limit))")
        // The last 40 drawn are shown, in their places.
        for index in 99_960..<100_000 {
            #expect(canvas[index % 20, index / 20 % 2].symbol == Self.cluster(index))
        }
        canvas.fill(canvas.bounds)
        canvas.write("🇯🇵", at: .zero)
        #expect(canvas.clusters.count <= limit)
        #expect(canvas.line(0) == "🇯🇵" + String(repeating: " ", count: 18))
    }

    @Test func clustersOfPreparedTextAndOfFillsStayBoundedToo() {
        var canvas = Canvas(size: Size(width: 10, height: 1))
        let limit = canvas.grid.clusterLimit
        var largest = 0
        for index in 0..<20_000 {
            canvas.write(PreparedText(Self.cluster(2 * index) + "🇯🇵"), at: .zero)
            canvas.fill(Rect(x: 3, y: 0, width: 2, height: 1), with: Character(Self.cluster(2 * index + 1)))
            largest = max(largest, canvas.clusters.count)
        }
        #expect(largest <= limit)
        #expect(canvas[0, 0].symbol == Self.cluster(39_998))
        #expect(canvas[1, 0].symbol == "🇯🇵" && canvas[2, 0].isContinuation)
        #expect(canvas[4, 0].symbol == Self.cluster(39_999))
    }

    @Test func aCanvasThatKeepsNoCellsKeepsNoClusters() {
        var canvas = Canvas(discardingCellsOf: Size(width: 10, height: 2))
        #expect(canvas.write("🇯🇵e\u{301}👍🏽", at: .zero) == 5)
        canvas.fill(canvas.bounds, with: "🇯🇵")
        canvas.write(PreparedText("e\u{302}"), at: .zero)
        #expect(canvas.clusters.count == 0)
    }

    /// Two canvases showing the same text whose tables numbered the clusters in other orders.
    private func sameTextOtherCodes() -> (Canvas, Canvas) {
        var a = Canvas(size: Size(width: 8, height: 2))
        var b = Canvas(size: Size(width: 8, height: 2))
        a.write("🇫🇷", at: Point(x: 6, y: 1))
        a.write("e\u{301}x🇯🇵", at: .zero, style: .bold)
        b.write("🇯🇵", at: Point(x: 2, y: 0), style: .bold)
        b.write("e\u{301}x", at: .zero, style: .bold)
        b.write("🇫🇷", at: Point(x: 6, y: 1))
        return (a, b)
    }

    @Test func canvasesShowingTheSameTextAreEqualWhateverTheirCodes() {
        let (a, b) = sameTextOtherCodes()
        #expect(a.rows != b.rows, "the codes differ")
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(Set([a, b]).count == 1)
        #expect(Frame(size: a.size, layers: [Layer(id: "a", origin: .zero, canvas: a)])
            == Frame(size: b.size, layers: [Layer(id: "a", origin: .zero, canvas: b)]))
        var c = b
        c.write("e\u{302}", at: .zero, style: .bold)
        #expect(c != a)
        var d = b
        d.write("e\u{301}", at: .zero)
        #expect(d != a, "the same cluster in another style")
    }

    @Test func aRowDiffSeesAChangedClusterBehindTheSameCode() {
        var a = Canvas(size: Size(width: 6, height: 2))
        var b = Canvas(size: Size(width: 6, height: 2))
        a.write("ab🇫🇷", at: .zero)
        b.write("ab🇯🇵", at: .zero)
        // The same stored cells (each table's first cluster), but other text.
        #expect(a.rows[0] == b.rows[0])
        #expect(!a.hasSameRow(0, as: b) && !b.hasSameRow(0, as: a))
        #expect(a.hasSameRow(1, as: b))
        #expect(a != b)
        let (c, d) = sameTextOtherCodes()
        #expect(c.hasSameRow(0, as: d) && c.hasSameRow(1, as: d))
        #expect(!a.hasSameRow(2, as: b) && !a.hasSameRow(-1, as: b))
    }

    @Test func blittingCarriesClustersIntoAnotherTable() {
        var source = Canvas(size: Size(width: 6, height: 1))
        source.write("🇫🇷e\u{301}👍🏽", at: .zero)
        var target = Canvas(size: Size(width: 8, height: 2))
        target.write("🇯🇵", at: Point(x: 0, y: 1))
        target.blit(source, at: Point(x: 1, y: 0))
        target.blit(source, at: Point(x: 4, y: 1))
        #expect(target.line(0) == " 🇫🇷e\u{301}👍🏽  ")
        #expect(target.line(1) == "🇯🇵  🇫🇷e\u{301} ")
        #expect(target[7, 1].symbol == " ", "a wide cluster cut by the edge is a blank")
        #expect(target.clusters.count == 4)
        var screen = Canvas(size: Size(width: 8, height: 2))
        screen.write("🇯🇵", at: Point(x: 0, y: 1))
        let frame = Frame(size: screen.size, layers: [
            Layer(id: "root", origin: .zero, canvas: screen),
            Layer(id: "top", origin: Point(x: 1, y: 0), canvas: source),
            Layer(id: "low", origin: Point(x: 4, y: 1), canvas: source),
        ])
        #expect(frame.composed() == target)
        #expect(frame.composed().lines == target.lines)
    }

    @Test func croppingCarriesTheClustersItShows() {
        var canvas = Canvas(size: Size(width: 8, height: 2))
        canvas.write("🇫🇷e\u{301}👍🏽x", at: .zero)
        canvas.write("a\u{308}x🇯🇵", at: Point(x: 0, y: 1))
        let rows = canvas.cropped(to: Rect(x: 0, y: 1, width: 8, height: 1))
        #expect(rows.line(0) == "a\u{308}x🇯🇵    ")
        let part = canvas.cropped(to: Rect(x: 2, y: 0, width: 3, height: 2))
        #expect(part.lines == ["e\u{301}👍🏽", "🇯🇵 "])
        var other = Canvas(size: Size(width: 3, height: 2))
        other.write("🇯🇵", at: Point(x: 0, y: 1))
        other.write("e\u{301}👍🏽", at: .zero)
        #expect(part == other)
    }

    @Test func aSmallCropOfABigTableKeepsOnlyWhatItShows() {
        var canvas = Canvas(size: Size(width: 40, height: 20))
        for index in 0..<800 { canvas.write(Self.cluster(index), at: Point(x: index % 40, y: index / 40)) }
        #expect(canvas.clusters.count == 800)
        let part = canvas.cropped(to: Rect(x: 0, y: 3, width: 2, height: 2))
        #expect(part.clusters.count == 4)
        #expect(part.lines == [Self.cluster(120) + Self.cluster(121), Self.cluster(160) + Self.cluster(161)])
    }

    @Test func replacingCellsFromACropTakenBeforeTheTableChanged() {
        var canvas = Canvas(size: Size(width: 6, height: 2))
        canvas.write("🇫🇷e\u{301}", at: .zero)
        let under = canvas.cropped(to: Rect(x: 0, y: 0, width: 4, height: 1))
        // Many clusters since: the table was tidied and renumbered, so the crop's codes are stale.
        for index in 0..<200 { canvas.write(Self.cluster(index), at: Point(x: index % 6, y: 1 - index % 2)) }
        canvas.fill(canvas.bounds)
        canvas.write("👍🏽", at: .zero)
        canvas.replaceCells(in: Rect(x: 0, y: 0, width: 4, height: 1), from: under, at: .zero)
        #expect(canvas.line(0) == "🇫🇷e\u{301}   ")
        #expect(canvas.line(1) == "      ")
    }

    @Test func cellsCompareByScalars() {
        // Canonically equivalent (the two marks swap), but a terminal is sent other scalars.
        let a = Cell(symbol: "q\u{323}\u{307}", width: 1, style: .plain)
        let b = Cell(symbol: "q\u{307}\u{323}", width: 1, style: .plain)
        #expect(a != b)
        #expect(a == Cell(symbol: "q\u{323}\u{307}", width: 1, style: .plain))
        #expect(Cell(symbol: "e\u{301}", width: 1, style: .plain) != Cell(symbol: "\u{E9}", width: 1, style: .plain))
        #expect(Set([a, b, a]).count == 2)
        var canvas = Canvas(size: Size(width: 2, height: 1))
        canvas.write("q\u{323}\u{307}q\u{307}\u{323}", at: .zero)
        #expect(canvas.clusters.count == 2)
        #expect(canvas[0, 0] == a && canvas[1, 0] == b)
    }

    @Test func aCanvasFilledWithAClusterCellShowsIt() {
        let canvas = Canvas(size: Size(width: 3, height: 1), fill: Cell(symbol: "e\u{301}", width: 1, style: .bold))
        #expect(canvas.line(0) == "e\u{301}e\u{301}e\u{301}")
        #expect(canvas.cells.allSatisfy { $0 == Cell(symbol: "e\u{301}", width: 1, style: .bold) })
        #expect(canvas.clusters.count == 1)
    }
}
