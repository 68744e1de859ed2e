/// Bindings made once per `Window.keyBindingsGeneration`: made again only when the generation
/// of the window they were made on moved, or on another window; never kept off a window.
struct KeptKeyBindings {
    private weak var window: Window?
    private var generation: UInt64 = 0
    private var bindings: [KeyBinding] = []

    /// Nothing kept yet.
    init() {}

    /// The kept bindings, or those `make` returns (then kept) when `window`'s generation moved.
    @MainActor
    mutating func bindings(in window: Window?, _ make: () -> [KeyBinding]) -> [KeyBinding] {
        guard let window else { return make() }
        if self.window === window, generation == window.keyBindingsGeneration { return bindings }
        bindings = make()
        self.window = window
        generation = window.keyBindingsGeneration
        return bindings
    }
}
