/// A rectangle of cells that views draw into; only terminals turn canvases into output.
///
/// Drawing is clipped to `clip` (by default the whole canvas). Wide characters are never split:
/// one that would cross an edge of the clip is replaced by a space, and writing over either
/// half of an existing wide character blanks its other half.
///
/// A canvas owns the grapheme clusters it shows (flags, ZWJ families, combining sequences):
/// nothing about them is shared with another canvas, and of those no cell shows any more it
/// keeps at most about twice as many as it has cells.
public struct Canvas: Hashable, Sendable, CustomStringConvertible {
    /// The canvas's size in cells.
    public let size: Size
    /// The cells and their clusters. A copy of the canvas shares the rows until one is written:
    /// a frame that changes two rows of the last one copies those two, and comparing it with
    /// the last one compares the others in one step each (shared storage).
    var grid: CellGrid
    /// Drawing outside this rectangle is ignored.
    public var clip: Rect

    /// The canvas's rectangle, at the origin.
    public var bounds: Rect { Rect(size: size) }

    /// A canvas of `size` filled with `fill`.
    public init(size: Size, fill: Cell = .blank) {
        let size = Size(width: max(0, size.width), height: max(0, size.height))
        self.size = size
        var grid = CellGrid(rows: [])
        let cell = StoredCell(glyph: grid.glyph(of: fill.symbol), width: fill.width, style: fill.style)
        grid.rows = Array(repeating: Array(repeating: cell, count: size.width), count: size.height)
        self.grid = grid
        self.clip = Rect(size: size)
    }

    /// A canvas of `size` made of `grid` (rows of `size.width` cells).
    init(size: Size, grid: CellGrid) {
        self.size = size
        self.grid = grid
        self.clip = Rect(size: size)
    }

    /// A canvas of `size` that keeps no cells: drawing into it runs all the drawing code (and
    /// returns the widths drawn) but stores nothing, and it reads as blank. A frame nobody looks
    /// at (a replay between two looks at the screen) is drawn into such canvases, so the views'
    /// state that drawing keeps (a list's page size, the mouse targets) is as if it were drawn.
    package init(discardingCellsOf size: Size) {
        self.size = Size(width: max(0, size.width), height: max(0, size.height))
        self.grid = CellGrid(rows: [])
        self.clip = Rect(size: self.size)
    }

    /// Whether this canvas keeps no cells (see `init(discardingCellsOf:)`).
    package var discardsCells: Bool { grid.rows.count != size.height }

    /// The cells, row by row, as one array.
    public var cells: [Cell] { grid.rows.flatMap { $0.map(resolved) } }

    /// The cell at column `x`, row `y`.
    public subscript(x: Int, y: Int) -> Cell {
        get {
            guard x >= 0, y >= 0, x < size.width, y < grid.rows.count else { return .blank }
            return resolved(grid.rows[y][x])
        }
    }

    // MARK: - Drawing

    /// Draws one grapheme at `point`; returns the number of columns it advanced (0 when clipped).
    @discardableResult
    public mutating func put(_ character: Character, at point: Point, style: Style) -> Int {
        let width = DisplayWidth.of(character)
        if width == 0 {
            return 0
        }
        return place(width: width, at: point, style: style) { $0.glyph(of: character) }
    }

    /// Draws one grapheme measured (1 or 2 columns) and encoded by `glyph` (see
    /// `StoredCell.glyph`), which is asked only when the grapheme is stored.
    private mutating func place(width: Int, at point: Point, style: Style, glyph: (inout Canvas) -> UInt32) -> Int {
        let visible = clip.intersection(bounds)
        guard point.y >= visible.minY, point.y < visible.maxY else { return width }
        guard point.x >= visible.minX, point.x < visible.maxX else {
            if width == 2, point.x + 1 == visible.minX, visible.minX < visible.maxX {
                // Only its right half would be inside the clip: show a blank there instead.
                setCell(.blank(style), x: visible.minX, y: point.y)
            }
            return width
        }
        if width == 2 && point.x + 1 >= visible.maxX {
            // Would be split at the right edge: show a blank instead.
            setCell(.blank(style), x: point.x, y: point.y)
            return 2
        }
        let code = glyph(&self)
        setCell(StoredCell(glyph: code, width: width, style: style), x: point.x, y: point.y)
        if width == 2 {
            setCell(.continuation(style), x: point.x + 1, y: point.y)
        }
        return width
    }

    /// Writes `text` on one row from `point`, at most `maxWidth` columns (default: to the clip's edge).
    ///
    /// - Returns: the number of columns the text took.
    @discardableResult
    public mutating func write(_ text: some StringProtocol, at point: Point, style: Style = .plain, maxWidth: Int? = nil) -> Int {
        write(String(text), at: point, style: style, maxWidth: maxWidth)
    }

    /// Writes `text` on one row from `point`, at most `maxWidth` columns (default: to the clip's edge).
    ///
    /// - Returns: the number of columns the text took.
    @discardableResult
    public mutating func write(_ text: String, at point: Point, style: Style = .plain, maxWidth: Int? = nil) -> Int {
        let limit = point.x + (maxWidth ?? Int.max / 2)
        if let written = writePrintableASCII(text, at: point, style: style, limit: limit) { return written }
        if let written = writeSingleScalars(text, at: point, style: style, limit: limit) { return written }
        var x = point.x
        for character in text {
            if character == "\n" { break }
            let width = DisplayWidth.of(character)
            if width == 0 { continue }
            if x + width > limit {
                if x < limit, width == 2 { put(" ", at: Point(x: x, y: point.y), style: style); x += 1 }
                break
            }
            x += put(character, at: Point(x: x, y: point.y), style: style)
        }
        return x - point.x
    }

    /// Writes prepared text as `write(_:at:style:maxWidth:)` writes the `String` it was made of.
    ///
    /// - Returns: the number of columns the text took.
    @discardableResult
    package mutating func write(_ text: PreparedText, at point: Point, style: Style = .plain, maxWidth: Int? = nil) -> Int {
        let limit = point.x + (maxWidth ?? Int.max / 2)
        var x = point.x
        for index in text.glyphs.indices {
            let width = Int(text.widths[index])
            if x + width > limit {
                if x < limit, width == 2 { x += place(width: 1, at: Point(x: x, y: point.y), style: style) { _ in 0x20 } }
                break
            }
            let glyph = text.glyphs[index]
            x += place(width: width, at: Point(x: x, y: point.y), style: style) { canvas in
                glyph < ClusterTable.firstCode ? glyph : canvas.glyph(of: text.cluster(of: glyph))
            }
        }
        return x - point.x
    }

    /// `write` for text whose every scalar is a grapheme of its own, of a script or symbol block
    /// that no following scalar can join (`isStandalone`): a scalar a cell, no grapheme breaking.
    /// Nil, having drawn nothing, for other text (combining marks, emoji sequences, controls).
    private mutating func writeSingleScalars(_ text: String, at point: Point, style: Style, limit: Int) -> Int? {
        for scalar in text.unicodeScalars where !Canvas.isStandalone(scalar.value) { return nil }
        var x = point.x
        for scalar in text.unicodeScalars {
            let width = DisplayWidth.of(scalar)
            if width == 0 { continue }
            if x + width > limit {
                if x < limit, width == 2 { put(" ", at: Point(x: x, y: point.y), style: style); x += 1 }
                break
            }
            x += place(width: width, at: Point(x: x, y: point.y), style: style) { _ in scalar.value }
        }
        return x - point.x
    }

    /// Whether `value` is a printable scalar that is always a grapheme cluster of its own and
    /// one or two columns wide: Latin letters and punctuation, general punctuation, currency,
    /// letterlike symbols, arrows, mathematical operators, box drawing, blocks, geometric shapes,
    /// dingbats and CJK ideographs. A scalar that could join its neighbour (a combining mark,
    /// a joiner, a selector, a modifier, a regional indicator, a control) is not in these ranges.
    static func isStandalone(_ value: UInt32) -> Bool {
        switch value {
        case 0x20..<0x7F, 0xA0..<0xAD, 0xAE..<0x300: return true
        case 0x2010..<0x2028, 0x2030..<0x205F: return true
        case 0x20A0..<0x20C1, 0x2100..<0x2150, 0x2190..<0x2300: return true
        case 0x2500..<0x2600, 0x4E00..<0xA000: return true
        default: return false
        }
    }

    /// `write` for text that is printable ASCII only (most of what a screen shows): one cell a
    /// byte, no grapheme breaking, no width lookups. Nil, having drawn nothing, for other text.
    private mutating func writePrintableASCII(_ text: String, at point: Point, style: Style, limit: Int) -> Int? {
        var text = text
        return text.withUTF8 { bytes -> Int? in
            for byte in bytes where byte < 0x20 || byte >= 0x7F { return nil }
            let visible = clip.intersection(bounds)
            let rowIsVisible = point.y >= visible.minY && point.y < visible.maxY
            let end = min(limit, point.x + bytes.count)
            if rowIsVisible {
                let from = max(point.x, visible.minX)
                let to = min(end, visible.maxX)
                if from < to {
                    for x in from..<to {
                        setCell(StoredCell(glyph: UInt32(bytes[x - point.x]), width: 1, style: style), x: x, y: point.y)
                    }
                }
            }
            return max(0, end - point.x)
        }
    }

    /// Fills `rect` with `character` in `style`.
    public mutating func fill(_ rect: Rect, with character: Character = " ", style: Style = .plain) {
        let area = rect.intersection(clip).intersection(bounds)
        guard !area.isEmpty else { return }
        let width = DisplayWidth.of(character)
        if width == 1 {
            if discardsCells { return }
            // One cell made once and stored everywhere (no per-cell grapheme work).
            let cell = StoredCell(glyph: glyph(of: character), width: 1, style: style)
            if area.minX == 0, area.maxX == size.width {
                // Whole rows: one row made once and shared by all of them.
                let row = Array(repeating: cell, count: size.width)
                for y in area.minY..<area.maxY { grid.rows[y] = row }
                return
            }
            for y in area.minY..<area.maxY {
                for x in area.minX..<area.maxX { setCell(cell, x: x, y: y) }
            }
            return
        }
        let step = max(1, width)
        for y in area.minY..<area.maxY {
            var x = area.minX
            while x < area.maxX {
                put(character, at: Point(x: x, y: y), style: style)
                x += step
            }
        }
    }

    /// Changes the style of every cell in `rect` with `transform`, keeping the symbols.
    public mutating func restyle(_ rect: Rect, _ transform: (Style) -> Style) {
        let area = rect.intersection(clip).intersection(bounds)
        guard !area.isEmpty, !discardsCells else { return }
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX {
                grid.rows[y][x].style = transform(grid.rows[y][x].style)
            }
        }
    }

    /// Draws a box along the edge of `rect` with `border`, and an optional title in the top edge.
    public mutating func drawBox(_ rect: Rect, border: BorderStyle = .rounded, style: Style = .plain, title: String? = nil, titleStyle: Style? = nil) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let g = border.glyphs
        put(g.topLeft, at: rect.origin, style: style)
        put(g.topRight, at: Point(x: rect.maxX - 1, y: rect.minY), style: style)
        put(g.bottomLeft, at: Point(x: rect.minX, y: rect.maxY - 1), style: style)
        put(g.bottomRight, at: Point(x: rect.maxX - 1, y: rect.maxY - 1), style: style)
        // The edges of one-column glyphs as fills: each glyph measured and stored once, not once a cell.
        let across = Rect(x: rect.minX + 1, y: rect.minY, width: rect.width - 2, height: 1)
        let down = Rect(x: rect.minX, y: rect.minY + 1, width: 1, height: rect.height - 2)
        for (edge, glyph, step) in [(across, g.horizontal, Point(x: 0, y: rect.height - 1)), (down, g.vertical, Point(x: rect.width - 1, y: 0))] {
            if DisplayWidth.of(glyph) == 1 {
                fill(edge, with: glyph, style: style)
                fill(edge.offsetBy(dx: step.x, dy: step.y), with: glyph, style: style)
                continue
            }
            for y in edge.minY..<edge.maxY {
                for x in edge.minX..<edge.maxX {
                    put(glyph, at: Point(x: x, y: y), style: style)
                    put(glyph, at: Point(x: x + step.x, y: y + step.y), style: style)
                }
            }
        }
        if let title, rect.width > 6 {
            let text = " " + title.truncated(toWidth: rect.width - 6) + " "
            write(text, at: Point(x: rect.minX + 2, y: rect.minY), style: titleStyle ?? style)
        }
    }

    /// Removes every colour, keeping symbols and attributes (for `NO_COLOR`).
    public mutating func stripColors() {
        for y in grid.rows.indices {
            for x in grid.rows[y].indices { grid.rows[y][x].style = grid.rows[y][x].style.withoutColors }
        }
    }

    // MARK: - Reading

    /// The text of row `y`, continuation cells skipped (so a wide character appears once).
    public func line(_ y: Int) -> String {
        guard y >= 0, y < grid.rows.count else { return String(repeating: " ", count: y >= 0 && y < size.height ? size.width : 0) }
        // UTF-8 bytes first (most cells are ASCII: one byte, no string appends), one String at the end.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(size.width)
        for cell in grid.rows[y] {
            if cell.glyph < 0x80 {
                if cell.glyph != 0 { bytes.append(UInt8(cell.glyph)) }
            } else {
                var symbol = ""
                grid.appendSymbol(of: cell, to: &symbol)
                bytes.append(contentsOf: symbol.utf8)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Every row as text.
    public var lines: [String] { (0..<size.height).map(line) }

    /// The rows joined by newlines, trailing spaces of each row removed.
    public var text: String {
        lines.map { String($0.reversed().drop(while: { $0 == " " }).reversed()) }.joined(separator: "\n")
    }

    /// The rows as text.
    public var description: String {
        lines.map { "\"\($0)\"" }.joined(separator: "\n")
    }

    // MARK: - Cells

    /// Sets one cell, repairing a wide character that it half overwrites.
    mutating func setCell(_ cell: StoredCell, x: Int, y: Int) {
        guard x >= 0, y >= 0, x < size.width, y < grid.rows.count else { return }
        let old = grid.rows[y][x]
        // A continuation written here belongs to the lead just written at x - 1: keep that lead.
        if old.isContinuation, !cell.isContinuation, x > 0, grid.rows[y][x - 1].width == 2 {
            grid.rows[y][x - 1] = .blank(grid.rows[y][x - 1].style)
        }
        if old.width == 2, cell.width != 2, x + 1 < size.width, grid.rows[y][x + 1].isContinuation {
            grid.rows[y][x + 1] = .blank(old.style)
        }
        grid.rows[y][x] = cell
    }

    /// The glyph of `character` in this canvas: its scalar, or its cluster's code (nothing is
    /// added to the table of a canvas that keeps no cells).
    mutating func glyph(of character: Character) -> UInt32 {
        if let glyph = StoredCell.scalarGlyph(of: character) { return glyph }
        return glyph(of: String(character))
    }

    /// The glyph of `symbol` in this canvas (see `glyph(of:)` for a character).
    mutating func glyph(of symbol: String) -> UInt32 {
        if let glyph = StoredCell.scalarGlyph(of: symbol) { return glyph }
        return discardsCells ? ClusterTable.firstCode : grid.glyph(of: symbol)
    }

    /// `cell` as a reader sees it.
    private func resolved(_ cell: StoredCell) -> Cell {
        Cell(symbol: grid.symbol(of: cell), width: cell.width, style: cell.style)
    }
}
