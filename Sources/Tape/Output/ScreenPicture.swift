import TerminalCore

/// A screen as a self-contained SVG picture: a window with a title bar and the cells on a true
/// grid (each character placed at its own column, wide ones across two), in `ScreenPalette`'s
/// colours, with bold, dim, underline and reverse.
///
/// The picture names no font file and no URL, and the same canvas gives the same bytes.
package enum ScreenPicture {
    /// Width of one cell in SVG units.
    static let cellWidth = 9
    /// Height of one cell.
    static let cellHeight = 19
    /// Space around the grid.
    static let padding = 12
    /// Height of the title bar.
    static let titleBarHeight = 30

    /// The SVG of `screen` in a window titled `title`; cells in `marked` get a red frame (a
    /// report's differing cells).
    package static func svg(_ screen: Canvas, title: String, marked: Set<Point> = [], label: String? = nil) -> String {
        let palette = ScreenPalette.standard
        let gridWidth = screen.size.width * cellWidth
        let gridHeight = screen.size.height * cellHeight
        let width = gridWidth + 2 * padding
        let height = gridHeight + 2 * padding + titleBarHeight
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\" role=\"img\""
        svg += " aria-label=\"\(escaped(label ?? title))\">\n"
        svg += "<style>text{font-family:'DejaVu Sans Mono','Liberation Mono',Menlo,Consolas,monospace;font-size:15px;white-space:pre}"
        svg += ".b{font-weight:bold}.d{opacity:.55}.t{fill:\(palette.title);font-size:13px}</style>\n"
        svg += "<rect width=\"\(width)\" height=\"\(height)\" rx=\"8\" fill=\"\(palette.background)\"/>\n"
        svg += "<rect width=\"\(width)\" height=\"\(titleBarHeight)\" rx=\"8\" fill=\"\(palette.titleBar)\"/>\n"
        svg += "<rect y=\"\(titleBarHeight - 8)\" width=\"\(width)\" height=\"8\" fill=\"\(palette.titleBar)\"/>\n"
        for (index, color) in ["#ff5f57", "#febc2e", "#28c840"].enumerated() {
            svg += "<circle cx=\"\(padding + 6 + index * 20)\" cy=\"15\" r=\"6\" fill=\"\(color)\"/>\n"
        }
        svg += "<text class=\"t\" x=\"\(width / 2)\" y=\"20\" text-anchor=\"middle\">\(escaped(title))</text>\n"
        svg += "<g transform=\"translate(\(padding) \(padding + titleBarHeight))\">\n"
        for y in 0..<screen.size.height {
            backgrounds(of: screen, row: y, palette: palette, into: &svg)
        }
        for y in 0..<screen.size.height {
            texts(of: screen, row: y, palette: palette, into: &svg)
        }
        for point in marked.sorted(by: { ($0.y, $0.x) < ($1.y, $1.x) }) {
            let cell = screen[point.x, point.y]
            let span = max(1, cell.width)
            svg += "<rect x=\"\(point.x * cellWidth)\" y=\"\(point.y * cellHeight)\" width=\"\(span * cellWidth)\" height=\"\(cellHeight)\""
            svg += " fill=\"\(palette.mark)\" fill-opacity=\".3\" stroke=\"\(palette.mark)\"/>\n"
        }
        svg += "</g>\n</svg>\n"
        return svg
    }

    /// A canvas of plain text rows (a golden screen or a failure's screen), laid out as a
    /// terminal would show them.
    package static func canvas(ofRows rows: [String], size: Size? = nil) -> Canvas {
        let width = size?.width ?? rows.map(\.displayWidth).max() ?? 0
        let height = size?.height ?? rows.count
        var canvas = Canvas(size: Size(width: width, height: height))
        for (y, row) in rows.prefix(height).enumerated() {
            _ = canvas.write(row, at: Point(x: 0, y: y))
        }
        return canvas
    }

    // MARK: - Cells

    /// The cell's colours after `reverse`.
    private static func colors(of style: Style, palette: ScreenPalette) -> (foreground: String, background: String?) {
        let foreground = palette.color(style.foreground) ?? palette.foreground
        let background = palette.color(style.background)
        if style.attributes.contains(.reverse) {
            return (background ?? palette.background, foreground)
        }
        return (foreground, background)
    }

    /// One rectangle per run of cells with the same background other than the window's.
    private static func backgrounds(of screen: Canvas, row y: Int, palette: ScreenPalette, into svg: inout String) {
        var x = 0
        while x < screen.size.width {
            guard let color = colors(of: screen[x, y].style, palette: palette).background else { x += 1; continue }
            var end = x + 1
            while end < screen.size.width, colors(of: screen[end, y].style, palette: palette).background == color { end += 1 }
            svg += "<rect x=\"\(x * cellWidth)\" y=\"\(y * cellHeight)\" width=\"\((end - x) * cellWidth)\" height=\"\(cellHeight)\" fill=\"\(color)\"/>\n"
            x = end
        }
    }

    /// One `<text>` per run of narrow characters in one style, stretched to its cells
    /// (`textLength`) so that the grid holds whatever the font's advance; a wide character is a
    /// run of its own, two cells long. Underlines are lines, not a font feature.
    private static func texts(of screen: Canvas, row y: Int, palette: ScreenPalette, into svg: inout String) {
        var x = 0
        let baseline = y * cellHeight + 14
        while x < screen.size.width {
            let cell = screen[x, y]
            if cell.isContinuation { x += 1; continue }
            let style = cell.style
            var end = x + 1
            var text = ""
            cell.appendSymbol(to: &text)
            if cell.width == 1 {
                while end < screen.size.width, screen[end, y].style == style, screen[end, y].width == 1 {
                    screen[end, y].appendSymbol(to: &text)
                    end += 1
                }
            } else {
                end = min(screen.size.width, x + max(1, cell.width))
            }
            let foreground = colors(of: style, palette: palette).foreground
            if style.attributes.contains(.underline) {
                svg += "<rect x=\"\(x * cellWidth)\" y=\"\(baseline + 2)\" width=\"\((end - x) * cellWidth)\" height=\"1\" fill=\"\(foreground)\"/>\n"
            }
            if text.contains(where: { $0 != " " }) {
                var classes: [String] = []
                if style.attributes.contains(.bold) { classes.append("b") }
                if style.attributes.contains(.dim) { classes.append("d") }
                svg += "<text x=\"\(x * cellWidth)\" y=\"\(baseline)\" textLength=\"\((end - x) * cellWidth)\" lengthAdjust=\"spacingAndGlyphs\" fill=\"\(foreground)\""
                if !classes.isEmpty { svg += " class=\"\(classes.joined(separator: " "))\"" }
                svg += ">\(escaped(text))</text>\n"
            }
            x = end
        }
    }

    /// `text` safe inside XML: markup escaped, and characters XML cannot hold (C0 and C1
    /// controls, lone surrogates never occur in a `String`) shown as U+FFFD.
    package static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "\t", "\n": result.unicodeScalars.append(" ")
            default:
                let value = scalar.value
                if value < 0x20 || (0x7F...0x9F).contains(value) || value == 0xFFFE || value == 0xFFFF {
                    result.unicodeScalars.append("\u{FFFD}")
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
