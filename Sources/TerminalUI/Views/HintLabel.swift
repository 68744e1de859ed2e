import TerminalCore

/// Secondary text a screen can do without: an `AdaptiveStackView` hides it first when the
/// screen is too short for everything. Drawn in the theme's secondary (dim) style by default.
///
/// ![The Gallery's widget list, its hint at the bottom.](gallery-list)
///
/// ```swift
/// let screen = PaddedScreen(title: "Settings", [
///     Label("Step 1 of 3"),
///     HintLabel("Esc goes back."),
/// ])
/// ```
@MainActor
public final class HintLabel: Label {
    /// A hint goes first when rows are short.
    override var hidesFirstWhenCramped: Bool { true }

    /// A hint showing `text` in `style` (the standard theme's secondary text when nil).
    public init(_ text: String, style: Style? = nil) {
        super.init(text, style: style ?? Theme.standard.secondaryText)
    }
}
