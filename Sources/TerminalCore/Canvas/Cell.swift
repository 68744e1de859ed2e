/// One cell of a canvas: a grapheme, its display width and its style.
///
/// A wide grapheme (width 2) occupies its cell and the next one; that next cell is a
/// *continuation* (width 0, empty symbol) and is never drawn on its own.
public struct Cell: Hashable, Sendable {
    /// The grapheme shown (empty in the second column of a wide character).
    public var symbol: String
    /// Columns the symbol takes: 1, 2, or 0 for a continuation cell.
    public var width: Int
    /// Colours and attributes.
    public var style: Style

    /// A blank cell in the terminal's default style.
    public static let blank = Cell(symbol: " ", width: 1, style: .plain)

    /// Whether this cell is the right half of a wide character.
    public var isContinuation: Bool { width == 0 }

    /// A cell.
    public init(symbol: String, width: Int, style: Style) {
        self.symbol = symbol
        self.width = width
        self.style = style
    }

    /// A blank cell in `style`.
    public static func blank(_ style: Style) -> Cell {
        Cell(symbol: " ", width: 1, style: style)
    }

    /// The one-character strings of the ASCII bytes, made once (small strings, no allocation).
    static let asciiSymbols: [String] = (0..<128).map { String(UnicodeScalar(UInt8($0))) }

    static func continuation(_ style: Style) -> Cell {
        Cell(symbol: "", width: 0, style: style)
    }
}
