/// One cell of a canvas: a grapheme, its display width and its style.
///
/// A wide grapheme (width 2) occupies its cell and the next one; that next cell is a
/// *continuation* (width 0, empty symbol) and is never drawn on its own.
///
/// A cell is a small plain value (no `String` inside): a grapheme of one Unicode scalar is
/// stored as that scalar, a longer cluster (a flag, a skin tone, a ZWJ family, a letter with
/// combining marks) as a number handed out by `GraphemeTable`. Copying, comparing and filling
/// cells therefore costs no string machinery and no reference counting.
public struct Cell: Hashable, Sendable {
    /// The grapheme: 0 for none (a continuation), a Unicode scalar value, or
    /// `GraphemeTable.firstCode` and up for an interned cluster.
    package var glyph: UInt32
    private var storedWidth: UInt8
    /// Colours and attributes.
    public var style: Style

    /// The grapheme shown (empty in the second column of a wide character).
    public var symbol: String {
        get { GraphemeTable.symbol(of: glyph) }
        set { glyph = GraphemeTable.glyph(of: newValue) }
    }

    /// Columns the symbol takes: 1, 2, or 0 for a continuation cell.
    public var width: Int {
        get { Int(storedWidth) }
        set { storedWidth = UInt8(clamping: newValue) }
    }

    /// A blank cell in the terminal's default style.
    public static let blank = Cell(glyph: 0x20, width: 1, style: .plain)

    /// Whether this cell is the right half of a wide character.
    public var isContinuation: Bool { storedWidth == 0 }

    /// A cell.
    public init(symbol: String, width: Int, style: Style) {
        self.glyph = GraphemeTable.glyph(of: symbol)
        self.storedWidth = UInt8(clamping: width)
        self.style = style
    }

    /// A cell of `character`, `width` columns wide.
    package init(_ character: Character, width: Int, style: Style) {
        self.glyph = GraphemeTable.glyph(of: character)
        self.storedWidth = UInt8(clamping: width)
        self.style = style
    }

    /// A cell of an already encoded glyph (see `glyph`).
    package init(glyph: UInt32, width: Int, style: Style) {
        self.glyph = glyph
        self.storedWidth = UInt8(clamping: width)
        self.style = style
    }

    /// A blank cell in `style`.
    public static func blank(_ style: Style) -> Cell {
        Cell(glyph: 0x20, width: 1, style: style)
    }

    /// The Unicode scalars of the grapheme (none for a continuation).
    package var scalars: [Unicode.Scalar] { GraphemeTable.scalars(of: glyph) }

    /// Appends the grapheme to `text` (nothing for a continuation), without making a string.
    package func appendSymbol(to text: inout String) {
        if glyph < GraphemeTable.firstCode {
            if glyph != 0, let scalar = Unicode.Scalar(glyph) { text.unicodeScalars.append(scalar) }
        } else {
            text += GraphemeTable.symbol(of: glyph)
        }
    }

    static func continuation(_ style: Style) -> Cell {
        Cell(glyph: 0, width: 0, style: style)
    }
}
