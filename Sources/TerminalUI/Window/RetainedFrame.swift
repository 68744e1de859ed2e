import TerminalCore

/// The frame on screen as the window made it, kept so that a frame in which only views that
/// redraw alone changed (a list's selection move) patches it instead of drawing everything.
struct RetainedFrame {
    /// The frame, its layers' canvases shared with the one the terminal holds (rows are
    /// copied only where a patch writes).
    var frame: Frame
    /// The window's `keyBindingsGeneration` when the frame was made: the footer and the help show bindings,
    /// so once it moves (a screen's bindings set directly, a provider's row count changed under
    /// a list) the whole frame is drawn.
    let keyBindingsGeneration: UInt64
    /// The redraw deadline the frame asked for.
    let redrawDeadline: Duration?
    /// The views of the top layer that can be redrawn alone, as last drawn.
    var records: [RedrawRecord]
}
