/// One cell of a canvas as a reader sees it: a grapheme, its display width and its style.
///
/// A wide grapheme (width 2) occupies its cell and the next one; that next cell is a
/// *continuation* (width 0, empty symbol) and is never drawn on its own.
///
/// Two cells are equal when their symbols have the same Unicode scalars (a terminal is sent
/// the scalars: "e\u{301}" and "\u{E9}" differ), widths and styles.
public struct Cell: Hashable, Sendable {
    private var text: ScalarString
    private var storedWidth: UInt8
    /// Colours and attributes.
    public var style: Style

    /// The grapheme shown (empty in the second column of a wide character).
    public var symbol: String {
        get { text.string }
        set { text = ScalarString(newValue) }
    }

    /// Columns the symbol takes: 1, 2, or 0 for a continuation cell.
    public var width: Int {
        get { Int(storedWidth) }
        set { storedWidth = UInt8(clamping: newValue) }
    }

    /// A blank cell in the terminal's default style.
    public static let blank = Cell(symbol: " ", width: 1, style: .plain)

    /// Whether this cell is the right half of a wide character.
    public var isContinuation: Bool { storedWidth == 0 }

    /// A cell.
    public init(symbol: String, width: Int, style: Style) {
        self.text = ScalarString(symbol)
        self.storedWidth = UInt8(clamping: width)
        self.style = style
    }

    /// A blank cell in `style`.
    public static func blank(_ style: Style) -> Cell {
        Cell(symbol: " ", width: 1, style: style)
    }

    /// Appends the grapheme to `text` (nothing for a continuation).
    package func appendSymbol(to text: inout String) {
        text += symbol
    }
}
