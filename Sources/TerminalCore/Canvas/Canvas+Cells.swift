// Moving cells between canvases, and reading the cells as stored. A cluster's code means
// something only with its canvas's table: cells that cross to another canvas take that
// canvas's code, and rows of two canvases are compared by what they show.
extension Canvas {
    /// The cells as stored, one array a row (clusters as codes of `clusters`).
    package var rows: [[StoredCell]] { grid.rows }

    /// The clusters the stored cells' codes stand for.
    package var clusters: ClusterTable { grid.clusters }

    /// The text a stored cell of this canvas shows ("" for a continuation).
    package func symbol(of cell: StoredCell) -> String {
        grid.symbol(of: cell)
    }

    /// Whether row `y` shows the same graphemes, widths and styles as row `y` of `other`
    /// (false when either has no such row). Compare rows of two canvases with this, never
    /// their stored cells: the same code may stand for another cluster in each.
    package func hasSameRow(_ y: Int, as other: Canvas) -> Bool {
        guard y >= 0, y < grid.rows.count, y < other.grid.rows.count else { return false }
        return grid.row(y, equals: other.grid)
    }

    /// Copies `other` onto this canvas with its top-left corner at `origin`, clipped to this canvas.
    ///
    /// Wide characters of either canvas are never left split: a wide character of `other` whose
    /// second half falls outside becomes a blank, and one of this canvas half covered is blanked.
    public mutating func blit(_ other: Canvas, at origin: Point) {
        guard !discardsCells, !other.discardsCells else { return }
        // Most canvases show no cluster: their cells are copied as they are.
        let sameCodes = other.grid.clusters.count == 0 || other.grid.clusters.sharesStorage(with: grid.clusters)
        for y in 0..<other.size.height {
            let ty = origin.y + y
            guard ty >= 0, ty < size.height else { continue }
            for x in 0..<other.size.width {
                var cell = other.grid.rows[y][x]
                let tx = origin.x + x
                if cell.isContinuation {
                    // Its lead cell put both halves; only a continuation whose lead fell off the
                    // left edge lands here, and must become a blank.
                    if tx == 0 { put(" ", at: Point(x: tx, y: ty), style: cell.style) }
                    continue
                }
                guard tx >= 0, tx < size.width else { continue }
                if cell.width == 2, tx + 1 >= size.width {
                    setCell(.blank(cell.style), x: tx, y: ty)
                    continue
                }
                if !sameCodes { cell = grid.adopt(cell, from: other.grid) }
                setCell(cell, x: tx, y: ty)
                if cell.width == 2 { setCell(.continuation(cell.style), x: tx + 1, y: ty) }
            }
        }
    }

    /// Puts back the cells of `rect` from `source`, a copy of this canvas's cells whose
    /// top-left cell is at `origin` (as `cropped(to:)` made it): cells, not drawing, so nothing
    /// is clipped or repaired. Only the rows of `rect` are written.
    package mutating func replaceCells(in rect: Rect, from source: Canvas, at origin: Point) {
        let area = rect.intersection(bounds).intersection(Rect(origin: origin, size: source.size))
        guard !area.isEmpty, !discardsCells, !source.discardsCells else { return }
        let sameCodes = source.grid.clusters.count == 0 || source.grid.clusters.sharesStorage(with: grid.clusters)
        for y in area.minY..<area.maxY {
            let from = area.minX - origin.x
            let cells = source.grid.rows[y - origin.y][from..<(from + area.width)]
            if sameCodes {
                grid.rows[y].replaceSubrange(area.minX..<area.maxX, with: cells)
            } else {
                // A cell at a time: each cluster's code is stored before the next one is asked.
                for (x, cell) in zip(area.minX..<area.maxX, cells) { grid.rows[y][x] = grid.adopt(cell, from: source.grid) }
            }
        }
    }

    /// The part of this canvas inside `rect`, as a canvas of its own (clipped to this one; a
    /// wide character cut by the edge becomes a blank).
    public func cropped(to rect: Rect) -> Canvas {
        let area = rect.intersection(bounds)
        if discardsCells { return Canvas(discardingCellsOf: area.size) }
        var part: CellGrid
        if area.minX == 0, area.maxX == size.width {
            // Whole rows, which no edge can split: shared, not copied.
            part = CellGrid(rows: Array(grid.rows[area.minY..<area.maxY]), clusters: grid.clusters)
        } else {
            guard !area.isEmpty else { return Canvas(size: area.size) }
            // Row slices, then what `blit` would repair: a continuation whose lead was cut off
            // and a wide character whose second half was become blanks.
            var rows: [[StoredCell]] = []
            rows.reserveCapacity(area.height)
            for y in area.minY..<area.maxY {
                var row = Array(grid.rows[y][area.minX..<area.maxX])
                if row[0].isContinuation { row[0] = .blank(row[0].style) }
                if row[row.count - 1].width == 2 { row[row.count - 1] = .blank(row[row.count - 1].style) }
                rows.append(row)
            }
            part = CellGrid(rows: rows, clusters: grid.clusters)
        }
        // The clusters come along; a small part keeps only those it shows.
        if part.clusters.count > part.clusterLimit { part.dropHiddenClusters() }
        return Canvas(size: area.size, grid: part)
    }
}
