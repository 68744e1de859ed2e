/// What a window keeps of its responders' key bindings, and the generation that says when it is
/// stale (see `Window.keyBindingsGeneration`).
@MainActor
struct KeyBindingCaches {
    /// Moves whenever what a responder of the window offers may have changed.
    private(set) var generation: UInt64 = 0
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
    }
}
