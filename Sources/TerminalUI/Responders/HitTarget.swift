import TerminalCore

/// A rectangle of a layer that reacts to the mouse, registered while the layer is drawn.
///
/// Views register themselves (`View.handleMouse(_:)`); controllers register the parts they draw
/// themselves (the tab bar's tabs, an alert's buttons). The window keeps the targets of the
/// frame on screen and sends a click or wheel notch to the last-registered (top-most) target
/// under the pointer whose handler takes it.
@MainActor
package struct HitTarget {
    /// Where the target is, in the coordinates of the layer being drawn.
    package var rect: Rect
    /// Handles a mouse event whose position is in layer coordinates; true when it was used.
    package var handler: @MainActor (MouseEvent) -> Bool

    /// A target covering `rect` whose `handler` returns whether it took the mouse event.
    package init(rect: Rect, handler: @escaping @MainActor (MouseEvent) -> Bool) {
        self.rect = rect
        self.handler = handler
    }
}
