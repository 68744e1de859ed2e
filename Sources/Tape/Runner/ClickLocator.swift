import TerminalCore

/// Finds where a tape's `Click "text"` lands on the frame on screen.
enum ClickLocator {
    /// The screen cell of the first character of the first match of `text`: the top-most
    /// layer is searched first, each layer row by row from the top, left to right; only the
    /// part of a layer that is on screen counts. Nil when no layer shows the text on one row.
    static func position(of text: String, in frame: Frame) -> Point? {
        let screen = Rect(size: frame.size)
        for layer in frame.layers.reversed() {
            let canvas = layer.canvas
            for y in 0..<canvas.size.height {
                let row = layer.origin.y + y
                guard row >= 0, row < frame.size.height else { continue }
                // The row's text with the column each character starts at.
                var characters = ""
                var columns: [Int] = []
                for x in 0..<canvas.size.width {
                    let cell = canvas[x, y]
                    guard !cell.isContinuation else { continue }
                    for character in cell.symbol {
                        characters.append(character)
                        columns.append(x)
                    }
                }
                guard let range = characters.firstRange(of: text) else { continue }
                let offset = characters.distance(from: characters.startIndex, to: range.lowerBound)
                let point = Point(x: layer.origin.x + columns[offset], y: row)
                if screen.contains(point) { return point }
            }
        }
        return nil
    }
}
