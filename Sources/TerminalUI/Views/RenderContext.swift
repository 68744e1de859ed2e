import TerminalCore

/// What a view may need while it draws: the time, the theme, and ways to ask for more.
///
/// One context lives for one frame. A view that animates (a spinner) calls
/// `requestRedraw(after:)`; a focused text field reports where the cursor goes.
@MainActor
public final class RenderContext {
    /// The application clock's time when the frame started.
    public let now: Duration
    /// The theme to draw with.
    public let theme: Theme
    /// Rows reserved for the key-help footer at the bottom of the root area.
    package let footerHeight: Int
    /// The cursor position in layer coordinates, as the focused text field set it.
    public var cursor: Point?
    /// The earliest time a view asked to be redrawn at.
    package private(set) var redrawDeadline: Duration?
    /// Bars drawn for the window's own layer (the visible stack's navigation bar, the tab bar),
    /// which the window hands to the terminal as layers of their own.
    package private(set) var bars: [(id: String, rect: Rect)] = []
    /// Whether bars are being collected (true while the window draws its root layer).
    var collectsBars = false

    package init(now: Duration, theme: Theme = .standard, footerHeight: Int = 1) {
        self.now = now
        self.theme = theme
        self.footerHeight = footerHeight
    }

    /// Notes that a bar was drawn in `rect` (only collected for the root layer).
    package func registerBar(_ id: String, in rect: Rect) {
        guard collectsBars, !rect.isEmpty else { return }
        bars.append((id, rect))
    }

    /// Asks for another frame after `delay` (animations, expiring messages).
    public func requestRedraw(after delay: Duration) {
        let deadline = now + delay
        if let current = redrawDeadline, current <= deadline { return }
        redrawDeadline = deadline
    }
}
