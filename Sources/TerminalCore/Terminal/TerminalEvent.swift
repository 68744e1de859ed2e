/// What a terminal reports: a key, a mouse action, pasted text, or that the screen changed size.
public enum TerminalEvent: Hashable, Sendable {
    case key(KeyEvent)
    case resize(Size)
    /// A click or a wheel notch (only when the terminal reports the mouse).
    case mouse(MouseEvent)
    /// Text the user pasted (a bracketed paste): it is text, never keys, so an Enter, Esc or `q`
    /// inside it triggers nothing. Whole up to `maximumPasteBytes`; past that the terminal's
    /// `droppedPasteBytes` says how much more there was.
    case paste(String)

    /// A terminal keeps at most this many bytes (4 MiB) of one paste: it reads the rest, counts
    /// it (`Terminal.droppedPasteBytes`) and drops it, so a huge paste cannot exhaust memory.
    public static let maximumPasteBytes = 4 << 20
}
