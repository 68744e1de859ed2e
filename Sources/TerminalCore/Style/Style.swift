/// Text attributes a cell can carry.
public struct TextAttributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let bold = TextAttributes(rawValue: 1 << 0)
    public static let dim = TextAttributes(rawValue: 1 << 1)
    public static let reverse = TextAttributes(rawValue: 1 << 2)
    public static let underline = TextAttributes(rawValue: 1 << 3)
}

/// How a cell looks: foreground, background and attributes.
public struct Style: Hashable, Sendable, CustomStringConvertible {
    public var foreground: Color
    public var background: Color
    public var attributes: TextAttributes

    /// The terminal's default colours, no attributes.
    public static let plain = Style()

    public init(foreground: Color = .default, background: Color = .default, attributes: TextAttributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// This style with its colours reset to the terminal's defaults (for `NO_COLOR`); attributes stay.
    public var withoutColors: Style {
        Style(foreground: .default, background: .default, attributes: attributes)
    }

    public func adding(_ attributes: TextAttributes) -> Style {
        var copy = self
        copy.attributes.formUnion(attributes)
        return copy
    }

    public func foreground(_ color: Color) -> Style {
        var copy = self
        copy.foreground = color
        return copy
    }

    public func background(_ color: Color) -> Style {
        var copy = self
        copy.background = color
        return copy
    }

    public static func fg(_ color: Color) -> Style { Style(foreground: color) }
    public static let bold = Style(attributes: .bold)
    public static let dim = Style(attributes: .dim)
    public static let reverse = Style(attributes: .reverse)
    public static let underline = Style(attributes: .underline)

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
