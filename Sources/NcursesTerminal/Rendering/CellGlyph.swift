import CNcurses
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TerminalCore

/// The wide characters curses is given for one cell.
///
/// Curses measures a character with the C library's `wcwidth`, the canvas with `DisplayWidth`.
/// Where they disagree, drawing the character as is would shift the rest of the row on screen,
/// so the cell gets a stand-in that both measure alike: a character the canvas counts as two
/// columns but the C library as one is drawn alone and followed by a blank; anything else
/// curses cannot measure like the canvas becomes `?` (one column) or `？` (two).
enum CellGlyph {
    /// Room a glyph needs: `CCHARW_MAX` characters and the terminating NUL.
    static let capacity = Int(CCHARW_MAX) + 1

    /// Writes the NUL-terminated characters that draw `cell` of `canvas` into `buffer`.
    ///
    /// - Parameters:
    ///   - cell: a lead or single cell (not a continuation) of `canvas`.
    ///   - canvas: the canvas whose clusters the cell's glyph refers to.
    ///   - buffer: room for at least `capacity` characters.
    /// - Returns: the number of columns curses will fill; when less than `cell.width`, the
    ///   caller draws blanks in the rest.
    static func fill(_ buffer: UnsafeMutableBufferPointer<wchar_t>, for cell: StoredCell, of canvas: Canvas) -> Int {
        if cell.isCluster { return fill(buffer, scalars: canvas.symbol(of: cell).unicodeScalars, width: cell.width) }
        guard let scalar = Unicode.Scalar(cell.glyph), cell.glyph != 0 else {
            return fill(buffer, scalars: EmptyCollection(), width: cell.width)
        }
        return fill(buffer, scalars: CollectionOfOne(scalar), width: cell.width)
    }

    /// Writes the characters that draw a grapheme of `scalars`, `width` columns wide.
    private static func fill(_ buffer: UnsafeMutableBufferPointer<wchar_t>, scalars: some Collection<Unicode.Scalar>, width cellWidth: Int) -> Int {
        guard buffer.count >= capacity else { return 0 }
        if let first = scalars.first, first.value >= 0x20 {
            let width = Int(lc_wcwidth(wchar_t(bitPattern: first.value)))
            if width == cellWidth {
                var count = 0
                buffer[count] = wchar_t(bitPattern: first.value)
                count += 1
                // Combining marks and selectors ride along; curses stops at a spacing character.
                for scalar in scalars.dropFirst() where count < capacity - 1 {
                    guard lc_wcwidth(wchar_t(bitPattern: scalar.value)) == 0 else { break }
                    buffer[count] = wchar_t(bitPattern: scalar.value)
                    count += 1
                }
                buffer[count] = 0
                return width
            }
            if width == 1, cellWidth == 2 {
                // Without its selector (U+FE0F) the terminal draws it narrow, as curses counts it.
                buffer[0] = wchar_t(bitPattern: first.value)
                buffer[1] = 0
                return 1
            }
        }
        buffer[0] = cellWidth == 2 ? wideStandIn : 0x3F // "?"
        buffer[1] = 0
        return buffer[0] == 0x3F ? 1 : 2
    }

    /// "？" (fullwidth question mark) when the C library agrees it is two columns wide.
    /// Computed each time: the answer depends on the locale, which `start()` sets.
    private static var wideStandIn: wchar_t { lc_wcwidth(0xFF1F) == 2 ? 0xFF1F : 0x3F }
}
