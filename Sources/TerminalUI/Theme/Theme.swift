import TerminalCore

/// The styles the built-in controllers and widgets draw with.
public struct Theme: Sendable {
    public var text = Style.plain
    public var secondaryText = Style.dim
    public var navigationBar = Style(attributes: .reverse)
    public var navigationTitle = Style(attributes: [.reverse, .bold])
    public var footerKey = Style(foreground: .cyan, attributes: .bold)
    public var footerTitle = Style.plain
    public var footerMessage = Style(foreground: .yellow, attributes: .bold)
    public var tabBar = Style.plain
    public var selectedTab = Style(foreground: .cyan, attributes: [.reverse, .bold])
    public var selection = Style(attributes: .reverse)
    public var unfocusedSelection = Style(attributes: .underline)
    public var border = Style(foreground: .cyan)
    public var sheetTitle = Style(attributes: .bold)
    public var button = Style.plain
    public var focusedButton = Style(attributes: [.reverse, .bold])
    public var destructive = Style(foreground: .red, attributes: .bold)
    public var field = Style(attributes: .underline)
    public var focusedField = Style(foreground: .cyan, attributes: .underline)
    public var placeholder = Style(attributes: [.dim, .underline])
    public var accent = Style(foreground: .cyan, attributes: .bold)
    public var error = Style(foreground: .red, attributes: .bold)
    public var success = Style(foreground: .green, attributes: .bold)
    public var toast = Style(foreground: .black, background: .yellow, attributes: .bold)

    public init() {}

    /// The theme every controller uses unless told otherwise.
    public static let standard = Theme()
}
