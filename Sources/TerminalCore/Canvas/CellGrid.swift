/// The cells of a canvas, one array a row, and the table of the clusters they show.
///
/// Two grids are equal when they show the same graphemes in the same widths and styles,
/// whatever codes their tables gave the clusters.
struct CellGrid: Hashable, Sendable {
    /// The cells. Rows are separate arrays so that a copy shares them until one is written.
    var rows: [[StoredCell]]
    /// The clusters the cells' codes stand for.
    var clusters = ClusterTable()

    /// Below this many clusters a table is never tidied, however few cells the canvas has.
    private static let minimumClusterLimit = 32

    /// The clusters a table may hold before those no cell shows are dropped: twice what the
    /// cells can show, so that tidying (a walk over the cells) comes at most once every so many
    /// new clusters.
    var clusterLimit: Int {
        max(Self.minimumClusterLimit, 2 * rows.count * (rows.first?.count ?? 0))
    }

    // MARK: - Glyphs

    /// The glyph of `symbol`: its scalar, or its cluster's code (added to the table when new).
    ///
    /// Store a cluster's code in a cell before asking for the next one: adding may first drop
    /// the clusters no cell shows, renumbering those that stay.
    mutating func glyph(of symbol: String) -> UInt32 {
        if let glyph = StoredCell.scalarGlyph(of: symbol) { return glyph }
        if let code = clusters.existingCode(of: symbol) { return code }
        if clusters.count >= clusterLimit { dropHiddenClusters() }
        return clusters.code(of: symbol)
    }

    /// The text `cell` shows ("" for a continuation).
    func symbol(of cell: StoredCell) -> String {
        if cell.isCluster { return clusters.text(of: cell.glyph) }
        guard cell.glyph != 0, let scalar = Unicode.Scalar(cell.glyph) else { return "" }
        return String(Character(scalar))
    }

    /// Appends the text `cell` shows to `text`.
    func appendSymbol(of cell: StoredCell, to text: inout String) {
        if cell.isCluster {
            text += clusters.text(of: cell.glyph)
        } else if cell.glyph != 0, let scalar = Unicode.Scalar(cell.glyph) {
            text.unicodeScalars.append(scalar)
        }
    }

    /// `cell` of `source` as a cell of this grid: a cluster gets this table's code.
    mutating func adopt(_ cell: StoredCell, from source: CellGrid) -> StoredCell {
        guard cell.isCluster else { return cell }
        var adopted = cell
        adopted.glyph = glyph(of: source.clusters.text(of: cell.glyph))
        return adopted
    }

    /// Keeps in the table only the clusters some cell shows, renumbering them in the cells.
    mutating func dropHiddenClusters() {
        var kept = ClusterTable()
        var renumbered = [UInt32](repeating: 0, count: clusters.count)
        for y in rows.indices where rows[y].contains(where: \.isCluster) {
            for x in rows[y].indices where rows[y][x].isCluster {
                let index = Int(rows[y][x].glyph - ClusterTable.firstCode)
                guard renumbered.indices.contains(index) else {
                    rows[y][x].glyph = 0xFFFD
                    continue
                }
                if renumbered[index] == 0 { renumbered[index] = kept.code(of: clusters.text(of: rows[y][x].glyph)) }
                rows[y][x].glyph = renumbered[index]
            }
        }
        clusters = kept
    }

    // MARK: - Comparing

    /// Whether row `y` shows the same as row `y` of `other` (both rows exist).
    func row(_ y: Int, equals other: CellGrid) -> Bool {
        let mine = rows[y], theirs = other.rows[y]
        if clusters.sharesStorage(with: other.clusters) { return mine == theirs }
        guard mine.count == theirs.count else { return false }
        if mine == theirs {
            // The same codes: the same text unless a code means another cluster in each table.
            return mine.allSatisfy { !$0.isCluster || sameText($0, $0, in: other) }
        }
        for x in mine.indices {
            let a = mine[x], b = theirs[x]
            if a.isCluster || b.isCluster {
                guard a.isCluster, b.isCluster, a.width == b.width, a.style == b.style, sameText(a, b, in: other) else { return false }
            } else if a != b {
                return false
            }
        }
        return true
    }

    /// Whether cluster cell `mine` of this grid and `theirs` of `other` show the same scalars.
    private func sameText(_ mine: StoredCell, _ theirs: StoredCell, in other: CellGrid) -> Bool {
        ScalarString(clusters.text(of: mine.glyph)) == ScalarString(other.clusters.text(of: theirs.glyph))
    }

    static func == (lhs: CellGrid, rhs: CellGrid) -> Bool {
        guard lhs.rows.count == rhs.rows.count else { return false }
        if lhs.clusters.sharesStorage(with: rhs.clusters) { return lhs.rows == rhs.rows }
        return lhs.rows.indices.allSatisfy { lhs.row($0, equals: rhs) }
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(rows.count)
        for row in rows {
            hasher.combine(row.count)
            for cell in row {
                hasher.combine(cell.width)
                hasher.combine(cell.style)
                if cell.isCluster {
                    hasher.combine(ScalarString(clusters.text(of: cell.glyph)))
                } else {
                    hasher.combine(cell.glyph)
                }
            }
        }
    }
}
