import TerminalCore

/// One layer's mouse targets: where the layer is on screen, the presented controller it shows
/// (nil for the root layer) and its targets in layer coordinates.
@MainActor
struct HitLayer {
    var frame: Rect
    /// Weak: a dismissed controller must not outlive its screen because of the last frame.
    weak var controller: ViewController?
    var targets: [HitTarget]
    /// Whether the layer shows a presented controller (false for the root layer).
    var isPresented: Bool

    init(frame: Rect, controller: ViewController?, targets: [HitTarget]) {
        self.frame = frame
        self.controller = controller
        self.targets = targets
        self.isPresented = controller != nil
    }
}
