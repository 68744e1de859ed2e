import TerminalCore

/// One frame as the window's renderer made it: what the terminal shows, and what the window
/// keeps of it once it is shown (its mouse targets, the footer's row, the frame kept for
/// patching). Drawing only makes it; the window stores it.
@MainActor
struct RenderedFrame {
    /// The layers and the cursor.
    let frame: Frame
    /// When the frame asked to be drawn again (an animation, an expiring toast).
    let redrawDeadline: Duration?
    /// The mouse targets of each layer, bottom layer first.
    let hitLayers: [HitLayer]
    /// The footer's row; nil on a screen too small for the layout.
    let footerRow: Int?
    /// The frame as kept for patching; nil when it cannot be patched (a frame nobody looks
    /// at, a screen too small).
    let retained: RetainedFrame?
}
