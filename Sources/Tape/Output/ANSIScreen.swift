import TerminalCore

/// The escape sequences (VT100/xterm: cursor position, SGR) that draw a canvas on a terminal.
package enum ANSIScreen {
    /// The bytes that turn a screen showing `previous` (nil: anything) into `screen`: only the
    /// rows that differ are redrawn, each from its first column; the cursor ends at `cursor`
    /// (shown) or is hidden.
    package static func bytes(of screen: Canvas, cursor: Point?, previous: Canvas?) -> String {
        var out = "\u{1B}[?25l"
        let same = previous.map { $0.size == screen.size } ?? false
        if !same { out += "\u{1B}[0m\u{1B}[H\u{1B}[2J" }
        for y in 0..<screen.size.height {
            if same, let previous, previous.rows[y] == screen.rows[y] { continue }
            out += "\u{1B}[\(y + 1);1H\u{1B}[0m"
            var style = Style.plain
            for x in 0..<screen.size.width {
                let cell = screen[x, y]
                if cell.isContinuation { continue }
                if cell.style != style {
                    out += sgr(cell.style)
                    style = cell.style
                }
                if cell.glyph == 0 { out += " " } else { cell.appendSymbol(to: &out) }
            }
            out += "\u{1B}[0m"
        }
        if let cursor {
            out += "\u{1B}[\(cursor.y + 1);\(cursor.x + 1)H\u{1B}[?25h"
        }
        return out
    }

    /// The SGR sequence that sets exactly `style`.
    static func sgr(_ style: Style) -> String {
        var codes = ["0"]
        if style.attributes.contains(.bold) { codes.append("1") }
        if style.attributes.contains(.dim) { codes.append("2") }
        if style.attributes.contains(.underline) { codes.append("4") }
        if style.attributes.contains(.reverse) { codes.append("7") }
        if style.foreground != .default {
            let n = style.foreground.rawValue
            codes.append(String(n < 8 ? 30 + n : 90 + n - 8))
        }
        if style.background != .default {
            let n = style.background.rawValue
            codes.append(String(n < 8 ? 40 + n : 100 + n - 8))
        }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }
}
