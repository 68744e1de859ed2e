import TerminalCore

/// A position in a tape file: the file's path, a 1-based line and a 1-based column.
///
/// Columns count characters (extended grapheme clusters) from the start of the line; a tab
/// counts as one. The description is `FILE:LINE:COLUMN`, the spelling compilers use, so editors
/// and terminals can jump to it.
public struct TapeLocation: Hashable, Sendable, CustomStringConvertible {
    /// The tape's path.
    public var file: String
    /// The line, from 1.
    public var line: Int
    /// The column, from 1.
    public var column: Int

    /// `FILE:LINE:COLUMN`, with control characters in the file name escaped so a hostile name
    /// cannot drive the terminal it is printed on.
    public var description: String { "\(PrintableText.escaping(file)):\(line):\(column)" }

    /// A location.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }
}
