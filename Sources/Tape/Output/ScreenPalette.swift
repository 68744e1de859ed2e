import TerminalCore

/// The colours pictures and casts' pictures use for the terminal's 16 named colours and its
/// defaults: a dark terminal theme, the look of the Shop in a usual terminal.
package struct ScreenPalette: Sendable {
    /// The terminal's own text colour (`Color.default` as a foreground).
    package var foreground: String
    /// The terminal's own background (`Color.default` as a background).
    package var background: String
    /// The 16 named colours, by `Color.rawValue`.
    package var named: [String]
    /// The window's title bar.
    package var titleBar: String
    /// The window's title.
    package var title: String
    /// The frame of a report's differing cells.
    package var mark: String

    /// The palette of pictures.
    package static let standard = ScreenPalette(
        foreground: "#d4d4d4", background: "#1e1e1e",
        named: ["#000000", "#cd3131", "#0dbc79", "#e5e510", "#2472c8", "#bc3fbc", "#11a8cd", "#e5e5e5",
                "#666666", "#f14c4c", "#23d18b", "#f5f543", "#3b8eea", "#d670d6", "#29b8db", "#ffffff"],
        titleBar: "#3c3c3c", title: "#cccccc", mark: "#ff3b30")

    /// The hex colour of `color`; nil for `.default` (the caller picks foreground or background).
    func color(_ color: Color) -> String? {
        color == .default ? nil : named[color.rawValue]
    }
}
