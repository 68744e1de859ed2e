/// One cell as a canvas stores it: a plain value (no `String`, no reference), so that copying,
/// comparing and filling cells costs no string machinery and no reference counting.
///
/// A grapheme of one Unicode scalar is stored as that scalar; a longer cluster (a flag, a skin
/// tone, a ZWJ family, a letter with combining marks) as a code of the canvas's `ClusterTable`,
/// which means something only with that table. `Canvas` subscripts resolve it into a `Cell`.
package struct StoredCell: Hashable, Sendable {
    /// The grapheme: 0 for none (a continuation), a Unicode scalar value, or
    /// `ClusterTable.firstCode` and up for a cluster of the canvas's table.
    package var glyph: UInt32
    private var storedWidth: UInt8
    /// Colours and attributes.
    package var style: Style

    /// Columns the grapheme takes: 1, 2, or 0 for a continuation cell.
    package var width: Int { Int(storedWidth) }

    /// Whether this cell is the right half of a wide character.
    package var isContinuation: Bool { storedWidth == 0 }

    /// Whether the grapheme is a cluster of the canvas's table (not a single scalar).
    package var isCluster: Bool { glyph >= ClusterTable.firstCode }

    /// A cell of an encoded glyph (see `glyph`).
    package init(glyph: UInt32, width: Int, style: Style) {
        self.glyph = glyph
        self.storedWidth = UInt8(clamping: width)
        self.style = style
    }

    /// A blank cell in the terminal's default style.
    package static let blank = StoredCell(glyph: 0x20, width: 1, style: .plain)

    /// A blank cell in `style`.
    package static func blank(_ style: Style) -> StoredCell {
        StoredCell(glyph: 0x20, width: 1, style: style)
    }

    /// The right half of a wide character in `style`.
    package static func continuation(_ style: Style) -> StoredCell {
        StoredCell(glyph: 0, width: 0, style: style)
    }

    /// The glyph of a grapheme of one Unicode scalar, or nil for a longer cluster (and for
    /// "\r\n", a cluster of two).
    package static func scalarGlyph(of character: Character) -> UInt32? {
        if let ascii = character.asciiValue, ascii != 0x0A { return UInt32(ascii) }
        let scalars = character.unicodeScalars
        var iterator = scalars.makeIterator()
        guard let first = iterator.next() else { return 0 }
        return iterator.next() == nil ? first.value : nil
    }

    /// The glyph of `symbol` when it is empty (0) or one Unicode scalar; nil for a longer cluster.
    package static func scalarGlyph(of symbol: String) -> UInt32? {
        let scalars = symbol.unicodeScalars
        var iterator = scalars.makeIterator()
        guard let first = iterator.next() else { return 0 }
        return iterator.next() == nil ? first.value : nil
    }
}
