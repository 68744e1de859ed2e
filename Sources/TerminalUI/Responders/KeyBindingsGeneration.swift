/// A counter that moves whenever what any responder offers (`keyBindings`), the responder chain,
/// focus, the presented stack or an observed model may have changed; `Window` keeps the footer's
/// bindings between frames while it stays put.
///
/// Invalidation is broad on purpose: every redraw request (`setNeedsDisplay` of a view, a
/// controller or the window), every change of what is on screen (`hierarchyDidChange`), every
/// key a responder takes (but a list's selection move, which changes no binding and runs no
/// app code), every observed model change, a timer's run, and direct sets of `keyBindings`,
/// `isHidden`, subviews, focus and the library's own inputs of computed bindings (a list's
/// items, provider, `onActivate`, `activateTitle`; a text field's `onSubmit`, `submitTitle`;
/// an alert's actions; the app's `keyBindings`, `quitKey`) move it. A `keyBindings` override
/// computed from other state must call `setNeedsDisplay()` when that state changes (as it
/// must for what it draws).
@MainActor
package enum KeyBindingsGeneration {
    /// The current generation.
    package private(set) static var current: UInt64 = 0

    /// Marks every cached set of bindings stale.
    package static func invalidate() {
        current &+= 1
    }
}
