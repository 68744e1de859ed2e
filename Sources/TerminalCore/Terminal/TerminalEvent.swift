/// What a terminal reports: a key, or that the screen changed size.
public enum TerminalEvent: Hashable, Sendable {
    case key(KeyEvent)
    case resize(Size)
}
