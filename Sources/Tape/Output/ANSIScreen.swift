import TerminalCore

/// The escape sequences (VT100/xterm: cursor position, SGR, erase to the end of the line)
/// that draw a canvas on a terminal.
package enum ANSIScreen {
    /// Appends to `out` the bytes that turn a screen showing `previous` (nil: anything) into
    /// `screen`: only the rows that differ are redrawn, each from its first column, blanks at
    /// the end erased rather than written; the cursor ends at `cursor` (shown) or is hidden.
    package static func append(_ screen: Canvas, cursor: Point?, previous: Canvas?, to out: inout [UInt8]) {
        appendEscape("[?25l", to: &out)
        let same = previous.map { $0.size == screen.size } ?? false
        if !same { appendEscape("[0m\u{1B}[H\u{1B}[2J", to: &out) }
        for y in 0..<screen.size.height {
            let row = screen.rows[y]
            if same, let previous, previous.hasSameRow(y, as: screen) { continue }
            appendEscape("[", to: &out)
            appendNumber(y + 1, to: &out)
            appendEscapeless(";1H", to: &out)
            appendEscape("[0m", to: &out)
            // Trailing blanks in the terminal's own colours are erased, not written.
            var end = row.count
            while end > 0, isPlainBlank(row[end - 1]) { end -= 1 }
            var style = Style.plain
            for cell in row[..<end] where !cell.isContinuation {
                if cell.style != style {
                    appendSGR(cell.style, to: &out)
                    style = cell.style
                }
                if cell.glyph == 0 {
                    out.append(0x20)
                } else if !cell.isCluster {
                    appendUTF8(cell.glyph, to: &out)
                } else {
                    for scalar in screen.symbol(of: cell).unicodeScalars { appendUTF8(scalar.value, to: &out) }
                }
            }
            appendEscape("[0m", to: &out)
            if end < row.count { appendEscape("[K", to: &out) }
        }
        if let cursor {
            appendEscape("[", to: &out)
            appendNumber(cursor.y + 1, to: &out)
            out.append(0x3B)
            appendNumber(cursor.x + 1, to: &out)
            out.append(0x48)
            appendEscape("[?25h", to: &out)
        }
    }

    /// A space that erasing the line would leave the same: default background, no reverse or
    /// underline.
    private static func isPlainBlank(_ cell: StoredCell) -> Bool {
        cell.glyph == 0x20 && cell.style.background == .default
            && !cell.style.attributes.contains(.reverse) && !cell.style.attributes.contains(.underline)
    }

    /// The UTF-8 bytes of the scalar `value`.
    private static func appendUTF8(_ value: UInt32, to out: inout [UInt8]) {
        switch value {
        case ..<0x80:
            out.append(UInt8(value))
        case ..<0x800:
            out.append(UInt8(0xC0 | value >> 6))
            out.append(UInt8(0x80 | value & 0x3F))
        case ..<0x10000:
            out.append(UInt8(0xE0 | value >> 12))
            out.append(UInt8(0x80 | value >> 6 & 0x3F))
            out.append(UInt8(0x80 | value & 0x3F))
        default:
            out.append(UInt8(0xF0 | value >> 18))
            out.append(UInt8(0x80 | value >> 12 & 0x3F))
            out.append(UInt8(0x80 | value >> 6 & 0x3F))
            out.append(UInt8(0x80 | value & 0x3F))
        }
    }

    /// The decimal digits of `number` (not negative).
    private static func appendNumber(_ number: Int, to out: inout [UInt8]) {
        if number >= 10 { appendNumber(number / 10, to: &out) }
        out.append(UInt8(0x30 + number % 10))
    }

    /// `text` (ASCII).
    private static func appendEscapeless(_ text: StaticString, to out: inout [UInt8]) {
        text.withUTF8Buffer { out.append(contentsOf: $0) }
    }

    /// ESC followed by `sequence` (ASCII).
    private static func appendEscape(_ sequence: StaticString, to out: inout [UInt8]) {
        out.append(0x1B)
        sequence.withUTF8Buffer { out.append(contentsOf: $0) }
    }

    /// The SGR sequence that sets exactly `style`.
    static func appendSGR(_ style: Style, to out: inout [UInt8]) {
        appendEscape("[0", to: &out)
        let attributes = style.attributes
        if attributes.contains(.bold) { appendEscapeless(";1", to: &out) }
        if attributes.contains(.dim) { appendEscapeless(";2", to: &out) }
        if attributes.contains(.underline) { appendEscapeless(";4", to: &out) }
        if attributes.contains(.reverse) { appendEscapeless(";7", to: &out) }
        if style.foreground != .default {
            let n = style.foreground.rawValue
            out.append(0x3B)
            appendNumber(n < 8 ? 30 + n : 90 + n - 8, to: &out)
        }
        if style.background != .default {
            let n = style.background.rawValue
            out.append(0x3B)
            appendNumber(n < 8 ? 40 + n : 100 + n - 8, to: &out)
        }
        out.append(0x6D)  // m
    }
}
