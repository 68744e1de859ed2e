import TerminalCore

// The filter row and the highlighting of matches, shared by the list and the table.
extension FilterState {
    /// Draws the filter row in `rect` (one row): `/`, the text typed (with the cursor while it
    /// is typed and the view is focused) and, at the right, how many of `total` rows match (or
    /// `counter`: a pass's progress).
    @MainActor func drawRow(in rect: Rect, canvas: inout Canvas, context: RenderContext, total: Int, isFocused: Bool, counter: String? = nil) {
        let theme = context.theme
        let y = rect.minY
        canvas.fill(rect, style: theme.text)
        let counter = counter ?? countText(total: total)
        let counterWidth = counter.displayWidth
        if counterWidth + 4 <= rect.width {
            canvas.write(counter, at: Point(x: rect.maxX - counterWidth, y: y), style: theme.secondaryText)
        }
        let x = rect.minX + canvas.write("/ ", at: rect.origin, style: theme.accent, maxWidth: rect.width)
        let room = max(1, rect.maxX - (counterWidth + 4 <= rect.width ? counterWidth + 1 : 0) - x)
        // The end of a text longer than the room shows (the cursor is there).
        var shown = Array(PrintableText.escaping(query))
        var width = 0
        var first = shown.count
        while first > 0, width + DisplayWidth.of(shown[first - 1]) <= room - 1 {
            first -= 1
            width += DisplayWidth.of(shown[first])
        }
        shown = Array(shown[first...])
        let written = canvas.write(String(shown), at: Point(x: x, y: y), style: isEditing ? theme.focusedField : theme.text, maxWidth: room)
        if isEditing, isFocused {
            let cursor = Point(x: min(x + written, rect.maxX - 1), y: y)
            context.cursor = cursor
            context.reportFocus(at: cursor)
        }
    }

    /// Puts the characters of `text` (drawn at `origin`, at most `maxWidth` cells) that match
    /// the filter in bold and underlined. Text shown escaped (controls) is left as drawn.
    func highlight(_ text: String, at origin: Point, maxWidth: Int, in canvas: inout Canvas) {
        let folded = matchedQuery
        guard !folded.isEmpty, let offsets = mode.matchedOffsets(of: folded, in: text), !offsets.isEmpty,
              PrintableText.escaping(text) == text else { return }
        var column = origin.x
        var next = 0
        for (offset, character) in text.enumerated() {
            while next < offsets.count, offsets[next] < offset { next += 1 }
            guard next < offsets.count else { return }
            let cells = DisplayWidth.of(character)
            if column + cells > origin.x + maxWidth { return }
            if offsets[next] == offset {
                canvas.restyle(Rect(x: column, y: origin.y, width: cells, height: 1)) { $0.adding([.bold, .underline]) }
            }
            column += cells
        }
    }
}
