import Testing
import TerminalCore

/// `drawBox` fills its edges; a box cut by the canvas or the clip must leave every cell as
/// one glyph put at a time leaves it.
@Suite struct DrawBoxEdgeTests {
    /// The box as one `put` a cell draws it (corners, then the edges).
    private func putOneByOne(_ rect: Rect, _ g: BorderStyle.Glyphs, style: Style, on canvas: inout Canvas) {
        canvas.put(g.topLeft, at: rect.origin, style: style)
        canvas.put(g.topRight, at: Point(x: rect.maxX - 1, y: rect.minY), style: style)
        canvas.put(g.bottomLeft, at: Point(x: rect.minX, y: rect.maxY - 1), style: style)
        canvas.put(g.bottomRight, at: Point(x: rect.maxX - 1, y: rect.maxY - 1), style: style)
        for x in (rect.minX + 1)..<(rect.maxX - 1) {
            canvas.put(g.horizontal, at: Point(x: x, y: rect.minY), style: style)
            canvas.put(g.horizontal, at: Point(x: x, y: rect.maxY - 1), style: style)
        }
        for y in (rect.minY + 1)..<(rect.maxY - 1) {
            canvas.put(g.vertical, at: Point(x: rect.minX, y: y), style: style)
            canvas.put(g.vertical, at: Point(x: rect.maxX - 1, y: y), style: style)
        }
    }

    @Test(arguments: [
        Rect(x: 0, y: 0, width: 10, height: 5), Rect(x: -3, y: -2, width: 20, height: 12),
        Rect(x: 4, y: 1, width: 2, height: 2), Rect(x: 2, y: 3, width: 3, height: 9), Rect(x: -1, y: 2, width: 12, height: 2),
    ])
    func aBoxDrawsAsOneGlyphPutAtATime(rect: Rect) {
        let style = Style(foreground: .red)
        for (border, clip) in [(BorderStyle.rounded, Rect(x: 0, y: 0, width: 10, height: 6)), (.double, Rect(x: 2, y: 1, width: 5, height: 3))] {
            var filled = Canvas(size: Size(width: 10, height: 6))
            var put = filled
            filled.clip = clip
            put.clip = clip
            filled.drawBox(rect, border: border, style: style)
            putOneByOne(rect, border.glyphs, style: style, on: &put)
            #expect(filled.lines == put.lines)
            for y in 0..<6 {
                for x in 0..<10 { #expect(filled[x, y] == put[x, y], "cell \(x),\(y)") }
            }
        }
    }
}
