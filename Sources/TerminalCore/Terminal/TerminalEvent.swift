/// What a terminal reports: a key, a mouse action, or that the screen changed size.
public enum TerminalEvent: Hashable, Sendable {
    case key(KeyEvent)
    case resize(Size)
    /// A click or a wheel notch (only when the terminal reports the mouse).
    case mouse(MouseEvent)
}
