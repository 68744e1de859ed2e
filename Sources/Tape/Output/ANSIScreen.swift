import TerminalCore

/// The escape sequences (VT100/xterm: cursor position, SGR) that draw a canvas on a terminal.
package enum ANSIScreen {
    /// Appends to `out` the bytes that turn a screen showing `previous` (nil: anything) into
    /// `screen`: only the rows that differ are redrawn, each from its first column; the cursor
    /// ends at `cursor` (shown) or is hidden.
    package static func append(_ screen: Canvas, cursor: Point?, previous: Canvas?, to out: inout [UInt8]) {
        out += escape("[?25l")
        let same = previous.map { $0.size == screen.size } ?? false
        if !same { out += escape("[0m") + escape("[H") + escape("[2J") }
        for y in 0..<screen.size.height {
            if same, let previous, previous.rows[y] == screen.rows[y] { continue }
            out += escape("[\(y + 1);1H") + escape("[0m")
            var style = Style.plain
            for cell in screen.rows[y] where !cell.isContinuation {
                if cell.style != style {
                    out += sgr(cell.style)
                    style = cell.style
                }
                if cell.glyph == 0 {
                    out.append(0x20)
                } else if cell.glyph < 0x80 {
                    out.append(UInt8(cell.glyph))
                } else {
                    for scalar in cell.scalars { out += Array(String(scalar).utf8) }
                }
            }
            out += escape("[0m")
        }
        if let cursor {
            out += escape("[\(cursor.y + 1);\(cursor.x + 1)H") + escape("[?25h")
        }
    }

    /// ESC followed by `sequence`.
    private static func escape(_ sequence: String) -> [UInt8] {
        [0x1B] + Array(sequence.utf8)
    }

    /// The SGR sequence that sets exactly `style`.
    static func sgr(_ style: Style) -> [UInt8] {
        var codes = "[0"
        if style.attributes.contains(.bold) { codes += ";1" }
        if style.attributes.contains(.dim) { codes += ";2" }
        if style.attributes.contains(.underline) { codes += ";4" }
        if style.attributes.contains(.reverse) { codes += ";7" }
        if style.foreground != .default {
            let n = style.foreground.rawValue
            codes += ";" + String(n < 8 ? 30 + n : 90 + n - 8)
        }
        if style.background != .default {
            let n = style.background.rawValue
            codes += ";" + String(n < 8 ? 40 + n : 100 + n - 8)
        }
        return escape(codes + "m")
    }
}
