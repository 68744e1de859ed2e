/// The glyphs of a box border.
public enum BorderStyle: Hashable, Sendable {
    case single
    case rounded
    case double
    case heavy
    /// Plain ASCII (`+`, `-`, `|`), for terminals that cannot show line drawing.
    case ascii

    /// The characters a border is drawn with.
    public struct Glyphs: Sendable {
        /// The corners, then the horizontal and vertical lines.
        public let topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical: Character
    }

    /// The characters of this style.
    public var glyphs: Glyphs {
        switch self {
        case .single: Glyphs(topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘", horizontal: "─", vertical: "│")
        case .rounded: Glyphs(topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯", horizontal: "─", vertical: "│")
        case .double: Glyphs(topLeft: "╔", topRight: "╗", bottomLeft: "╚", bottomRight: "╝", horizontal: "═", vertical: "║")
        case .heavy: Glyphs(topLeft: "┏", topRight: "┓", bottomLeft: "┗", bottomRight: "┛", horizontal: "━", vertical: "┃")
        case .ascii: Glyphs(topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+", horizontal: "-", vertical: "|")
        }
    }
}
