/// Text attributes a cell can carry.
public struct TextAttributes: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt8
    /// Attributes from their bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Bold text.
    public static let bold = TextAttributes(rawValue: 1 << 0)
    /// Dim text.
    public static let dim = TextAttributes(rawValue: 1 << 1)
    /// Reverse text.
    public static let reverse = TextAttributes(rawValue: 1 << 2)
    /// Underline text.
    public static let underline = TextAttributes(rawValue: 1 << 3)
}

/// How a cell looks: foreground, background and attributes.
public struct Style: Hashable, Sendable, CustomStringConvertible {
    /// The text colour.
    public var foreground: Color
    /// The background colour.
    public var background: Color
    /// Bold, dim, reverse, underline.
    public var attributes: TextAttributes

    /// The terminal's default colours, no attributes.
    public static let plain = Style()

    /// A style.
    public init(foreground: Color = .default, background: Color = .default, attributes: TextAttributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// This style with its colours reset to the terminal's defaults (for `NO_COLOR`); attributes stay.
    public var withoutColors: Style {
        Style(foreground: .default, background: .default, attributes: attributes)
    }

    /// This style with `attributes` added.
    public func adding(_ attributes: TextAttributes) -> Style {
        var copy = self
        copy.attributes.formUnion(attributes)
        return copy
    }

    /// This style with foreground `color`.
    public func foreground(_ color: Color) -> Style {
        var copy = self
        copy.foreground = color
        return copy
    }

    /// This style with background `color`.
    public func background(_ color: Color) -> Style {
        var copy = self
        copy.background = color
        return copy
    }

    /// A style with foreground `color`.
    public static func fg(_ color: Color) -> Style { Style(foreground: color) }
    /// Bold text.
    public static let bold = Style(attributes: .bold)
    /// Dim text.
    public static let dim = Style(attributes: .dim)
    /// Reverse text.
    public static let reverse = Style(attributes: .reverse)
    /// Underline text.
    public static let underline = Style(attributes: .underline)

    /// A readable description.
    public var description: String {
        var parts: [String] = []
        if foreground != .default { parts.append("fg:\(foreground)") }
        if background != .default { parts.append("bg:\(background)") }
        if attributes.contains(.bold) { parts.append("bold") }
        if attributes.contains(.dim) { parts.append("dim") }
        if attributes.contains(.reverse) { parts.append("reverse") }
        if attributes.contains(.underline) { parts.append("underline") }
        return parts.isEmpty ? "plain" : parts.joined(separator: ",")
    }
}
