#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import NcursesTerminal
import Testing
import TerminalCore

/// What curses is given for one cell of a multi-scalar grapheme cluster: never more
/// characters than a `cchar_t` holds, and never a width other than the canvas's, whatever the
/// cluster (a flag, a skin tone, a ZWJ family, combining marks, a variation selector, and a
/// cluster longer than `CCHARW_MAX`).
@Suite(.serialized)
@MainActor
struct CellGlyphTests {
    init() {
        // As `NcursesTerminal.start()` does: curses and wcwidth need a UTF-8 character type.
        setlocale(LC_CTYPE, "C.UTF-8")
    }

    /// The glyph for a cell of `symbol`, and the columns curses fills.
    private func glyph(_ symbol: String) -> (characters: [UInt32], columns: Int, width: Int) {
        var canvas = Canvas(size: Size(width: 4, height: 1))
        canvas.write(symbol, at: .zero)
        let cell = canvas.rows[0][0]
        var buffer = [wchar_t](repeating: 0x7F, count: CellGlyph.capacity)
        let columns = buffer.withUnsafeMutableBufferPointer { CellGlyph.fill($0, for: cell, of: canvas) }
        let characters = Array(buffer.prefix { $0 != 0 }).map { UInt32(bitPattern: $0) }
        #expect(buffer.contains(0), "the characters of \(symbol) are NUL-terminated within capacity")
        return (characters, columns, cell.width)
    }

    @Test(arguments: [
        "🇯🇵", "👍🏽", "👨‍👩‍👧", "👨‍👩‍👧‍👦", "e\u{301}", "a\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}", "❤\u{FE0F}", "日", "✓",
    ])
    func aClusterTakesItsCanvasWidthAndFitsACursesCell(symbol: String) {
        let (characters, columns, width) = glyph(symbol)
        #expect(characters.count >= 1 && characters.count < CellGlyph.capacity)
        // Curses fills `columns`; the renderer draws blanks in the rest of the cell's width.
        #expect(columns >= 1 && columns <= width, "\(symbol): curses fills \(columns) of \(width) columns")
        let first = symbol.unicodeScalars.first?.value ?? 0
        let standIns: Set<UInt32> = [0x3F, 0xFF1F]
        #expect(characters[0] == first || standIns.contains(characters[0]), "\(symbol) starts with its first scalar or a stand-in")
    }

    @Test func combiningMarksRideAlongWithTheirLetterUpToWhatACursesCellHolds() {
        let short = glyph("e\u{301}")
        #expect(short.characters == [0x65, 0x301] && short.columns == 1)
        let long = glyph("a\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}")
        #expect(long.characters.count == CellGlyph.capacity - 1, "cut to CCHARW_MAX characters")
        #expect(long.characters.first == 0x61 && long.columns == 1)
    }

    @Test func aClusterCodeIsReadInItsOwnCanvas() {
        var flag = Canvas(size: Size(width: 2, height: 1))
        flag.write("🇯🇵", at: .zero)
        var accent = Canvas(size: Size(width: 2, height: 1))
        accent.write("e\u{301}", at: .zero)
        // Each canvas's first cluster: the same code, another cluster.
        #expect(flag.rows[0][0].glyph == accent.rows[0][0].glyph)
        var buffer = [wchar_t](repeating: 0x7F, count: CellGlyph.capacity)
        let accentColumns = buffer.withUnsafeMutableBufferPointer { CellGlyph.fill($0, for: accent.rows[0][0], of: accent) }
        #expect(accentColumns == 1 && buffer.prefix(3).map { UInt32(bitPattern: $0) } == [0x65, 0x301, 0])
        _ = buffer.withUnsafeMutableBufferPointer { CellGlyph.fill($0, for: flag.rows[0][0], of: flag) }
        #expect(UInt32(bitPattern: buffer[0]) == 0x1F1EF || UInt32(bitPattern: buffer[0]) == 0xFF1F || buffer[0] == 0x3F)
    }
}
