/// One cell of a canvas: a grapheme, its display width and its style.
///
/// A wide grapheme (width 2) occupies its cell and the next one; that next cell is a
/// *continuation* (width 0, empty symbol) and is never drawn on its own.
public struct Cell: Hashable, Sendable {
    public var symbol: String
    public var width: Int
    public var style: Style

    /// A blank cell in the terminal's default style.
    public static let blank = Cell(symbol: " ", width: 1, style: .plain)

    public var isContinuation: Bool { width == 0 }

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
