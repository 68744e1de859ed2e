/// A rectangle of cells that views draw into; only terminals turn canvases into output.
///
/// Drawing is clipped to `clip` (by default the whole canvas). Wide characters are never split:
/// one that would cross an edge of the clip is replaced by a space, and writing over either
/// half of an existing wide character blanks its other half.
public struct Canvas: Hashable, Sendable, CustomStringConvertible {
    /// The canvas's size in cells.
    public let size: Size
    /// The cells, one array a row. Rows are separate arrays so that a copy of the canvas shares
    /// them until one is written: a frame that changes two rows of the last one copies those two,
    /// and comparing it with the last one compares the others in one step each (shared storage).
    package private(set) var rows: [[Cell]]
    /// Drawing outside this rectangle is ignored.
    public var clip: Rect

    /// The canvas's rectangle, at the origin.
    public var bounds: Rect { Rect(size: size) }

    /// A canvas of `size` filled with `fill`.
    public init(size: Size, fill: Cell = .blank) {
        let size = Size(width: max(0, size.width), height: max(0, size.height))
        self.size = size
        self.rows = Array(repeating: Array(repeating: fill, count: size.width), count: size.height)
        self.clip = Rect(size: size)
    }

    /// A canvas of `size` made of `rows` (each `size.width` cells).
    private init(size: Size, rows: [[Cell]]) {
        self.size = size
        self.rows = rows
        self.clip = Rect(size: size)
    }

    /// A canvas of `size` that keeps no cells: drawing into it runs all the drawing code (and
    /// returns the widths drawn) but stores nothing, and it reads as blank. A frame nobody looks
    /// at (a replay between two looks at the screen) is drawn into such canvases, so the views'
    /// state that drawing keeps (a list's page size, the mouse targets) is as if it were drawn.
    package init(discardingCellsOf size: Size) {
        self.size = Size(width: max(0, size.width), height: max(0, size.height))
        self.rows = []
        self.clip = Rect(size: self.size)
    }

    /// Whether this canvas keeps no cells (see `init(discardingCellsOf:)`).
    package var discardsCells: Bool { rows.count != size.height }

    /// The cells, row by row, as one array.
    public var cells: [Cell] { rows.flatMap { $0 } }

    /// The cell at column `x`, row `y`.
    public subscript(x: Int, y: Int) -> Cell {
        get {
            guard x >= 0, y >= 0, x < size.width, y < rows.count else { return .blank }
            return rows[y][x]
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
        return place(GraphemeTable.glyph(of: character), width: width, at: point, style: style)
    }

    /// Draws one grapheme, already encoded (see `Cell.glyph`) and measured (1 or 2 columns).
    private mutating func place(_ glyph: UInt32, width: Int, at point: Point, style: Style) -> Int {
        let visible = clip.intersection(bounds)
        guard point.y >= visible.minY, point.y < visible.maxY else { return width }
        guard point.x >= visible.minX, point.x < visible.maxX else {
            if width == 2, point.x + 1 == visible.minX, visible.minX < visible.maxX {
                // Only its right half would be inside the clip: show a blank there instead.
                setCell(Cell.blank(style), x: visible.minX, y: point.y)
            }
            return width
        }
        if width == 2 && point.x + 1 >= visible.maxX {
            // Would be split at the right edge: show a blank instead.
            setCell(Cell.blank(style), x: point.x, y: point.y)
            return 2
        }
        setCell(Cell(glyph: glyph, width: width, style: style), x: point.x, y: point.y)
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
                if x < limit, width == 2 { x += place(0x20, width: 1, at: Point(x: x, y: point.y), style: style) }
                break
            }
            x += place(text.glyphs[index], width: width, at: Point(x: x, y: point.y), style: style)
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
            x += place(scalar.value, width: width, at: Point(x: x, y: point.y), style: style)
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
                        setCell(Cell(glyph: UInt32(bytes[x - point.x]), width: 1, style: style), x: x, y: point.y)
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
            // One cell made once and stored everywhere (no per-cell grapheme work).
            let cell = Cell(character, width: 1, style: style)
            if discardsCells { return }
            if area.minX == 0, area.maxX == size.width {
                // Whole rows: one row made once and shared by all of them.
                let row = Array(repeating: cell, count: size.width)
                for y in area.minY..<area.maxY { rows[y] = row }
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
                rows[y][x].style = transform(rows[y][x].style)
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
        for x in (rect.minX + 1)..<(rect.maxX - 1) {
            put(g.horizontal, at: Point(x: x, y: rect.minY), style: style)
            put(g.horizontal, at: Point(x: x, y: rect.maxY - 1), style: style)
        }
        for y in (rect.minY + 1)..<(rect.maxY - 1) {
            put(g.vertical, at: Point(x: rect.minX, y: y), style: style)
            put(g.vertical, at: Point(x: rect.maxX - 1, y: y), style: style)
        }
        if let title, rect.width > 6 {
            let text = " " + title.truncated(toWidth: rect.width - 6) + " "
            write(text, at: Point(x: rect.minX + 2, y: rect.minY), style: titleStyle ?? style)
        }
    }

    /// Copies `other` onto this canvas with its top-left corner at `origin`, clipped to this canvas.
    ///
    /// Wide characters of either canvas are never left split: a wide character of `other` whose
    /// second half falls outside becomes a blank, and one of this canvas half covered is blanked.
    public mutating func blit(_ other: Canvas, at origin: Point) {
        guard !discardsCells, !other.discardsCells else { return }
        for y in 0..<other.size.height {
            let ty = origin.y + y
            guard ty >= 0, ty < size.height else { continue }
            for x in 0..<other.size.width {
                let cell = other.rows[y][x]
                let tx = origin.x + x
                if cell.isContinuation {
                    // Its lead cell put both halves; only a continuation whose lead fell off the
                    // left edge lands here, and must become a blank.
                    if tx == 0 { put(" ", at: Point(x: tx, y: ty), style: cell.style) }
                    continue
                }
                guard tx >= 0, tx < size.width else { continue }
                if cell.width == 2 {
                    if tx + 1 >= size.width {
                        setCell(.blank(cell.style), x: tx, y: ty)
                    } else {
                        setCell(cell, x: tx, y: ty)
                        setCell(.continuation(cell.style), x: tx + 1, y: ty)
                    }
                } else {
                    setCell(cell, x: tx, y: ty)
                }
            }
        }
    }

    /// Puts back the cells of `rect` from `source`, a copy of this canvas's cells whose
    /// top-left cell is at `origin` (as `cropped(to:)` made it): cells, not drawing, so nothing
    /// is clipped or repaired. Only the rows of `rect` are written.
    package mutating func replaceCells(in rect: Rect, from source: Canvas, at origin: Point) {
        let area = rect.intersection(bounds).intersection(Rect(origin: origin, size: source.size))
        guard !area.isEmpty, !discardsCells, !source.discardsCells else { return }
        for y in area.minY..<area.maxY {
            let from = area.minX - origin.x
            rows[y].replaceSubrange(area.minX..<area.maxX, with: source.rows[y - origin.y][from..<(from + area.width)])
        }
    }

    /// The part of this canvas inside `rect`, as a canvas of its own (clipped to this one; a
    /// wide character cut by the edge becomes a blank).
    public func cropped(to rect: Rect) -> Canvas {
        let area = rect.intersection(bounds)
        if discardsCells { return Canvas(discardingCellsOf: area.size) }
        if area.minX == 0, area.maxX == size.width {
            // Whole rows, which no edge can split: shared, not copied.
            return Canvas(size: area.size, rows: Array(rows[area.minY..<area.maxY]))
        }
        guard !area.isEmpty else { return Canvas(size: area.size) }
        // Row slices, then what `blit` would repair: a continuation whose lead was cut off and a
        // wide character whose second half was become blanks.
        var part: [[Cell]] = []
        part.reserveCapacity(area.height)
        for y in area.minY..<area.maxY {
            var row = Array(rows[y][area.minX..<area.maxX])
            if row[0].isContinuation { row[0] = .blank(row[0].style) }
            if row[row.count - 1].width == 2 { row[row.count - 1] = .blank(row[row.count - 1].style) }
            part.append(row)
        }
        return Canvas(size: area.size, rows: part)
    }

    /// Removes every colour, keeping symbols and attributes (for `NO_COLOR`).
    public mutating func stripColors() {
        for y in rows.indices {
            for x in rows[y].indices { rows[y][x].style = rows[y][x].style.withoutColors }
        }
    }

    // MARK: - Reading

    /// The text of row `y`, continuation cells skipped (so a wide character appears once).
    public func line(_ y: Int) -> String {
        guard y >= 0, y < rows.count else { return String(repeating: " ", count: y >= 0 && y < size.height ? size.width : 0) }
        // UTF-8 bytes first (most cells are ASCII: one byte, no string appends), one String at the end.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(size.width)
        for cell in rows[y] {
            if cell.glyph < 0x80 {
                if cell.glyph != 0 { bytes.append(UInt8(cell.glyph)) }
            } else {
                var symbol = ""
                cell.appendSymbol(to: &symbol)
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
    private mutating func setCell(_ cell: Cell, x: Int, y: Int) {
        guard x >= 0, y >= 0, x < size.width, y < rows.count else { return }
        let old = rows[y][x]
        // A continuation written here belongs to the lead just written at x - 1: keep that lead.
        if old.isContinuation, !cell.isContinuation, x > 0, rows[y][x - 1].width == 2 {
            rows[y][x - 1] = .blank(rows[y][x - 1].style)
        }
        if old.width == 2, cell.width != 2, x + 1 < size.width, rows[y][x + 1].isContinuation {
            rows[y][x + 1] = .blank(old.style)
        }
        rows[y][x] = cell
    }
}
