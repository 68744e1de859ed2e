/// A place in a `TextArea`'s text: a line and a character (grapheme cluster) within it.
public struct TextPosition: Hashable, Comparable, Sendable {
    /// The line, from 0.
    public var line: Int
    /// The character within the line, from 0 (the line's length is after its last one).
    public var column: Int

    /// The position at `column` of `line`.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// Whether `lhs` comes before `rhs` in the text (by line, then by character).
    public static func < (lhs: TextPosition, rhs: TextPosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}
