/// The glyphs of a box border.
public enum BorderStyle: Hashable, Sendable {
    case single
    case rounded
    case double
    case heavy
    /// Plain ASCII (`+`, `-`, `|`), for terminals that cannot show line drawing.
    case ascii

    public struct Glyphs: Sendable {
        public let topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical: Character
    }

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
