import TerminalCore

// MARK: - Keys and moves
extension TextArea {
    /// Edits or moves for `event`; false for a key the area does not take.
    func handleEditingKey(_ event: KeyEvent) -> Bool {
        // The line's length, not the line: a copy held here would make the edit copy the line.
        let length = lines[cursor.line].count
        switch (event.key, event.modifiers) {
        case (.left, []): move(to: cursor.column > 0 ? TextPosition(line: cursor.line, column: cursor.column - 1)
                                : cursor.line > 0 ? TextPosition(line: cursor.line - 1, column: lines[cursor.line - 1].count) : cursor)
        case (.right, []): move(to: cursor.column < length ? TextPosition(line: cursor.line, column: cursor.column + 1)
                                 : cursor.line + 1 < lines.count ? TextPosition(line: cursor.line + 1, column: 0) : cursor)
        case (.left, .control), (.character("b"), .alt): move(to: wordStart(before: cursor))
        case (.right, .control), (.character("f"), .alt): move(to: wordEnd(after: cursor))
        case (.up, []): moveByRows(-1)
        case (.down, []): moveByRows(1)
        case (.pageUp, []): moveByRows(-max(1, textFrame.height - 1))
        case (.pageDown, []): moveByRows(max(1, textFrame.height - 1))
        case (.home, []), (.character("a"), .control): move(to: TextPosition(line: cursor.line, column: 0))
        case (.end, []), (.character("e"), .control): move(to: TextPosition(line: cursor.line, column: length))
        case (.home, .control): move(to: TextPosition(line: 0, column: 0))
        case (.end, .control): move(to: TextPosition(line: lines.count - 1, column: lines[lines.count - 1].count))
        case (.enter, []): insertLineBreak()
        case (.backspace, []):
            let start = cursor.column > 0 ? TextPosition(line: cursor.line, column: cursor.column - 1)
                : cursor.line > 0 ? TextPosition(line: cursor.line - 1, column: lines[cursor.line - 1].count) : nil
            if let start { edit(from: start, to: cursor, with: [[]]) }
        case (.delete, []), (.character("d"), .control):
            let end = cursor.column < length ? TextPosition(line: cursor.line, column: cursor.column + 1)
                : cursor.line + 1 < lines.count ? TextPosition(line: cursor.line + 1, column: 0) : nil
            if let end { edit(from: cursor, to: end, with: [[]]) }
        default:
            guard let character = event.printableCharacter,
                  character.unicodeScalars.allSatisfy({ $0.properties.generalCategory != .control }) else {
                return false
            }
            type(character)
        }
        setNeedsDisplay()
        return true
    }

    private func move(to position: TextPosition) {
        cursor = position
        preferredX = nil
    }

    /// The start of the word before `position` (across line starts).
    func wordStart(before position: TextPosition) -> TextPosition {
        guard position.column > 0 else {
            return position.line > 0 ? TextPosition(line: position.line - 1, column: lines[position.line - 1].count) : position
        }
        let line = lines[position.line]
        var column = position.column
        while column > 0, !Self.isWordCharacter(line[column - 1]) { column -= 1 }
        while column > 0, Self.isWordCharacter(line[column - 1]) { column -= 1 }
        return TextPosition(line: position.line, column: column)
    }

    /// The end of the word after `position` (across line ends).
    func wordEnd(after position: TextPosition) -> TextPosition {
        let line = lines[position.line]
        guard position.column < line.count else {
            return position.line + 1 < lines.count ? TextPosition(line: position.line + 1, column: 0) : position
        }
        var column = position.column
        while column < line.count, !Self.isWordCharacter(line[column]) { column += 1 }
        while column < line.count, Self.isWordCharacter(line[column]) { column += 1 }
        return TextPosition(line: position.line, column: column)
    }

    static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    /// Moves the cursor `delta` rows as drawn (wrapped rows, not lines), keeping its column.
    func moveByRows(_ delta: Int) {
        let width = max(1, wrapWidthForFrame)
        var rows = wrappedRows(ofLine: cursor.line, width: width)
        var row = rowIndex(of: cursor.column, in: rows)
        let x = preferredX ?? displayWidth(of: lines[cursor.line], in: rows[row].lowerBound..<cursor.column)
        var line = cursor.line
        var remaining = delta
        while remaining != 0 {
            if remaining < 0 {
                if row > 0 { row -= 1 } else if line > 0 {
                    line -= 1
                    rows = wrappedRows(ofLine: line, width: width)
                    row = rows.count - 1
                } else { break }
                remaining += 1
            } else {
                if row + 1 < rows.count { row += 1 } else if line + 1 < lines.count {
                    line += 1
                    rows = wrappedRows(ofLine: line, width: width)
                    row = 0
                } else { break }
                remaining -= 1
            }
        }
        cursor = TextPosition(line: line, column: column(atX: x, in: rows[row], of: lines[line], lastRow: row == rows.count - 1))
        preferredX = x
    }

    /// The character of `range` in `line` that starts at display column `x` (or the row's end).
    func column(atX x: Int, in range: Range<Int>, of line: [Character], lastRow: Bool) -> Int {
        var width = 0
        for column in range {
            let next = width + DisplayWidth.of(line[column])
            if next > x { return column }
            width = next
        }
        // Past the end of a wrapped row that is not the last, the cursor stays on that row.
        return lastRow || range.isEmpty ? range.upperBound : range.upperBound - 1
    }
}
