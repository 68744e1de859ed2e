import TerminalCore

/// The styles the built-in controllers and widgets draw with.
public struct Theme: Sendable {
    /// The style of plain text.
    public var text = Style.plain
    /// The style of secondary text (hints).
    public var secondaryText = Style.dim
    /// The style of the navigation bar.
    public var navigationBar = Style(attributes: .reverse)
    /// The style of the navigation bar's title.
    public var navigationTitle = Style(attributes: [.reverse, .bold])
    /// The style of a key in the footer.
    public var footerKey = Style(foreground: .cyan, attributes: .bold)
    /// The style of a key's title in the footer.
    public var footerTitle = Style.plain
    /// The style of a status message in the footer.
    public var footerMessage = Style(foreground: .yellow, attributes: .bold)
    /// The style of the tab bar.
    public var tabBar = Style.plain
    /// The style of the selected tab.
    public var selectedTab = Style(foreground: .cyan, attributes: [.reverse, .bold])
    /// The style of the selected row of a focused list.
    public var selection = Style(attributes: .reverse)
    /// The style of the selected row of an unfocused list.
    public var unfocusedSelection = Style(attributes: .underline)
    /// The style of sheet and alert borders.
    public var border = Style(foreground: .cyan)
    /// The style of sheet titles and headings.
    public var sheetTitle = Style(attributes: .bold)
    /// The style of a button.
    public var button = Style.plain
    /// The style of a destructive button or action.
    public var destructive = Style(foreground: .red, attributes: .bold)
    /// The style of a text field.
    public var field = Style(attributes: .underline)
    /// The style of the focused text field.
    public var focusedField = Style(foreground: .cyan, attributes: .underline)
    /// The style of a text field's placeholder.
    public var placeholder = Style(attributes: [.dim, .underline])
    /// The style of emphasised text.
    public var accent = Style(foreground: .cyan, attributes: .bold)
    /// The style of error text.
    public var error = Style(foreground: .red, attributes: .bold)
    /// The style of success text.
    public var success = Style(foreground: .green, attributes: .bold)
    /// The style of a toast.
    public var toast = Style(foreground: .black, background: .yellow, attributes: .bold)

    /// The standard theme.
    public init() {}

    /// The theme every controller uses unless told otherwise.
    public static let standard = Theme()
}
