import TerminalCore

/// Finds text as a screen shows it reflowed: wrapped across rows at its spaces, inside a box or
/// beside other text (`ExpectWrapped`).
///
/// The text's words must follow one another: within a row, separated by spaces; from one row to
/// the next, at a space of the text, where the row's run of text ends (the row's end, a box's
/// border, or a gap of two or more spaces) and the next row's run begins — at the same left edge
/// as the first row's run (the column after a border, or the row's start), spaces skipped.
enum WrappedText {
    /// One row as cells: each character with its column.
    private typealias Row = [(character: Character, column: Int)]

    /// Whether `rows` show `needle`, on one row or wrapped across several.
    static func contains(_ needle: String, in rows: [String]) -> Bool {
        let words = needle.split(whereSeparator: { $0.isWhitespace }).map { Array($0) }
        guard !words.isEmpty else { return true }
        let cells = rows.map(Self.cells)
        for (index, row) in cells.enumerated() {
            for start in row.indices where row[start].character == words[0].first {
                if match(words, in: cells, row: index, at: start, leftEdge: leftEdge(of: row, before: start)) { return true }
            }
        }
        return false
    }

    /// Whether the words match from `row`, `start` on.
    private static func match(_ words: [[Character]], in rows: [Row], row firstRow: Int, at start: Int, leftEdge: Int) -> Bool {
        var rowIndex = firstRow
        var position = start
        for (number, word) in words.enumerated() {
            if number > 0 {
                // A space of the text: spaces in the row, or a line break to the next row's run.
                let row = rows[rowIndex]
                var next = position
                while next < row.count, row[next].character == " " { next += 1 }
                let gap = next - position
                let runGoesOn = next < row.count && !isBorder(row[next].character)
                if gap >= 1, runGoesOn, gap == 1 || startsWith(row, at: next, word) {
                    // The next word on this row (justified text may hold wider gaps).
                    position = next
                } else if runGoesOn, gap < 2 {
                    return false
                } else {
                    rowIndex += 1
                    guard rowIndex < rows.count else { return false }
                    let below = rows[rowIndex]
                    guard var first = below.firstIndex(where: { $0.column >= leftEdge }) else { return false }
                    while first < below.count, below[first].character == " " { first += 1 }
                    position = first
                }
            }
            guard startsWith(rows[rowIndex], at: position, word) else { return false }
            position += word.count
        }
        return true
    }

    private static func startsWith(_ row: Row, at position: Int, _ word: [Character]) -> Bool {
        guard position + word.count <= row.count else { return false }
        for (offset, character) in word.enumerated() where row[position + offset].character != character { return false }
        return true
    }

    /// The column where the run of text holding `index` begins: after the nearest border to its
    /// left, or 0.
    private static func leftEdge(of row: Row, before index: Int) -> Int {
        var position = index
        while position > 0 {
            position -= 1
            if isBorder(row[position].character) { return row[position].column + 1 }
        }
        return 0
    }

    /// Box drawing and block elements: the edges of boxes, sheets and scroll bars.
    private static func isBorder(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1 else { return false }
        return (0x2500...0x259F).contains(scalar.value) || character == "|"
    }

    private static func cells(_ row: String) -> Row {
        var cells: Row = []
        var column = 0
        for character in row {
            cells.append((character, column))
            column += max(1, String(character).displayWidth)
        }
        return cells
    }
}
