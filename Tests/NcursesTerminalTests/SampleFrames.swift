import TerminalCore

/// Frames shaped like the app's screens, for comparing what curses shows with `composed()`.
enum SampleFrames {
    /// A screen with a list of `rows` items of which `selected` is highlighted.
    static func list(selected: Int, rows: Int = 12, size: Size = .reference) -> Frame {
        var root = Canvas(size: size)
        root.write("Products", at: Point(x: 0, y: 0), style: .bold)
        for row in 0..<rows {
            let style: Style = row == selected ? Style(foreground: .yellow, attributes: .reverse) : .plain
            root.write("  Product \(row + 1)".padded(toWidth: 36), at: Point(x: 1, y: 2 + row), style: style)
        }
        root.write("Enter Open  Esc Back  q Quit", at: Point(x: 0, y: size.height - 1), style: .dim)
        return Frame(size: size, layers: [Layer(id: "root", origin: .zero, canvas: root)])
    }

    /// A root screen with wide characters, a page sheet, an alert over both and a bottom sheet.
    static func stacked(size: Size = .reference) -> Frame {
        var root = Canvas(size: size)
        root.write("Home 日本語 🙂", at: Point(x: 0, y: 0), style: Style(foreground: .green, attributes: .bold))
        for row in 2..<(size.height - 1) {
            // Wide characters at even columns: the sheet's left edge (odd column) splits one.
            root.write(String(repeating: "日本語", count: 9), at: Point(x: 0, y: row))
        }
        root.write(" 1 Home  2 Orders  3 Profile ", at: Point(x: 0, y: size.height - 1), style: .reverse)

        var sheet = Canvas(size: Size(width: 40, height: 12))
        sheet.fill(sheet.bounds, style: Style(background: .blue))
        sheet.drawBox(sheet.bounds, style: Style(foreground: .brightWhite, background: .blue), title: "Settings")
        sheet.write("設定 🙂 emoji", at: Point(x: 2, y: 2), style: Style(foreground: .cyan, background: .blue))
        sheet.write("Underlined", at: Point(x: 2, y: 4), style: Style(background: .blue, attributes: .underline))

        var alert = Canvas(size: Size(width: 24, height: 6))
        alert.drawBox(alert.bounds, border: .double, style: .bold, title: "Alert")
        alert.write("OK  Cancel", at: Point(x: 6, y: 3), style: Style(foreground: .red))

        var bottom = Canvas(size: Size(width: size.width, height: 6))
        bottom.fill(bottom.bounds, style: Style(background: .black))
        bottom.write("──", at: Point(x: size.width / 2 - 1, y: 0), style: Style(foreground: .white, background: .black))
        bottom.write("Checkout ✓ 合計 ¥1200", at: Point(x: 2, y: 2), style: Style(foreground: .brightGreen, background: .black))

        return Frame(size: size, layers: [
            Layer(id: "root", origin: .zero, canvas: root),
            Layer(id: "sheet", origin: Point(x: 11, y: 3), canvas: sheet),
            Layer(id: "alert", origin: Point(x: 40, y: 10), canvas: alert),
            Layer(id: "bottom", origin: Point(x: 0, y: size.height - 6), canvas: bottom),
        ])
    }

    /// One full-screen layer filled with `character` in `style`.
    static func filled(_ character: Character, style: Style, size: Size = .reference) -> Frame {
        var canvas = Canvas(size: size)
        canvas.fill(canvas.bounds, with: character, style: style)
        return Frame(size: size, layers: [Layer(id: "root", origin: .zero, canvas: canvas)])
    }
}
