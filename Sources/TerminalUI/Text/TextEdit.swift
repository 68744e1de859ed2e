/// One change of a `TextArea`'s text, kept for undo and redo: what stood from `start` and what
/// replaced it.
struct TextEdit {
    /// Where the change starts.
    var start: TextPosition
    /// The text the change removed.
    var removed: [[Character]]
    /// The text the change inserted.
    var inserted: [[Character]]
    /// Whether it was typing a character, which a next character typed just after it joins.
    var isTyping: Bool

    /// Where the inserted text ends.
    var insertedEnd: TextPosition { Self.end(of: inserted, from: start) }

    /// Where `lines` end when they are placed at `start`.
    static func end(of lines: [[Character]], from start: TextPosition) -> TextPosition {
        guard let last = lines.last else { return start }
        return lines.count == 1 ? TextPosition(line: start.line, column: start.column + last.count)
            : TextPosition(line: start.line + lines.count - 1, column: last.count)
    }
}
