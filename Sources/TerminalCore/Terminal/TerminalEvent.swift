/// What a terminal reports: a key, a mouse action, pasted text, or that the screen changed size.
public enum TerminalEvent: Hashable, Sendable {
    case key(KeyEvent)
    case resize(Size)
    /// A click or a wheel notch (only when the terminal reports the mouse).
    case mouse(MouseEvent)
    /// Text the user pasted (a bracketed paste), whole: it is text, never keys, so an Enter, Esc
    /// or `q` inside it triggers nothing.
    case paste(String)
}
