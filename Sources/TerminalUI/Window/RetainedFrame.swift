import TerminalCore

/// The frame on screen as the window made it, kept so that a frame in which only views that
/// redraw alone changed (a list's selection move) patches it instead of drawing everything.
struct RetainedFrame {
    /// The frame, its layers' canvases shared with the one the terminal holds (rows are
    /// copied only where a patch writes).
    var frame: Frame
    /// The redraw deadline the frame asked for.
    let redrawDeadline: Duration?
    /// The views of the top layer that can be redrawn alone, as drawn in the last full frame.
    let records: [RedrawRecord]
}
