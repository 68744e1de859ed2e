/// A mouse action the UI reacts to: a click (the primary button pressed) or one notch of the
/// wheel, at a screen cell.
///
/// Terminals report them with SGR mouse reporting (mode 1006, `CSI < b ; x ; y M`); tapes write
/// them as `Click X Y`, `ScrollUp`, `ScrollDown`. Releases, drags and the other buttons are not
/// events: the UI acts on the press, as a terminal user expects of a click.
///
/// ```swift
/// terminal.enqueue(.mouse(MouseEvent(.click, at: Point(x: 3, y: 22))))
/// ```
public struct MouseEvent: Hashable, Sendable {
    /// What the mouse did.
    public enum Kind: Hashable, Sendable {
        /// The primary button was pressed.
        case click
        /// The wheel turned one notch up (away from the user): content moves down.
        case scrollUp
        /// The wheel turned one notch down.
        case scrollDown
    }

    /// What happened: a click or a wheel notch.
    public var kind: Kind
    /// The cell under the pointer, in screen coordinates (0-based).
    public var position: Point
    /// Modifier keys held.
    public var modifiers: KeyModifiers

    /// An event of `kind` at `position` (0-based cell) with the modifier keys held.
    public init(_ kind: Kind, at position: Point, modifiers: KeyModifiers = []) {
        self.kind = kind
        self.position = position
        self.modifiers = modifiers
    }
}
