/// What a window keeps of its responders' key bindings, and the generation that says when it is
/// stale (see `Window.keyBindingsGeneration`).
@MainActor
struct KeyBindingCaches {
    /// Moves whenever what a responder of the window offers may have changed.
    private(set) var generation: UInt64 = 0
    /// Moves with `generation`, but for a change of one view's own bindings (`invalidateBindings()`):
    /// what the first responder depends on (focus, what is on screen) moves only this one.
    private(set) var responderGeneration: UInt64 = 0
    /// `Window.activeKeyBindings` as last made.
    var activeKeyBindings = KeptKeyBindings()
    /// `Window.firstResponder` as last found, and the generation it was found in.
    weak var firstResponder: (any Responder)?
    var firstResponderGeneration: UInt64?
    /// The footer's bindings as last chosen (help hidden), for the generation and width.
    var footerBindings: (generation: UInt64, width: Int, bindings: [KeyBinding])?

    /// Marks every kept set of bindings stale.
    mutating func invalidate() {
        generation &+= 1
        responderGeneration &+= 1
    }

    /// Marks the kept bindings stale, but not the first responder: one view's own bindings
    /// changed with its own state (a log's following), which moves no focus.
    mutating func invalidateBindings() {
        generation &+= 1
    }
}
