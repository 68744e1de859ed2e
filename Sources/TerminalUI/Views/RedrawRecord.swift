import TerminalCore

/// Where a view that can be redrawn alone (`View.redrawsAlone`) was drawn in the last full
/// frame, and what lay under it, so a later frame can redraw just that view in the kept layer.
///
/// A record holds only while nothing drawn after the view in the same layer overlaps it (the
/// window drops the others), and the view's frame is still the one recorded.
struct RedrawRecord {
    /// The view.
    weak var view: View?
    /// The layer it was drawn in (`Layer.id`).
    let layerID: String
    /// The view's frame when it was drawn.
    let frame: Rect
    /// The part of the layer it drew in (its frame inside the clip it was given).
    let visible: Rect
    /// The clip its superview gave it.
    let clip: Rect
    /// The layer's cells under `visible` before the view drew (at the origin).
    let underlay: Canvas
    /// What the view showed (see `View.redrawState`).
    var state: RedrawState?
    /// Whether the view and its subviews are drawn (later drawing that overlaps then spoils it).
    var isSealed = false
    /// Whether nothing drawn later overlapped it.
    var isIntact = true
}
