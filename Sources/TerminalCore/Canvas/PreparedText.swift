/// One row of text measured and encoded once, to be drawn many times: each grapheme's glyph
/// and width, as `Canvas.write(_:at:style:maxWidth:)` for a `String` would draw it (up to the
/// first newline, zero-width graphemes left out).
///
/// A view that draws the same text frame after frame (a label) keeps one instead of breaking
/// and measuring the string again each time.
package struct PreparedText: Equatable, Sendable {
    /// The glyph of each grapheme drawn, in order: its scalar, or for a cluster of several
    /// scalars `ClusterTable.firstCode` plus its place in `clusters` (a canvas gives it a code
    /// of its own when it is drawn).
    package private(set) var glyphs: [UInt32] = []
    /// The columns each grapheme takes (1 or 2).
    package private(set) var widths: [UInt8] = []
    /// The columns of the whole row.
    package private(set) var width = 0
    /// The clusters of several scalars, in the order they appear.
    private var clusters: [String] = []

    /// `text` measured and encoded.
    package init(_ text: String) {
        // Text whose every scalar is a grapheme of its own (`Canvas.isStandalone`: ASCII,
        // accented Latin, punctuation, currency, CJK ideographs) is measured a scalar at a time,
        // without grapheme breaking.
        if text.unicodeScalars.allSatisfy({ Canvas.isStandalone($0.value) }) {
            for scalar in text.unicodeScalars {
                let width = DisplayWidth.of(scalar)
                if width == 0 { continue }
                glyphs.append(scalar.value)
                widths.append(UInt8(width))
                self.width += width
            }
            return
        }
        for character in text {
            if character == "\n" { break }
            let width = DisplayWidth.of(character)
            if width == 0 { continue }
            if let glyph = StoredCell.scalarGlyph(of: character) {
                glyphs.append(glyph)
            } else {
                glyphs.append(ClusterTable.firstCode + UInt32(clusters.count))
                clusters.append(String(character))
            }
            widths.append(UInt8(width))
            self.width += width
        }
    }

    /// The text of a cluster glyph of `glyphs`.
    package func cluster(of glyph: UInt32) -> String {
        let index = Int(glyph - min(glyph, ClusterTable.firstCode))
        return clusters.indices.contains(index) ? clusters[index] : ""
    }
}
